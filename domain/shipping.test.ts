import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { shippingOptionsFor, quoteShipping, SHIPPING_OPTION_NAMES } from './shipping.js';
import { COUNTRIES, parseCountry } from './countries.js';
import { shippingTypeLabel, deliveryEstimate, SHIPPING_TYPE_LABELS } from './shipping-types.js';
import { DomainError } from './errors.js';

const names = (country: string, cents: number) => shippingOptionsFor(country, cents).map((o) => o.name);

describe('checkout shipping options', () => {
  it('Australia: standard 10 and express 15 up to and including $100', () => {
    expect(names('Australia', 5000)).toEqual(['standard-shipping', 'express-shipping']);
    expect(names('Australia', 10000)).toEqual(['standard-shipping', 'express-shipping']);
    expect(shippingOptionsFor('Australia', 5000).map((o) => o.feeCents)).toEqual([1000, 1500]);
  });
  it('Australia: free shipping over $100 replaces standard', () => {
    expect(names('Australia', 10001)).toEqual(['free-shipping', 'express-shipping']);
    expect(names('Australia', 15000)).toEqual(['free-shipping', 'express-shipping']);
    expect(shippingOptionsFor('Australia', 10001)[0]?.feeCents).toBe(0);
  });
  it('international: DHL Express 35 up to and including $150, free over $150', () => {
    for (const c of ['New Zealand', 'Canada', 'United Kingdom', 'United States']) {
      expect(names(c, 10001)).toEqual(['international-shipping']);
      expect(names(c, 15000)).toEqual(['international-shipping']);
      expect(shippingOptionsFor(c, 15000)[0]?.feeCents).toBe(3500);
      expect(names(c, 15001)).toEqual(['free-international-shipping']);
    }
  });
  it('zero and one-cent subtotals still get the options without minimum', () => {
    expect(names('Australia', 0)).toEqual(['standard-shipping', 'express-shipping']);
    expect(names('Australia', 1)).toEqual(['standard-shipping', 'express-shipping']);
    expect(names('Canada', 0)).toEqual(['international-shipping']);
  });
  it('unknown country or bad subtotal throws', () => {
    expect(() => shippingOptionsFor('France', 1000)).toThrow(DomainError);
    expect(() => shippingOptionsFor('australia', 1000)).toThrow(DomainError);
    expect(() => shippingOptionsFor('Australia', -1)).toThrow(DomainError);
    expect(() => shippingOptionsFor('Australia', 10.5)).toThrow(DomainError);
    expect(parseCountry(' New Zealand ')).toBe('New Zealand');
  });
  it('shipping types, labels and estimates', () => {
    expect(SHIPPING_TYPE_LABELS).toEqual({ standardShipping: 'Standard', freeExpressShipping: 'Free Shipping', expressShipping: 'Express', internationalShipping: 'International Shipping' });
    expect(shippingTypeLabel('expressShipping')).toBe('Express');
    expect(deliveryEstimate('standardShipping')).toBe('4-7 business days');
    expect(deliveryEstimate('expressShipping')).toBe('1-3 business days');
    expect(deliveryEstimate('internationalShipping')).toBe('up to 10 business days');
    expect(() => deliveryEstimate('teleport')).toThrow(DomainError);
    const byName = Object.fromEntries(
      [...shippingOptionsFor('Australia', 20000), ...shippingOptionsFor('Australia', 100), ...shippingOptionsFor('Canada', 100), ...shippingOptionsFor('Canada', 20000)].map((o) => [
        o.name,
        o.shippingType,
      ]),
    );
    expect(byName).toEqual({
      'free-shipping': 'freeExpressShipping',
      'standard-shipping': 'standardShipping',
      'express-shipping': 'expressShipping',
      'international-shipping': 'internationalShipping',
      'free-international-shipping': 'internationalShipping',
    });
  });
});

describe('quoteShipping (server-authoritative fee)', () => {
  it('quotes offered options by name or type', () => {
    const q = quoteShipping('Australia', 5000, 'express-shipping');
    expect(q.ok && q.value.feeCents).toBe(1500);
    const t = quoteShipping('Australia', 5000, 'standardShipping');
    expect(t.ok && t.value.feeCents).toBe(1000);
    const f = quoteShipping('Australia', 10001, 'free-shipping');
    expect(f.ok && f.value.feeCents).toBe(0);
    const i = quoteShipping('United States', 15001, 'internationalShipping');
    expect(i.ok && i.value.option.name).toBe('free-international-shipping');
  });
  it('fails with a typed result when the option is not offered', () => {
    expect(quoteShipping('Australia', 10000, 'free-shipping')).toMatchObject({ ok: false, reason: 'shipping_option_unavailable', fields: { shippingMethod: expect.any(String) } });
    expect(quoteShipping('Australia', 10001, 'standard-shipping').ok).toBe(false);
    expect(quoteShipping('Canada', 15000, 'free-international-shipping').ok).toBe(false);
    expect(quoteShipping('Canada', 5000, 'express-shipping').ok).toBe(false);
    expect(quoteShipping('Australia', 5000, 'international-shipping').ok).toBe(false);
    expect(quoteShipping('Australia', 5000, 'nonsense').ok).toBe(false);
  });
  it('property: every offered option quotes its own fee; fees are never negative; something is always offered', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.integer({ min: 0, max: 1e12 }), (country, subtotal) => {
        const offered = shippingOptionsFor(country, subtotal);
        expect(offered.length).toBeGreaterThan(0);
        for (const o of offered) {
          expect(o.minimumCents === 0 || o.minimumCents < subtotal).toBe(true);
          const q = quoteShipping(country, subtotal, o.name);
          expect(q.ok && q.value.feeCents).toBe(o.feeCents);
          expect(o.feeCents).toBeGreaterThanOrEqual(0);
        }
        for (const n of SHIPPING_OPTION_NAMES) {
          if (!offered.some((o) => o.name === n)) expect(quoteShipping(country, subtotal, n).ok).toBe(false);
        }
        const cheapest = Math.min(...offered.map((o) => o.feeCents));
        const threshold = country === 'Australia' ? 10000 : 15000;
        expect(cheapest === 0).toBe(subtotal > threshold);
      }),
      { numRuns: 2000 },
    );
  });
});
