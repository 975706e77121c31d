import { assertCents, type Cents } from './money.js';

/**
 * Prices are GST-inclusive at 10%. GST included in a GST-inclusive amount: Math.round(amount / 11) in cents. For an integer amount
 * amount / 11 is never exactly halfway between two cents, so the rounding is unambiguous.
 */
export function gstIncludedCents(amountCents: Cents): Cents {
  assertCents(amountCents, 'amount');
  return Math.round(amountCents / 11);
}
