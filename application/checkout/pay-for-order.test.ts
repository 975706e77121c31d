import { beforeEach, describe, expect, it } from 'vitest';
import { makePlaceOrder } from './place-order.js';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { checkoutProduct, FakeGateway, InMemoryAttempts, InMemoryCheckout, RecordingAnalytics } from '../testing/in-memory-checkout.js';
import type { CheckoutRequest } from './checkout-request.js';
import { makePayForOrder, needsAuthentication } from './pay-for-order.js';

const issuer = { legalName: 'Soul Searching Outdoor Co. Pty Ltd', abn: '51 824 753 556', supportEmail: 'support@example.com', publicUrl: 'http://shop' };

let store: InMemoryCheckout;
let gateway: FakeGateway;
let attempts: InMemoryAttempts;
let analytics: RecordingAnalytics;
let pay: ReturnType<typeof makePayForOrder>;

beforeEach(() => {
  store = new InMemoryCheckout();
  gateway = new FakeGateway();
  attempts = new InMemoryAttempts();
  analytics = new RecordingAnalytics();
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const placeOrder = makePlaceOrder({ uow: store.uow, orders: store.orders, ids: new SequentialIds(), clock, issuer });
  pay = makePayForOrder({
    catalog: store.catalog,
    coupons: store.coupons,
    gateways: { stripe: gateway, paypal: gateway },
    attempts,
    orders: store.orders,
    placeOrder,
    analytics,
    clock,
    owners: store.owners,
  });
  store.addProduct(checkoutProduct({ id: 'tee', priceCents: 4550 }));
});

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  address: '1 Collins St',
  city: 'Melbourne',
  country: 'Australia',
  region: 'VIC',
  postcode: '3000',
  phoneNumber: '0412 345 678',
  message: '',
  goGreen: false,
  shippingMethod: 'standard-shipping',
  lines: [{ productId: 'tee', variantId: 'tee-S', quantity: 2 }],
  couponCode: null,
  userId: null,
  guestId: 'guest-1',
  express: false,
  ...overrides,
});

const coupon = (overrides: Partial<Parameters<InMemoryCheckout['addCoupon']>[0]> = {}) =>
  store.addCoupon({
    id: 'c1',
    code: 'SAVE10',
    discount: { kind: 'percent', percent: 10 },
    minimumSpendCents: 0,
    expireDate: '2099-01-01',
    isActive: true,
    isOneTime: false,
    categories: [],
    timesUsed: 0,
    ...overrides,
  });

describe('pay for an order', () => {
  it('charges the server’s total and places the order with stock, coupon, cart, mail and event in one transaction', async () => {
    coupon();
    await store.carts.save('guest-1', [{ productId: 'tee', variantId: 'tee-S', quantity: 2 }]);
    const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ couponCode: 'save10' }) });
    expect(r.ok).toBe(true);
    if (!r.ok || needsAuthentication(r.value)) return;
    expect(r.value).toMatchObject({
      subtotalCents: 9100,
      discountCents: 910,
      shippingFeeCents: 1000,
      totalCents: 9190,
      email: 'ada@example.com',
      phoneNumber: '0412345678',
      orderStatus: 'Processing',
    });
    expect(gateway.charged).toEqual([expect.objectContaining({ amountCents: 9190, currency: 'aud', metadata: { checkoutKey: 'stripe:pm_1' } })]);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(3);
    expect(store.state.coupons.get('c1')?.timesUsed).toBe(1);
    expect(store.state.carts.get('guest-1')).toEqual([]);
    // The fake gateway stands for the built-in test gateway: a test order, and its invoice says so.
    expect(store.outbox.mails()).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: `[TEST ORDER] Tax invoice for your order ${r.value.orderid}` })]);
    expect(store.outbox.events()).toEqual([
      { type: 'order.placed', data: { orderId: r.value.id, orderid: r.value.orderid, userId: null, totalCents: 9190, createdAt: '2026-11-25T01:00:00.000Z', productIds: ['tee'] } },
      { type: 'stock.changed', data: { productIds: ['tee'] } },
    ]);
    // AddPaymentInfo is recorded at once; the Purchase only once the order has committed, through the outbox.
    expect(analytics.events.map((e) => e.name)).toEqual(['AddPaymentInfo']);
    expect(store.outbox.conversions()).toEqual([{ name: 'Purchase', userId: 'guest-1', valueCents: 9190, currency: 'aud', orderid: r.value.orderid, productIds: ['tee'] }]);
  });

  it('declines without an order, keeps the stock and the cart, and allows another card on the same attempt', async () => {
    await store.carts.save('guest-1', [{ productId: 'tee', variantId: 'tee-S', quantity: 2 }]);
    gateway.next = { status: 'declined', message: 'Your card was declined.' };
    const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_bad', checkoutKey: 'attempt-1', request: request() });
    expect(r).toMatchObject({ ok: false, code: 'payment_declined', message: 'Your card was declined.' });
    expect(store.state.orders.size).toBe(0);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(5);
    expect(store.state.carts.get('guest-1')).toHaveLength(1);
    gateway.next = null;
    expect((await pay({ paymentType: 'stripe', paymentMethodId: 'pm_good', checkoutKey: 'attempt-1', request: request() })).ok).toBe(true);
  });

  it('returns the same order for a retried attempt and charges once', async () => {
    const input = { paymentType: 'stripe' as const, paymentMethodId: 'pm_1', checkoutKey: 'attempt-2', request: request() };
    const [a, b] = await Promise.all([pay(input), pay(input)]);
    const c = await pay(input);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    const orderids = [a.value, b.value, c.value].map((v) => (needsAuthentication(v) ? null : v.orderid));
    expect(orderids[0]).toEqual(expect.any(String));
    expect(new Set(orderids).size).toBe(1);
    expect(gateway.charged).toHaveLength(1);
    expect(store.state.orders.size).toBe(1);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(3);
  });

  it('refunds and says so when the stock went between payment and order', async () => {
    // Someone else takes the last units while this payment is being made.
    const original = gateway.charge.bind(gateway);
    gateway.charge = async (req) => {
      await store.orders.takeStock([{ productId: 'tee', variantId: 'tee-S', quantity: 5 }]);
      return original(req);
    };
    const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: 'attempt-3', request: request() });
    expect(r).toMatchObject({ ok: false, code: 'conflict', reason: 'refunded', message: expect.stringContaining('refunded') });
    expect(gateway.refunded).toEqual(['refund:attempt-3']);
    expect(attempts.rows.get('attempt-3')?.status).toBe('refunded');
    expect(store.state.orders.size).toBe(0);
    if (!r.ok) expect(r.details?.cartChanged).toMatchObject({ lines: [], warnings: [expect.objectContaining({ product: 'Ridge Tee' })] });
  });

  it('refunds when a one-time coupon was used by another order meanwhile', async () => {
    coupon({ isOneTime: true });
    const original = gateway.charge.bind(gateway);
    gateway.charge = async (req) => {
      await store.coupons.recordUse('c1');
      return original(req);
    };
    const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: 'attempt-4', request: request({ couponCode: 'SAVE10' }) });
    expect(r).toMatchObject({ ok: false, reason: 'refunded', message: expect.stringContaining('This coupon has already been used.') });
    expect(gateway.refunded).toEqual(['refund:attempt-4']);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(5);
  });

  it('answers the corrected cart before charging when stock or prices changed, and field errors for bad input', async () => {
    const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ lines: [{ productId: 'tee', variantId: 'tee-S', quantity: 9 }] }) });
    expect(r).toMatchObject({ ok: false, code: 'conflict', details: { cartChanged: { lines: [expect.objectContaining({ quantity: 5 })] } } });
    expect(gateway.charged).toHaveLength(0);
    expect(await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ email: 'x' }) })).toMatchObject({
      code: 'invalid_input',
      fields: { email: expect.any(String) },
    });
    expect(await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ couponCode: 'NOPE' }) })).toMatchObject({
      fields: { coupon: 'This coupon code is not valid.' },
    });
    coupon({ id: 'c2', code: 'OLD', expireDate: '2026-11-25' });
    expect(await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ couponCode: 'OLD' }) })).toMatchObject({ fields: { coupon: 'This coupon has expired.' } });
    expect(await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ shippingMethod: 'teleport' }) })).toMatchObject({
      fields: { shippingType: expect.any(String) },
    });
    expect(gateway.charged).toHaveLength(0);
  });

  it('prices the wallet with its own shipping options', async () => {
    const r = await pay({
      paymentType: 'stripe',
      paymentMethodId: 'pm_w',
      checkoutKey: null,
      request: request({ express: true, shippingMethod: 'free-express-shipping', phoneNumber: '', region: '' }),
    });
    expect(r).toMatchObject({ ok: true, value: { shippingType: 'freeExpressShipping', shippingFeeCents: 0, totalCents: 9100 } });
  });
});
