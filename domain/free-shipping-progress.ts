import { assertCents, type Cents } from './money.js';
import { DOMESTIC_FREE_SHIPPING_THRESHOLD_CENTS } from './shipping.js';

export interface FreeShippingProgress {
  /** How full the cart's progress bar is, 0..1 (1 from $100 up). */
  readonly fraction: number;
  /** Whether domestic free shipping applies (subtotal strictly over $100). */
  readonly qualifies: boolean;
  /**
   * Cents still to spend before free shipping applies: 0 once it applies, otherwise the amount
   * that brings the subtotal one cent over $100 (free shipping is for orders *over* $100, so at
   * exactly $100 one more cent is needed).
   */
  readonly remainingCents: Cents;
}

/** Progress towards domestic free shipping ($100) for the cart page's bar. */
export function freeShippingProgress(subtotalCents: Cents, thresholdCents: Cents = DOMESTIC_FREE_SHIPPING_THRESHOLD_CENTS): FreeShippingProgress {
  assertCents(subtotalCents, 'subtotal');
  assertCents(thresholdCents, 'threshold');
  const qualifies = subtotalCents > thresholdCents;
  const fraction = thresholdCents === 0 ? 1 : Math.min(1, subtotalCents / thresholdCents);
  return { fraction, qualifies, remainingCents: qualifies ? 0 : thresholdCents + 1 - subtotalCents };
}
