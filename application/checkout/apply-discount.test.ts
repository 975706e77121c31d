import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fakes.js';
import { checkoutProduct, InMemoryCheckout } from '../testing/in-memory-checkout.js';
import { makeApplyDiscount } from './apply-discount.js';
import { makeExpireCoupons } from './expire-coupons.js';

function setup() {
  const store = new InMemoryCheckout();
  store.addProduct(checkoutProduct({ id: 'tee', priceCents: 3000, category: 'solid' }));
  const base = { discount: { kind: 'percent' as const, percent: 10 }, minimumSpendCents: 0, expireDate: '2099-01-01', isActive: true, isOneTime: false, categories: [] as string[], timesUsed: 0 };
  store.addCoupon({ ...base, id: 'a', code: 'TENOFF' });
  store.addCoupon({ ...base, id: 'b', code: 'BIGSPEND', minimumSpendCents: 5000 });
  store.addCoupon({ ...base, id: 'c', code: 'OLD', expireDate: '2026-11-25' });
  store.addCoupon({ ...base, id: 'd', code: 'SALEONLY', categories: ['sale'] });
  // 25 Nov 2026 in Melbourne.
  const clock = new FixedClock(new Date('2026-11-24T20:00:00Z'));
  return { store, clock, apply: makeApplyDiscount({ catalog: store.catalog, coupons: store.coupons, clock }) };
}

const cart = (quantity: number) => [{ productId: 'tee', variantId: 'tee-M', quantity }];

describe('apply a discount', () => {
  it('answers the coupon, and its discount on the database’s prices for a cart', async () => {
    const { apply } = setup();
    expect(await apply({ code: ' tenoff ', lines: null })).toMatchObject({ ok: true, value: { coupon: { code: 'TENOFF' } } });
    expect(await apply({ code: 'TENOFF', lines: cart(2) })).toMatchObject({ ok: true, value: { discountCents: 600 } });
  });

  it('refuses with the coupon field: unknown, expired (on its expiry date), below the minimum, other categories', async () => {
    const { apply } = setup();
    expect(await apply({ code: 'NOPE', lines: null })).toMatchObject({ fields: { coupon: 'This coupon code is not valid.' } });
    expect(await apply({ code: 'OLD', lines: null })).toMatchObject({ fields: { coupon: 'This coupon has expired.' } });
    expect(await apply({ code: 'BIGSPEND', lines: cart(1) })).toMatchObject({ fields: { coupon: "Minimum spend of AU $50.00 is required. Otherwise discount won't be applied." } });
    expect((await apply({ code: 'BIGSPEND', lines: cart(2) })).ok).toBe(true);
    expect(await apply({ code: 'SALEONLY', lines: cart(1) })).toMatchObject({ fields: { coupon: expect.stringContaining("doesn't apply") } });
    expect(await apply({ code: '  ', lines: null })).toMatchObject({ fields: { coupon: 'Please enter a coupon code.' } });
  });

  it('the nightly job switches off coupons from their expiry date (Melbourne)', async () => {
    const { store, clock } = setup();
    const r = await makeExpireCoupons({ coupons: store.coupons, clock })();
    expect(r).toEqual({ ok: true, value: { deactivated: 1 } });
    expect(store.state.coupons.get('c')?.isActive).toBe(false);
    expect(store.state.coupons.get('a')?.isActive).toBe(true);
  });
});
