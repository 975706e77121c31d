import { DomainError } from './errors.js';

/** Money inside the domain is always an integer number of cents (AUD). */
export type Cents = number;

/**
 * Largest amount the domain accepts: 10^15 cents (ten trillion dollars). Up to here a cents value
 * survives cents → dollars (a double) → cents exactly; beyond it doubles lose cents.
 */
export const MAX_CENTS = 1e15;

const inRange = (cents: number): boolean => Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_CENTS;

/** Throws unless `cents` is a non-negative safe integer. Returns it for chaining. */
export function assertCents(cents: number, field?: string): Cents {
  if (!inRange(cents) || cents < 0) {
    throw new DomainError('invalid_amount', `Amount must be a non-negative whole number of cents, got ${String(cents)}.`, field);
  }
  return cents;
}

/**
 * Converts a dollar amount (as the HTTP contract carries it) to cents. Accepts exactly the numbers
 * that are the nearest double to a value with at most 2 decimals (19.99, 50, 0.1) and rejects
 * NaN, Infinity, negatives and anything with more decimals (0.1 + 0.2 = 0.30000000000000004 included).
 */
export function dollarsToCents(dollars: number, field?: string): Cents {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) {
    throw new DomainError('invalid_amount', `Amount must be a finite, non-negative number of dollars, got ${String(dollars)}.`, field);
  }
  const cents = Math.round(dollars * 100);
  if (!inRange(cents)) {
    throw new DomainError('invalid_amount', 'Amount is too large.', field);
  }
  if (cents / 100 !== dollars) {
    throw new DomainError('invalid_amount', `Amount must have at most 2 decimals, got ${String(dollars)}.`, field);
  }
  return cents;
}

/** Parses a dollar amount typed by a person ("50", "49.9", "1,299.00", "$12.50") to cents exactly. */
export function parseDollars(text: string, field?: string): Cents {
  const cleaned = String(text).trim().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m || m[1] === undefined) {
    throw new DomainError('invalid_amount', `"${text}" is not an amount in dollars with at most 2 decimals.`, field);
  }
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  if (!inRange(cents)) throw new DomainError('invalid_amount', 'Amount is too large.', field);
  return cents;
}

/** Cents to the dollar number of the HTTP contract (1999 → 19.99). */
export function centsToDollars(cents: Cents, field?: string): number {
  if (!inRange(cents)) {
    throw new DomainError('invalid_amount', `Cents must be a whole number, got ${String(cents)}.`, field);
  }
  return cents / 100;
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Display form: formatAud(5000) → "$50.00", formatAud(123456) → "$1,234.56", formatAud(-500) → "-$5.00". */
export function formatAud(cents: Cents): string {
  if (!inRange(cents)) {
    throw new DomainError('invalid_amount', `Cents must be a whole number, got ${String(cents)}.`);
  }
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${groupThousands(whole)}.${frac}`;
}

/** The form used in the coupon message: formatAudWithCountry(5000) → "AU $50.00". */
export function formatAudWithCountry(cents: Cents): string {
  return `AU ${formatAud(cents)}`;
}

/** quantity × unit price, both validated, result checked to stay a safe integer. */
export function lineTotalCents(unitPriceCents: Cents, quantity: number): Cents {
  assertCents(unitPriceCents, 'price');
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new DomainError('invalid_quantity', `Quantity must be a non-negative whole number, got ${String(quantity)}.`, 'quantity');
  }
  const total = unitPriceCents * quantity;
  if (!inRange(total)) throw new DomainError('invalid_amount', 'Line total is too large.');
  return total;
}

export interface PricedQuantity {
  readonly unitPriceCents: Cents;
  readonly quantity: number;
}

/** Cart total = Σ quantity × unit price, in cents. */
export function cartTotalCents(lines: readonly PricedQuantity[]): Cents {
  let sum = 0;
  for (const line of lines) {
    sum += lineTotalCents(line.unitPriceCents, line.quantity);
    if (!inRange(sum)) throw new DomainError('invalid_amount', 'Cart total is too large.');
  }
  return sum;
}
