import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { computeOrderTotals, computeCheckoutTotals } from './order-totals.js';
import type { Coupon, CouponLine } from './coupon.js';
import { DomainError } from './errors.js';

const TODAY = '2026-03-05';
const pct = (percent: number, extra: Partial<Coupon> = {}): Coupon => ({
  code: 'X',
  discount: { kind: 'percent', percent },
  minimumSpendCents: 0,
  expireDate: '2027-01-01',
  isActive: true,
  isOneTime: false,
  categories: [],
  ...extra,
});
const fixed = (amountCents: number, extra: Partial<Coupon> = {}): Coupon => ({ ...pct(10), discount: { kind: 'fixed', amountCents }, ...extra });
const line = (unitPriceCents: number, quantity = 1, category = 'solid'): CouponLine => ({ unitPriceCents, quantity, category });

describe('computeOrderTotals', () => {
  it('no coupon, standard shipping', () => {
    expect(computeOrderTotals({ lines: [line(2500, 2)], shippingFeeCents: 1000 })).toEqual({
      subtotalCents: 5000,
      discountCents: 0,
      shippingCents: 1000,
      totalCents: 6000,
      gstCents: 545,
      donationCents: 500,
      couponApplied: false,
    });
  });
  it('10% coupon on $150 with free shipping', () => {
    const t = computeOrderTotals({ lines: [line(15000)], coupon: pct(10), shippingFeeCents: 0, today: TODAY });
    expect(t).toMatchObject({ subtotalCents: 15000, discountCents: 1500, totalCents: 13500, gstCents: 1227, donationCents: 1350, couponApplied: true });
  });
  it('a fixed coupon larger than the subtotal leaves only shipping', () => {
    const t = computeOrderTotals({ lines: [line(1000)], coupon: fixed(5000), shippingFeeCents: 1500, today: TODAY });
    expect(t).toMatchObject({ subtotalCents: 1000, discountCents: 1000, totalCents: 1500, donationCents: 0, gstCents: 136 });
  });
  it('a coupon below the minimum is reported and not applied', () => {
    const t = computeOrderTotals({ lines: [line(4999)], coupon: pct(10, { minimumSpendCents: 5000 }), shippingFeeCents: 1000, today: TODAY });
    expect(t.discountCents).toBe(0);
    expect(t.totalCents).toBe(5999);
    expect(t.couponApplied).toBe(false);
    expect(t.couponRejection?.message).toBe("Minimum spend of AU $50.00 is required. Otherwise discount won't be applied.");
  });
  it('zero and one-cent orders', () => {
    expect(computeOrderTotals({ lines: [], shippingFeeCents: 0 })).toMatchObject({ totalCents: 0, gstCents: 0, donationCents: 0 });
    expect(computeOrderTotals({ lines: [line(1)], shippingFeeCents: 0 })).toMatchObject({ totalCents: 1, gstCents: 0, donationCents: 0 });
  });
  it('rejects bad input', () => {
    expect(() => computeOrderTotals({ lines: [line(100, -1)], shippingFeeCents: 0 })).toThrow(DomainError);
    expect(() => computeOrderTotals({ lines: [line(100)], shippingFeeCents: -1 })).toThrow(DomainError);
    expect(() => computeOrderTotals({ lines: [line(100)], coupon: pct(10), shippingFeeCents: 0 })).toThrow(DomainError);
  });
  it('properties: total = max(0, subtotal − discount) + shipping; discount ≤ eligible; GST ≤ total; nothing negative', () => {
    const coupon = fc.option(
      fc
        .oneof(
          fc.integer({ min: 1, max: 10000 }).map((bp) => pct(bp / 100)),
          fc.integer({ min: 0, max: 1e8 }).map((c) => fixed(c)),
        )
        .chain((c) => fc.record({ minimumSpendCents: fc.integer({ min: 0, max: 20000 }), categories: fc.subarray(['solid', 'sale']) }).map((x) => ({ ...c, ...x }))),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPriceCents: fc.integer({ min: 0, max: 1e7 }), quantity: fc.integer({ min: 0, max: 1000 }), category: fc.constantFrom('solid', 'sale', 'overlay') }), {
          maxLength: 50,
        }),
        coupon,
        fc.constantFrom(0, 1000, 1500, 3500),
        (lines, c, ship) => {
          const t = computeOrderTotals({ lines, coupon: c, shippingFeeCents: ship, today: TODAY });
          expect(t.totalCents).toBe(Math.max(0, t.subtotalCents - t.discountCents) + t.shippingCents);
          const eligible = c === null ? 0 : lines.filter((l) => c.categories.length === 0 || c.categories.includes(l.category)).reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
          expect(t.discountCents).toBeLessThanOrEqual(c === null ? 0 : eligible);
          expect(t.gstCents).toBeLessThanOrEqual(t.totalCents);
          expect(t.donationCents).toBeLessThanOrEqual(t.totalCents - t.shippingCents);
          for (const v of [t.subtotalCents, t.discountCents, t.shippingCents, t.totalCents, t.gstCents, t.donationCents]) {
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('computeCheckoutTotals', () => {
  it('quotes shipping on the subtotal after discount', () => {
    // $110 with 10% off = $99 → free shipping (over $100) no longer offered
    const r = computeCheckoutTotals({ lines: [line(11000)], coupon: pct(10), country: 'Australia', shippingMethod: 'free-shipping', today: TODAY });
    expect(r).toMatchObject({ ok: false, reason: 'shipping_option_unavailable' });
    const s = computeCheckoutTotals({ lines: [line(11000)], coupon: pct(10), country: 'Australia', shippingMethod: 'standard-shipping', today: TODAY });
    expect(s).toMatchObject({ ok: true, value: { discountCents: 1100, shippingCents: 1000, totalCents: 10900 } });
    const f = computeCheckoutTotals({ lines: [line(11000)], country: 'Australia', shippingMethod: 'free-shipping', today: TODAY });
    expect(f).toMatchObject({ ok: true, value: { totalCents: 11000, shippingCents: 0 } });
    const i = computeCheckoutTotals({ lines: [line(20000)], country: 'Canada', shippingMethod: 'internationalShipping', today: TODAY });
    expect(i).toMatchObject({ ok: true, value: { shippingCents: 0, totalCents: 20000, shipping: { option: { name: 'free-international-shipping' } } } });
  });
});
