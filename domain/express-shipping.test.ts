import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { expressShippingOptions, quoteExpressShipping } from './express-shipping.js';
import { COUNTRIES } from './countries.js';
import { DomainError } from './errors.js';

const fees = (country: string, cents: number) => expressShippingOptions(country, cents).map((o) => [o.shippingType, o.feeCents]);

describe('express wallet shipping', () => {
  it('Australia over $50: free express only', () => {
    expect(fees('Australia', 5001)).toEqual([['freeExpressShipping', 0]]);
    expect(fees('Australia', 10000)).toEqual([['freeExpressShipping', 0]]);
  });
  it('Australia at or under $50: standard 5 and express 10', () => {
    expect(fees('Australia', 5000)).toEqual([
      ['standardShipping', 500],
      ['expressShipping', 1000],
    ]);
    expect(fees('Australia', 0)).toEqual([
      ['standardShipping', 500],
      ['expressShipping', 1000],
    ]);
    expect(fees('Australia', 1)).toEqual([
      ['standardShipping', 500],
      ['expressShipping', 1000],
    ]);
  });
  it('international: 20 whatever the subtotal', () => {
    expect(fees('United Kingdom', 100000)).toEqual([['internationalShipping', 2000]]);
    expect(fees('New Zealand', 5000)).toEqual([['internationalShipping', 2000]]);
  });
  it('quotes and refuses', () => {
    expect(quoteExpressShipping('Australia', 5001, 'freeExpressShipping')).toMatchObject({ ok: true, value: { feeCents: 0 } });
    expect(quoteExpressShipping('Australia', 5000, 'express-shipping')).toMatchObject({ ok: true, value: { feeCents: 1000 } });
    expect(quoteExpressShipping('Australia', 5000, 'freeExpressShipping')).toMatchObject({ ok: false, reason: 'shipping_option_unavailable' });
    expect(quoteExpressShipping('Canada', 5000, 'standardShipping').ok).toBe(false);
    expect(() => expressShippingOptions('Mars', 1)).toThrow(DomainError);
    expect(() => expressShippingOptions('Australia', Number.NaN)).toThrow(DomainError);
  });
  it('property: free express iff domestic and over $50; fees from the fixed set', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.integer({ min: 0, max: 1e12 }), (country, subtotal) => {
        const opts = expressShippingOptions(country, subtotal);
        expect(opts.some((o) => o.feeCents === 0)).toBe(country === 'Australia' && subtotal > 5000);
        for (const o of opts) expect([0, 500, 1000, 2000]).toContain(o.feeCents);
      }),
      { numRuns: 1000 },
    );
  });
});
