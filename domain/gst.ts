import { assertCents, type Cents } from './money.js';

/** Prices are GST-inclusive at 10%. */
export const GST_RATE_PERCENT = 10;

/**
 * GST included in a GST-inclusive amount: Math.round(amount / 11) in cents. For an integer amount
 * amount / 11 is never exactly halfway between two cents, so the rounding is unambiguous.
 */
export function gstIncludedCents(amountCents: Cents): Cents {
  assertCents(amountCents, 'amount');
  return Math.round(amountCents / 11);
}

/** The GST-exclusive part of a GST-inclusive amount (amount − GST included). */
export function exGstCents(amountCents: Cents): Cents {
  return amountCents - gstIncludedCents(amountCents);
}
