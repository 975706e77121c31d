import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { freeShippingProgress } from './free-shipping-progress.js';
import { shippingOptionsFor } from './shipping.js';
import { DomainError } from './errors.js';

describe('free shipping progress towards $100', () => {
  it('spec numbers', () => {
    expect(freeShippingProgress(0)).toEqual({ fraction: 0, qualifies: false, remainingCents: 10001 });
    expect(freeShippingProgress(1)).toEqual({ fraction: 0.0001, qualifies: false, remainingCents: 10000 });
    expect(freeShippingProgress(5000)).toEqual({ fraction: 0.5, qualifies: false, remainingCents: 5001 });
    expect(freeShippingProgress(10000)).toEqual({ fraction: 1, qualifies: false, remainingCents: 1 });
    expect(freeShippingProgress(10001)).toEqual({ fraction: 1, qualifies: true, remainingCents: 0 });
    expect(freeShippingProgress(15000)).toEqual({ fraction: 1, qualifies: true, remainingCents: 0 });
  });
  it('rejects bad input', () => {
    expect(() => freeShippingProgress(-1)).toThrow(DomainError);
    expect(() => freeShippingProgress(Number.NaN)).toThrow(DomainError);
  });
  it('property: fraction in 0..1, monotonic; spending the remainder unlocks free shipping at checkout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e6 }), (s, d) => {
        const p = freeShippingProgress(s);
        expect(p.fraction).toBeGreaterThanOrEqual(0);
        expect(p.fraction).toBeLessThanOrEqual(1);
        expect(freeShippingProgress(s + d).fraction).toBeGreaterThanOrEqual(p.fraction);
        expect(p.qualifies).toBe(shippingOptionsFor('Australia', s).some((o) => o.name === 'free-shipping'));
        const after = s + p.remainingCents;
        expect(shippingOptionsFor('Australia', after).some((o) => o.name === 'free-shipping')).toBe(true);
        if (p.remainingCents > 0) expect(shippingOptionsFor('Australia', after - 1).some((o) => o.name === 'free-shipping')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
