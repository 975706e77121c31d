import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { checkoutProduct, FakeGateway, InMemoryAttempts, InMemoryCheckout, RecordingAnalytics } from '../testing/in-memory-checkout.js';
import { makePayForOrder, needsAuthentication } from '../checkout/pay-for-order.js';
import { makeCancelOrder } from './cancel-order.js';
import { makeGetOrder } from './get-order.js';
import { makePlaceOrder } from '../checkout/place-order.js';

async function placed(isOneTime = true) {
  const store = new InMemoryCheckout();
  store.addProduct(checkoutProduct({ id: 'tee' }));
  store.addCoupon({ id: 'c1', code: 'ONCE', discount: { kind: 'fixed', amountCents: 500 }, minimumSpendCents: 0, expireDate: '2099-01-01', isActive: true, isOneTime, categories: [], timesUsed: 0 });
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const analytics = new RecordingAnalytics();
  const placeOrder = makePlaceOrder({ uow: store.uow, orders: store.orders, ids: new SequentialIds(), clock, issuer: { legalName: 'L', abn: '1', supportEmail: 's@x.com', publicUrl: 'http://x' } });
  const pay = makePayForOrder({
    catalog: store.catalog,
    coupons: store.coupons,
    gateways: { stripe: new FakeGateway(), paypal: null },
    attempts: new InMemoryAttempts(),
    orders: store.orders,
    placeOrder,
    analytics,
    clock,
    owners: store.owners,
  });
  const r = await pay({
    paymentType: 'stripe',
    paymentMethodId: 'pm',
    checkoutKey: null,
    request: {
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@example.com',
      address: '1 St',
      city: 'Melbourne',
      country: 'Australia',
      region: 'VIC',
      postcode: '3000',
      phoneNumber: '0412345678',
      message: '',
      goGreen: false,
      shippingMethod: 'standard-shipping',
      lines: [{ productId: 'tee', variantId: 'tee-M', quantity: 2 }],
      couponCode: 'ONCE',
      userId: 'user-1',
      guestId: null,
      express: false,
    },
  });
  if (!r.ok) throw new Error(r.message);
  if (needsAuthentication(r.value)) throw new Error('expected an order');
  return { store, order: r.value };
}

describe('cancel an order', () => {
  it('restores the stock and releases the one-time coupon exactly once', async () => {
    const { store, order } = await placed();
    const cancel = makeCancelOrder({ uow: store.orderUow });
    const results = await Promise.all([cancel({ orderid: order.orderid }), cancel({ orderid: order.orderid.toLowerCase() }), cancel({ orderid: order.orderid })]);
    expect(results.map((r) => r.ok && r.value.changed)).toEqual([true, false, false]);
    expect(store.state.products.get('tee')?.variants[1]?.stockLevel).toBe(5);
    expect(store.state.products.get('tee')?.stockLevel).toBe(15);
    expect(store.state.coupons.get('c1')).toMatchObject({ isActive: true, timesUsed: 0 });
    expect([...store.state.orders.values()][0]).toMatchObject({ orderStatus: 'Cancelled', stockRestored: true });
    const events = store.outbox.events().filter((e) => e.type !== 'order.placed');
    expect(events).toEqual([
      { type: 'stock.changed', data: { productIds: ['tee'] } },
      { type: 'stock.changed', data: { productIds: ['tee'] } },
      { type: 'order.cancelled', data: { orderId: order.id, orderid: order.orderid, totalCents: order.totalCents, createdAt: order.createdAt.toISOString() } },
    ]);
    expect(await cancel({ orderid: 'NOPE' })).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('get an order', () => {
  it('shows it to the owner, an administrator and the holder of its access token only', async () => {
    const { store, order } = await placed(false);
    const get = makeGetOrder({ orders: store.orders });
    expect((await get({ orderid: order.orderid, user: { userId: 'user-1', isAdmin: false }, accessToken: null })).ok).toBe(true);
    expect((await get({ orderid: order.orderid, user: { userId: 'admin', isAdmin: true }, accessToken: null })).ok).toBe(true);
    expect((await get({ orderid: order.orderid, user: null, accessToken: order.accessToken })).ok).toBe(true);
    expect(await get({ orderid: order.orderid, user: null, accessToken: `${order.accessToken}x` })).toMatchObject({ code: 'not_found' });
    expect(await get({ orderid: 'ZZZ', user: null, accessToken: null })).toMatchObject({ code: 'not_found' });
  });

  it('answers someone else’s order exactly like one that does not exist, so order numbers cannot be probed', async () => {
    const { store, order } = await placed(false);
    const get = makeGetOrder({ orders: store.orders });
    const stranger = { userId: 'user-2', isAdmin: false };
    const missing = await get({ orderid: 'ZZZZZZZZ', user: stranger, accessToken: null });
    expect(missing).toMatchObject({ ok: false, code: 'not_found' });
    expect(await get({ orderid: order.orderid, user: stranger, accessToken: null })).toEqual(missing);
    expect(await get({ orderid: order.orderid, user: stranger, accessToken: 'x'.repeat(32) })).toEqual(missing);
  });
});
