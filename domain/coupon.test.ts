import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyCoupon,
  sameCouponCode,
  minimumSpendMessage,
  validateNewCoupon,
  createCoupon,
  percentOfCents,
  discountFor,
  isCouponExpired,
  eligibleSubtotalCents,
  type Coupon,
  type CouponLine,
} from './coupon.js';
import { DomainError } from './errors.js';

const NOW = new Date('2026-03-05T04:00:00Z'); // 5 March 2026, 3 pm in Melbourne
const base: Coupon = {
  code: 'SOUL10',
  discount: { kind: 'percent', percent: 10 },
  minimumSpendCents: 0,
  expireDate: '2026-12-31',
  isActive: true,
  isOneTime: false,
  categories: [],
};
const line = (unitPriceCents: number, quantity = 1, category = 'solid'): CouponLine => ({ unitPriceCents, quantity, category });

describe('applyCoupon', () => {
  it('percent coupon takes that percentage of the subtotal', () => {
    expect(applyCoupon(base, [line(5000)], NOW)).toEqual({ ok: true, value: { eligibleSubtotalCents: 5000, discountCents: 500 } });
    expect(applyCoupon(base, [line(10000), line(5000)], NOW)).toMatchObject({ ok: true, value: { discountCents: 1500 } });
  });
  it('percent rounding is to the nearest cent, halves up', () => {
    expect(percentOfCents(5, 10)).toBe(1); // 0.5c → 1c
    expect(percentOfCents(4, 10)).toBe(0); // 0.4c → 0
    expect(percentOfCents(1999, 15)).toBe(300); // 299.85 → 300
    expect(percentOfCents(1, 100)).toBe(1);
    expect(percentOfCents(10000, 12.5)).toBe(1250);
    expect(() => percentOfCents(100, 0)).toThrow(DomainError);
    expect(() => percentOfCents(100, 100.01)).toThrow(DomainError);
    expect(() => percentOfCents(100, 10.001)).toThrow(DomainError);
    expect(() => percentOfCents(100, Number.NaN)).toThrow(DomainError);
  });
  it('fixed coupon deducts the amount, never more than the subtotal', () => {
    const fixed: Coupon = { ...base, discount: { kind: 'fixed', amountCents: 2000 } };
    expect(applyCoupon(fixed, [line(5000)], NOW)).toMatchObject({ ok: true, value: { discountCents: 2000 } });
    expect(applyCoupon(fixed, [line(1500)], NOW)).toMatchObject({ ok: true, value: { discountCents: 1500 } });
    expect(applyCoupon(fixed, [line(1)], NOW)).toMatchObject({ ok: true, value: { discountCents: 1 } });
  });
  it('applies only when the subtotal is at least the minimum spend ($50 boundary)', () => {
    const min50: Coupon = { ...base, minimumSpendCents: 5000 };
    expect(applyCoupon(min50, [line(5000)], NOW)).toMatchObject({ ok: true, value: { discountCents: 500 } });
    expect(applyCoupon(min50, [line(4999)], NOW)).toEqual({
      ok: false,
      code: 'invalid_input',
      reason: 'coupon_below_minimum',
      fields: { coupon: "Minimum spend of AU $50.00 is required. Otherwise discount won't be applied." },
      message: "Minimum spend of AU $50.00 is required. Otherwise discount won't be applied.",
    });
    expect(minimumSpendMessage(15000)).toBe("Minimum spend of AU $150.00 is required. Otherwise discount won't be applied.");
    expect(minimumSpendMessage(10050)).toBe("Minimum spend of AU $100.50 is required. Otherwise discount won't be applied.");
  });
  it('expired (today excluded, Melbourne time) and inactive coupons never apply', () => {
    const exp = (expireDate: string) => applyCoupon({ ...base, expireDate }, [line(5000)], NOW);
    expect(exp('2026-03-06').ok).toBe(true);
    expect(exp('2026-03-05')).toMatchObject({ ok: false, reason: 'coupon_expired' });
    expect(exp('2026-03-04')).toMatchObject({ ok: false, reason: 'coupon_expired' });
    // 23:30 on 5 March in Melbourne is still 12:30 UTC on the 5th; 00:30 on the 6th Melbourne is 13:30 UTC on the 5th
    expect(isCouponExpired({ expireDate: '2026-03-06' }, '2026-03-05T12:30:00Z')).toBe(false);
    expect(isCouponExpired({ expireDate: '2026-03-06' }, '2026-03-05T13:30:00Z')).toBe(true);
    expect(applyCoupon({ ...base, isActive: false }, [line(5000)], NOW)).toMatchObject({ ok: false, reason: 'coupon_inactive' });
  });
  it('category-limited coupons discount only those lines', () => {
    const sale: Coupon = { ...base, categories: ['sale'], discount: { kind: 'percent', percent: 50 } };
    const lines = [line(4000, 1, 'sale'), line(6000, 1, 'solid')];
    expect(applyCoupon(sale, lines, NOW)).toEqual({ ok: true, value: { eligibleSubtotalCents: 4000, discountCents: 2000 } });
    expect(applyCoupon({ ...sale, categories: ['SALE'] }, lines, NOW)).toMatchObject({ ok: true, value: { discountCents: 2000 } });
    expect(applyCoupon(sale, [line(6000, 1, 'solid')], NOW)).toMatchObject({ ok: false, reason: 'coupon_not_applicable' });
    const fixed: Coupon = { ...sale, discount: { kind: 'fixed', amountCents: 5000 } };
    expect(applyCoupon(fixed, lines, NOW)).toMatchObject({ ok: true, value: { discountCents: 4000 } });
    const min: Coupon = { ...sale, minimumSpendCents: 5000 };
    expect(applyCoupon(min, lines, NOW)).toMatchObject({ ok: false, reason: 'coupon_below_minimum' });
    expect(eligibleSubtotalCents({ categories: [] }, lines)).toBe(10000);
  });
  it('a used-up one-time coupon (inactive) no longer applies', () => {
    expect(applyCoupon({ ...base, isOneTime: true, isActive: false }, [line(5000)], NOW)).toMatchObject({ ok: false, reason: 'coupon_inactive' });
  });
  it('property: 0 ≤ discount ≤ eligible subtotal, total never below 0, monotonic in the subtotal', () => {
    const discount = fc.oneof(
      fc.integer({ min: 1, max: 10000 }).map((bp) => ({ kind: 'percent' as const, percent: bp / 100 })),
      fc.integer({ min: 0, max: 1e9 }).map((amountCents) => ({ kind: 'fixed' as const, amountCents })),
    );
    fc.assert(
      fc.property(
        discount,
        fc.array(fc.record({ unitPriceCents: fc.integer({ min: 0, max: 1e7 }), quantity: fc.integer({ min: 0, max: 100 }), category: fc.constantFrom('solid', 'sale', 'overlay') }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 30000 }),
        fc.subarray(['solid', 'sale', 'overlay']),
        (d, lines, minimumSpendCents, categories) => {
          const coupon: Coupon = { ...base, discount: d, minimumSpendCents, categories };
          const r = applyCoupon(coupon, lines, NOW);
          const eligible = eligibleSubtotalCents(coupon, lines);
          if (r.ok) {
            expect(r.value.discountCents).toBeGreaterThanOrEqual(0);
            expect(r.value.discountCents).toBeLessThanOrEqual(r.value.eligibleSubtotalCents);
            expect(Number.isInteger(r.value.discountCents)).toBe(true);
            expect(eligible).toBeGreaterThanOrEqual(minimumSpendCents);
          } else if (r.reason === 'coupon_below_minimum') {
            expect(eligible).toBeLessThan(minimumSpendCents);
          }
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e6 }), (bp, a, d) => {
        const p = { kind: 'percent' as const, percent: bp / 100 };
        const x = discountFor(p, a);
        expect(Math.abs(x * 10000 - a * bp)).toBeLessThanOrEqual(5000);
        expect(discountFor(p, a + d)).toBeGreaterThanOrEqual(x);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('validateNewCoupon / createCoupon', () => {
  const good = { code: 'winter20', isPercent: true, amount: 20, minimumSpend: '', expireDate: '2026-03-06' };
  it('accepts a valid coupon and normalises it, keeping the code as typed', () => {
    expect(validateNewCoupon(good, NOW)).toEqual({});
    const r = createCoupon({ ...good, categories: [' Sale ', 'sale', ''] }, NOW);
    expect(r).toEqual({
      ok: true,
      value: { code: 'winter20', discount: { kind: 'percent', percent: 20 }, minimumSpendCents: 0, expireDate: '2026-03-06', isActive: true, isOneTime: false, categories: ['sale'] },
    });
    const fixed = createCoupon({ ...good, isPercent: false, amount: '12.50', minimumSpend: 50, isOneTime: true }, NOW);
    expect(fixed).toMatchObject({ ok: true, value: { discount: { kind: 'fixed', amountCents: 1250 }, minimumSpendCents: 5000, isOneTime: true } });
  });
  it('reports each field', () => {
    expect(validateNewCoupon({ isPercent: true }, NOW)).toEqual({
      code: 'Coupon code is required.',
      amount: 'Amount is required.',
      expireDate: 'Expiry date is required.',
    });
    expect(validateNewCoupon({ ...good, amount: 0 }, NOW)).toEqual({ amount: 'Amount must be greater than 0.' });
    expect(validateNewCoupon({ ...good, amount: -5 }, NOW).amount).toBeDefined();
    expect(validateNewCoupon({ ...good, amount: 100 }, NOW)).toEqual({});
    expect(validateNewCoupon({ ...good, amount: 100.01 }, NOW)).toEqual({ amount: 'A percentage discount cannot be more than 100.' });
    expect(validateNewCoupon({ ...good, isPercent: false, amount: 500 }, NOW)).toEqual({});
    expect(validateNewCoupon({ ...good, amount: 'ten' }, NOW).amount).toBe('Amount must be a number with at most 2 decimals.');
    expect(validateNewCoupon({ ...good, minimumSpend: -1 }, NOW).minimumSpend).toBeDefined();
    expect(validateNewCoupon({ ...good, minimumSpend: '1.234' }, NOW).minimumSpend).toBeDefined();
    expect(validateNewCoupon({ ...good, code: 'bad code!' }, NOW).code).toBeDefined();
    expect(validateNewCoupon({ ...good, categories: ['Solid', 'marble'] }, NOW)).toEqual({});
    expect(validateNewCoupon({ ...good, categories: ['solid', 'tops'] }, NOW)).toEqual({ categories: 'A coupon can be limited to solid, nailart, overlay, marble, missfrankie, sale; not tops.' });
  });
  it('expiry must be later than today in Melbourne (today excluded)', () => {
    expect(validateNewCoupon({ ...good, expireDate: '2026-03-05' }, NOW)).toEqual({ expireDate: 'Expiry date must be later than today.' });
    expect(validateNewCoupon({ ...good, expireDate: '2026-03-04' }, NOW).expireDate).toBe('Expiry date must be later than today.');
    expect(validateNewCoupon({ ...good, expireDate: 'soon' }, NOW).expireDate).toBe('Expiry date is not a valid date.');
    // at 00:30 on 6 March in Melbourne (13:30 UTC on the 5th), the 6th is today
    expect(validateNewCoupon({ ...good, expireDate: '2026-03-06' }, '2026-03-05T13:30:00Z').expireDate).toBeDefined();
  });
  it('createCoupon returns the field map on failure', () => {
    expect(createCoupon({ ...good, code: '' }, NOW)).toMatchObject({ ok: false, reason: 'invalid_coupon', fields: { code: 'Coupon code is required.' } });
  });
});

describe('coupon codes', () => {
  it('keeps the code as typed and treats any change of case as the same code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/), fc.array(fc.boolean(), { minLength: 32, maxLength: 32 }), (code, upper) => {
        const recased = [...code].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
        const made = createCoupon({ code: ` ${code} `, isPercent: true, amount: 20, expireDate: '2026-03-06' }, NOW);
        expect(made).toMatchObject({ ok: true, value: { code } });
        expect(sameCouponCode(code, recased)).toBe(true);
      }),
    );
    expect(sameCouponCode('WINTER20', 'winter21')).toBe(false);
  });
});
