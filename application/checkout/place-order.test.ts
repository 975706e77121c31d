import { describe, expect, it } from 'vitest';
import { fail } from '../../domain/result.js';
import { isRefundable, type PlaceOrderFailure } from './place-order.js';

describe('isRefundable', () => {
  it('gives the money back when the stock or the one-time coupon went while the shopper paid, and for nothing else', () => {
    const because = (reason: PlaceOrderFailure) => fail('conflict', 'x', { reason });
    expect(isRefundable(because('stock_gone'))).toBe(true);
    expect(isRefundable(because('coupon_used'))).toBe(true);
    expect(isRefundable(because('checkout_in_progress'))).toBe(false);
    expect(isRefundable(because('numbering_failed'))).toBe(false);
  });
});
