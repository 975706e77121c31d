import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { fromNewAddress, orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { CHECKOUT, ORDERS } from '../../platform/tokens.js';

let api: TestApi;
beforeAll(async () => {
  // Concurrent checkouts are concurrent shoppers, each with their own address (see fromNewAddress).
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await api.close();
});

const pay = (body: Record<string, unknown>) => api.call('POST', '/api/orders/receiveStripePayment', { body, headers: fromNewAddress() });

describe('placing orders concurrently on real Postgres', () => {
  it('sells exactly the 50 in stock to 200 concurrent checkouts and refunds any payment that lost the race', async () => {
    const p = await createProduct(api.db, { stockLevel: 1000, variants: [['M', 50]] });
    const cards = await Promise.all(Array.from({ length: 200 }, () => testCard(api)));
    const answers = await Promise.all(cards.map((paymentId) => pay(orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId }))));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(50);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    for (const lost of answers.filter((a) => a.body?.stripeRefund)) expect(lost.body.stripeRefund).toMatch(/refunded/);
    const v = await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [p.variantIds[0]]);
    expect(v.rows[0]!.s).toBe(0);
    const orders = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_lines WHERE variant_id = $1', [p.variantIds[0]]);
    expect(orders.rows[0]!.n).toBe(50);
    const product = await api.db.query<{ stock_level: number; sold_count: number }>('SELECT stock_level, sold_count FROM products WHERE id = $1', [p.id]);
    expect(product.rows[0]).toEqual({ stock_level: 950, sold_count: 50 });
    const refunded = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM checkout_attempts WHERE status = 'refunded'");
    expect(refunded.rows[0]!.n).toBe(answers.filter((a) => a.body?.stripeRefund).length);
  });

  it('gives exactly one discounted order for 50 concurrent uses of a one-time coupon', async () => {
    const p = await createProduct(api.db, { stockLevel: 1000, variants: [['M', 500]] });
    const coupon = await createCoupon(api.db, { isOneTime: true, amount: 2000 });
    const cards = await Promise.all(Array.from({ length: 50 }, () => testCard(api)));
    const answers = await Promise.all(cards.map((paymentId) => pay(orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId, coupon: coupon.code }))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const discounted = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE coupon_id = $1 AND discount_cents > 0', [coupon.id]);
    expect(discounted.rows[0]!.n).toBe(1);
    const c = await api.db.query('SELECT is_active, times_used FROM coupons WHERE id = $1', [coupon.id]);
    expect(c.rows[0]).toEqual({ is_active: false, times_used: 1 });
    const v = await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [p.variantIds[0]]);
    expect(v.rows[0]!.s).toBe(499);
  });

  it('restores stock and releases the one-time coupon once however often the order is cancelled', async () => {
    const p = await createProduct(api.db, { stockLevel: 20, variants: [['M', 10]] });
    const coupon = await createCoupon(api.db, { isOneTime: true });
    const placed = await pay(orderBody([[p.id, p.variantIds[0]!, 3]], { paymentId: await testCard(api), coupon: coupon.code, shippingType: 'express-shipping' }));
    expect(placed.status).toBe(200);
    const cancel = api.container.get(ORDERS.cancelOrder);
    const results = await Promise.all(Array.from({ length: 5 }, () => cancel({ orderid: placed.body.orderid })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.value.changed)).toHaveLength(1);
    expect((await cancel({ orderid: placed.body.orderid })).ok).toBe(true);
    const v = await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [p.variantIds[0]]);
    expect(v.rows[0]!.s).toBe(10);
    const prod = await api.db.query('SELECT stock_level, sold_count FROM products WHERE id = $1', [p.id]);
    expect(prod.rows[0]).toEqual({ stock_level: 20, sold_count: 0 });
    const o = await api.db.query('SELECT order_status, stock_restored FROM orders WHERE orderid = $1', [placed.body.orderid]);
    expect(o.rows[0]).toEqual({ order_status: 'Cancelled', stock_restored: true });
    const c = await api.db.query('SELECT is_active, times_used FROM coupons WHERE id = $1', [coupon.id]);
    expect(c.rows[0]).toEqual({ is_active: true, times_used: 0 });
    expect((await cancel({ orderid: 'NOSUCHID' })).ok).toBe(false);
  });

  it('deactivates coupons past their expiry date in the nightly job; an expired coupon never applies', async () => {
    const expired = await createCoupon(api.db, { expireDate: '2020-01-01' });
    const live = await createCoupon(api.db);
    const r = await api.container.get(CHECKOUT.expireCoupons)();
    expect(r.ok && r.value.deactivated).toBeGreaterThanOrEqual(1);
    const rows = await api.db.query<{ id: string; is_active: boolean }>('SELECT id, is_active FROM coupons WHERE id = ANY($1)', [[expired.id, live.id]]);
    expect(Object.fromEntries(rows.rows.map((x) => [x.id, x.is_active]))).toEqual({ [expired.id]: false, [live.id]: true });
    const stillActive = await createCoupon(api.db, { expireDate: '2020-01-01' });
    const applied = await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: stillActive.code } });
    expect(applied).toMatchObject({ status: 400, body: { coupon: 'This coupon has expired.' } });
  });
});
