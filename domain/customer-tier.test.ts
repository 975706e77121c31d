import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { customerTier } from './customer-tier.js';
import { DomainError } from './errors.js';

describe('customerTier', () => {
  it('uses the spec thresholds', () => {
    expect(customerTier(0)).toBe('New Customer');
    expect(customerTier(1)).toBe('New Customer');
    expect(customerTier(2)).toBe('Returning Customer');
    expect(customerTier(5)).toBe('Returning Customer');
    expect(customerTier(6)).toBe('Loyal Customer');
    expect(customerTier(undefined)).toBe('Not Enough Data');
    expect(customerTier(null)).toBe('Not Enough Data');
  });
  it('rejects bad counts', () => {
    for (const n of [-1, 1.5, Number.NaN]) expect(() => customerTier(n)).toThrow(DomainError);
  });
  it('property: the tier never goes down as orders grow', () => {
    const rank = { 'New Customer': 0, 'Returning Customer': 1, 'Loyal Customer': 2, 'Not Enough Data': -1 };
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(100), (n, d) => {
        expect(rank[customerTier(n + d)]).toBeGreaterThanOrEqual(rank[customerTier(n)]);
      }),
      { numRuns: 1000 },
    );
  });
});
