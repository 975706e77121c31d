import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { percentChange } from './percent-change.js';
import { DomainError } from './errors.js';

describe('percentChange', () => {
  it('spec rules', () => {
    expect(percentChange(15000, 0)).toBe(15000); // previous 0 → the current value
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 5000)).toBe(-5000); // current 0 → minus the previous value
    expect(percentChange(15000, 10000)).toBe(50);
    expect(percentChange(10000, 15000)).toBe(-34); // -33.33 floored
    expect(percentChange(10000, 10000)).toBe(0);
    expect(percentChange(5, 3)).toBe(66); // 66.67 floored
    expect(percentChange(1, 3)).toBe(-67);
  });
  it('rejects NaN and negatives', () => {
    expect(() => percentChange(Number.NaN, 1)).toThrow(DomainError);
    expect(() => percentChange(1, -1)).toThrow(DomainError);
  });
  it('property: floor of the exact ratio for integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (c, p) => {
        const r = percentChange(c, p);
        const num = BigInt(c - p) * 100n;
        const den = BigInt(p);
        let q = num / den;
        if (num % den !== 0n && num < 0n) q -= 1n; // floor
        expect(BigInt(r)).toBe(q);
      }),
      { numRuns: 2000 },
    );
  });
});
