import type { CardFields } from './types';

/**
 * Completeness of the test-mode card fields, the same notion a card provider's fields report:
 * whether enough has been typed, not whether the card will be accepted (the gateway decides).
 */
const digits = (value: string): string => value.replace(/[\s-]/g, '');

export function cardNumberComplete(number: string): boolean {
  const d = digits(number);
  return /^\d{13,19}$/.test(d);
}

/** MM/YY or MM/YYYY with a month from 01 to 12. */
export function expiryComplete(expiry: string): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  return month >= 1 && month <= 12;
}

export function securityCodeComplete(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc.trim());
}

export function cardComplete(card: CardFields): boolean {
  return cardNumberComplete(card.number) && expiryComplete(card.expiry) && securityCodeComplete(card.cvc);
}

/** Groups the digits in fours as the shopper types: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Inserts the slash after the month: "1230" → "12/30". */
export function formatExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
