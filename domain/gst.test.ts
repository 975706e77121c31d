import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { gstIncludedCents } from './gst.js';
import { DomainError } from './errors.js';

describe('GST included (1/11 of a GST-inclusive amount)', () => {
  it('uses the spec numbers', () => {
    expect(gstIncludedCents(11000)).toBe(1000); // $110 includes $10
    expect(gstIncludedCents(5000)).toBe(455); // $50 → $4.545… → $4.55
    expect(gstIncludedCents(10000)).toBe(909); // $100 → $9.0909… → $9.09
    expect(gstIncludedCents(15000)).toBe(1364); // $150 → $13.636… → $13.64
    expect(gstIncludedCents(0)).toBe(0);
    expect(gstIncludedCents(1)).toBe(0);
    expect(gstIncludedCents(6)).toBe(1);
  });
  it('rejects bad amounts', () => {
    expect(() => gstIncludedCents(-1)).toThrow(DomainError);
    expect(() => gstIncludedCents(1.5)).toThrow(DomainError);
    expect(() => gstIncludedCents(Number.NaN)).toThrow(DomainError);
  });
  it('is Math.round(amount / 11), within half a cent of the exact value, never above the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (amount) => {
        const gst = gstIncludedCents(amount);
        expect(Number.isSafeInteger(gst)).toBe(true);
        expect(gst).toBe(Math.round(amount / 11));
        expect(gst).toBeLessThanOrEqual(amount);
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        expect(Math.abs(gstIncludedCents(amount) * 11 - amount)).toBeLessThanOrEqual(5.5);
      }),
      { numRuns: 5000 },
    );
  });
  it('is monotonic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e6 }), (a, d) => {
        expect(gstIncludedCents(a + d)).toBeGreaterThanOrEqual(gstIncludedCents(a));
      }),
      { numRuns: 2000 },
    );
  });
});
