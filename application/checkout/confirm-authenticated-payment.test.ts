import { beforeEach, describe, expect, it } from 'vitest';
import { makePlaceOrder } from './place-order.js';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { checkoutProduct, FakeGateway, InMemoryAttempts, InMemoryCheckout, RecordingAnalytics } from '../testing/in-memory-checkout.js';
import type { CheckoutRequest } from './checkout-request.js';
import { AUTHENTICATION_FAILED_MESSAGE, makeConfirmAuthenticatedPayment, UNKNOWN_PAYMENT_MESSAGE } from './confirm-authenticated-payment.js';
import { makeFulfilPaidCheckout } from './fulfil-paid-checkout.js';
import { makePayForOrder, needsAuthentication, type AuthenticationRequired } from './pay-for-order.js';

const issuer = { legalName: 'Soul Searching Outdoor Co. Pty Ltd', abn: '51 824 753 556', supportEmail: 'support@example.com', publicUrl: 'http://shop' };

let store: InMemoryCheckout;
let gateway: FakeGateway;
let attempts: InMemoryAttempts;
let pay: ReturnType<typeof makePayForOrder>;
let confirm: ReturnType<typeof makeConfirmAuthenticatedPayment>;
let fulfil: ReturnType<typeof makeFulfilPaidCheckout>;

beforeEach(() => {
  store = new InMemoryCheckout();
  gateway = new FakeGateway();
  attempts = new InMemoryAttempts();
  const analytics = new RecordingAnalytics();
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const placeOrder = makePlaceOrder({ uow: store.uow, orders: store.orders, ids: new SequentialIds(), clock, issuer });
  const deps = { catalog: store.catalog, coupons: store.coupons, gateways: { stripe: gateway, paypal: null }, attempts, orders: store.orders, placeOrder, analytics, clock, owners: store.owners };
  pay = makePayForOrder(deps);
  confirm = makeConfirmAuthenticatedPayment(deps);
  fulfil = makeFulfilPaidCheckout(deps);
  store.addProduct(checkoutProduct({ id: 'tee', priceCents: 4550 }));
  gateway.next = 'requires_action';
});

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
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

/** Pays with a card that needs authentication; answers what the browser is given. */
async function payNeedingAuthentication(checkoutKey = 'attempt-3ds'): Promise<AuthenticationRequired> {
  await store.carts.save('guest-1', [{ productId: 'tee', variantId: 'tee-S', quantity: 2 }]);
  const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_3ds', checkoutKey, request: request() });
  if (!r.ok || !needsAuthentication(r.value)) throw new Error('expected the payment to need authentication');
  return r.value;
}

describe('confirm an authenticated card payment', () => {
  it('answers requiresAction without an order, then places one order once the payment is authenticated', async () => {
    const action = await payNeedingAuthentication();
    expect(action).toEqual({ requiresAction: true, checkoutKey: 'attempt-3ds', paymentId: 'pay_1', clientSecret: 'pay_1_secret' });
    expect(store.state.orders.size).toBe(0);
    expect(attempts.rows.get('attempt-3ds')).toMatchObject({ status: 'pending', paymentId: 'pay_1' });
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(5);

    gateway.authenticate(action.paymentId);
    const r = await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId });
    expect(r).toMatchObject({ ok: true, value: { checkoutKey: 'attempt-3ds', paymentId: 'pay_1', totalCents: 10100, orderStatus: 'Processing' } });
    expect(store.state.orders.size).toBe(1);
    expect(gateway.charged).toHaveLength(1);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(3);
    expect(store.state.carts.get('guest-1')).toEqual([]);
  });

  it('returns the same order when confirmed twice, at once or later', async () => {
    const action = await payNeedingAuthentication();
    gateway.authenticate(action.paymentId);
    const input = { checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId };
    const [a, b] = await Promise.all([confirm(input), confirm(input)]);
    const c = await confirm(input);
    if (!a.ok || !b.ok || !c.ok) throw new Error('expected orders');
    expect(new Set([a.value.orderid, b.value.orderid, c.value.orderid]).size).toBe(1);
    expect(store.state.orders.size).toBe(1);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(3);
  });

  it('returns the order the webhook placed first, and the webhook after a confirmation changes nothing', async () => {
    const action = await payNeedingAuthentication();
    gateway.authenticate(action.paymentId);
    expect(await fulfil({ provider: 'stripe', checkoutKey: action.checkoutKey, paymentId: action.paymentId, amountCents: 10100 })).toEqual({ ok: true, value: 'fulfilled' });
    const r = await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId });
    expect(r.ok && r.value.paymentId).toBe('pay_1');
    expect(store.state.orders.size).toBe(1);

    const other = await payNeedingAuthentication('attempt-3ds-2');
    gateway.authenticate(other.paymentId);
    const [confirmed, webhook] = await Promise.all([
      confirm({ checkoutKey: 'attempt-3ds-2', paymentIntentId: other.paymentId }),
      fulfil({ provider: 'stripe', checkoutKey: 'attempt-3ds-2', paymentId: other.paymentId, amountCents: 10100 }),
    ]);
    expect(confirmed.ok).toBe(true);
    expect(webhook.ok && ['fulfilled', 'already_fulfilled'].includes(webhook.value)).toBe(true);
    expect(store.state.orders.size).toBe(2);
    expect(gateway.refunded).toEqual([]);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(1);
  });

  it('places no order when authentication failed, keeps the cart and allows another card on the same attempt', async () => {
    const action = await payNeedingAuthentication();
    gateway.authenticate(action.paymentId, false);
    const r = await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId });
    expect(r).toMatchObject({ ok: false, code: 'payment_declined', reason: 'authentication_failed', message: AUTHENTICATION_FAILED_MESSAGE });
    expect(store.state.orders.size).toBe(0);
    expect(store.state.carts.get('guest-1')).toHaveLength(1);
    expect(store.state.products.get('tee')?.variants[0]?.stockLevel).toBe(5);
    expect(attempts.rows.get('attempt-3ds')?.status).toBe('failed');

    gateway.next = null;
    const again = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_other', checkoutKey: 'attempt-3ds', request: request() });
    expect(again.ok && !needsAuthentication(again.value)).toBe(true);
  });

  it('refuses while the payment still waits for authentication, and for another checkout’s or an unknown payment', async () => {
    const action = await payNeedingAuthentication();
    expect(await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId })).toMatchObject({ ok: false, code: 'payment_declined' });
    const other = await payNeedingAuthentication('attempt-other');
    gateway.authenticate(other.paymentId);
    expect(await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: other.paymentId })).toMatchObject({ ok: false, code: 'not_found', message: UNKNOWN_PAYMENT_MESSAGE });
    expect(await confirm({ checkoutKey: 'never-paid', paymentIntentId: other.paymentId })).toMatchObject({ ok: false, code: 'not_found' });
    expect(store.state.orders.size).toBe(0);
  });

  it('refunds and says so when the stock went while the shopper was authenticating', async () => {
    const action = await payNeedingAuthentication();
    gateway.authenticate(action.paymentId);
    await store.orders.takeStock([{ productId: 'tee', variantId: 'tee-S', quantity: 4 }]);
    const r = await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId });
    expect(r).toMatchObject({ ok: false, code: 'conflict', reason: 'refunded', message: expect.stringContaining('refunded') });
    expect(gateway.refunded).toEqual(['refund:attempt-3ds']);
    expect(attempts.rows.get('attempt-3ds')?.status).toBe('refunded');
    expect(store.state.orders.size).toBe(0);
    expect(await confirm({ checkoutKey: action.checkoutKey, paymentIntentId: action.paymentId })).toMatchObject({ ok: false, code: 'conflict' });
  });
});
