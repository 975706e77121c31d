// Which gateway takes, refunds and marks a payment: only configured ones, chosen by the payment type
// of the stored attempt; and a checkout key stays with the buyer and details that began it.
import { beforeEach, describe, expect, it } from 'vitest';
import { makePlaceOrder } from './place-order.js';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { checkoutProduct, FakeGateway, InMemoryAttempts, InMemoryCheckout, RecordingAnalytics } from '../testing/in-memory-checkout.js';
import { CHECKOUT_KEY_TAKEN } from './checkout-identity.js';
import type { CheckoutRequest } from './checkout-request.js';
import { makeCreatePaypalOrder } from './create-paypal-order.js';
import { makeFulfilPaidCheckout } from './fulfil-paid-checkout.js';
import { makePayForOrder, needsAuthentication, type PayForOrderDeps } from './pay-for-order.js';
import { NOT_OFFERED, type PaymentGateways } from './payment-gateways.js';

const issuer = { legalName: 'Soul Searching Outdoor Co. Pty Ltd', abn: '51 824 753 556', supportEmail: 'support@example.com', publicUrl: 'http://shop' };
const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));

let store: InMemoryCheckout;
let attempts: InMemoryAttempts;
let deps: Omit<PayForOrderDeps, 'gateways'>;

beforeEach(() => {
  store = new InMemoryCheckout();
  attempts = new InMemoryAttempts();
  const analytics = new RecordingAnalytics();
  const placeOrder = makePlaceOrder({ uow: store.uow, orders: store.orders, ids: new SequentialIds(), clock, issuer });
  deps = { catalog: store.catalog, coupons: store.coupons, attempts, orders: store.orders, placeOrder, analytics, clock, owners: store.owners };
  store.addProduct(checkoutProduct({ id: 'tee', priceCents: 4500 }));
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
  phoneNumber: '0412345678',
  message: '',
  goGreen: false,
  shippingMethod: 'standard-shipping',
  lines: [{ productId: 'tee', variantId: 'tee-S', quantity: 1 }],
  couponCode: null,
  userId: null,
  guestId: 'guest-1',
  express: false,
  ...overrides,
});
const eve = (overrides: Partial<CheckoutRequest> = {}) => request({ firstName: 'Eve', email: 'eve@example.net', address: '9 Dodgy Lane', guestId: 'guest-2', ...overrides });

describe('gateways by payment type', () => {
  it('answers not_found for a payment type the shop does not take, before saving or charging anything', async () => {
    const card = new FakeGateway('stripe');
    const pay = makePayForOrder({ ...deps, gateways: { stripe: card, paypal: null } });
    const r = await pay({ paymentType: 'paypal', paymentMethodId: 'TESTPAYPAL-1', checkoutKey: 'paypal:TESTPAYPAL-1', request: request() });
    expect(r).toMatchObject({ ok: false, code: 'not_found', message: NOT_OFFERED.paypal });
    expect(attempts.rows.size).toBe(0);
    expect(store.state.orders.size).toBe(0);
    const create = makeCreatePaypalOrder({ ...deps, paypal: null, ids: new SequentialIds() });
    expect(await create(request())).toMatchObject({ ok: false, code: 'not_found', message: NOT_OFFERED.paypal });
  });

  it('marks an order as a test order only when the test gateway took it', async () => {
    const live = await makePayForOrder({ ...deps, gateways: { stripe: new FakeGateway('stripe'), paypal: null } })({
      paymentType: 'stripe',
      paymentMethodId: 'pm_1',
      checkoutKey: null,
      request: request(),
    });
    const test = await makePayForOrder({ ...deps, gateways: { stripe: new FakeGateway('test'), paypal: null } })({
      paymentType: 'stripe',
      paymentMethodId: 'pm_2',
      checkoutKey: null,
      request: request(),
    });
    expect(live.ok && !needsAuthentication(live.value) && live.value.testMode).toBe(false);
    expect(test.ok && !needsAuthentication(test.value) && test.value.testMode).toBe(true);
    expect(store.outbox.mails().map((m) => m.subject.startsWith('[TEST ORDER]'))).toEqual([false, true]);
  });

  it('the webhook refunds through the gateway of the attempt’s payment type, whatever the checkout key says, and ignores another provider’s event', async () => {
    const card = new FakeGateway('stripe');
    const paypal = new FakeGateway('paypal');
    const gateways: PaymentGateways = { stripe: card, paypal };
    await attempts.saveNew({ checkoutKey: 'paypal:chosen-by-client', paymentType: 'stripe', request: request(), amountCents: 5500, paymentId: 'pi_1', status: 'pending' });
    store.addProduct(checkoutProduct({ id: 'tee', priceCents: 4500, variants: [{ id: 'tee-S', name: 'S', stockLevel: 0 }] }));
    const fulfil = makeFulfilPaidCheckout({ ...deps, gateways });

    expect(await fulfil({ provider: 'paypal', checkoutKey: 'paypal:chosen-by-client', paymentId: 'CAPTURE-1', amountCents: 5500 })).toEqual({ ok: true, value: 'unknown_attempt' });
    expect(await fulfil({ provider: 'stripe', checkoutKey: 'paypal:chosen-by-client', paymentId: 'pi_1', amountCents: 5500 })).toEqual({ ok: true, value: 'refunded' });
    expect(card.refunded).toEqual(['refund:paypal:chosen-by-client']);
    expect(paypal.refunded).toEqual([]);
  });
});

describe('a checkout key stays with its buyer', () => {
  let gateway: FakeGateway;
  let pay: ReturnType<typeof makePayForOrder>;
  beforeEach(() => {
    gateway = new FakeGateway('stripe');
    pay = makePayForOrder({ ...deps, gateways: { stripe: gateway, paypal: gateway } });
  });

  it('answers the order to an identical retry, even with a new card, and a conflict with no personal data to anyone else', async () => {
    const first = await pay({ paymentType: 'paypal', paymentMethodId: 'PAYPAL-1', checkoutKey: 'paypal:PAYPAL-1', request: request() });
    expect(first.ok).toBe(true);
    const retry = await pay({ paymentType: 'paypal', paymentMethodId: 'PAYPAL-1', checkoutKey: 'paypal:PAYPAL-1', request: request({ email: ' Ada@Example.com' }) });
    expect(retry).toEqual(first);
    for (const other of [eve(), request({ guestId: null }), request({ address: '2 Collins St' }), request({ lines: [{ productId: 'tee', variantId: 'tee-S', quantity: 2 }] })]) {
      const r = await pay({ paymentType: 'paypal', paymentMethodId: 'PAYPAL-1', checkoutKey: 'paypal:PAYPAL-1', request: other });
      expect(r).toEqual({ ok: false, code: 'conflict', reason: 'checkout_key_taken', message: CHECKOUT_KEY_TAKEN });
    }
    const byCard = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_x', checkoutKey: 'paypal:PAYPAL-1', request: request() });
    expect(byCard).toEqual({ ok: false, code: 'conflict', reason: 'checkout_key_taken', message: CHECKOUT_KEY_TAKEN });
    expect(gateway.charged).toHaveLength(1);
  });

  it('lets nobody else continue an attempt that has no order yet, and its own buyer change the cart', async () => {
    gateway.next = { status: 'declined', message: 'Your card was declined.' };
    await pay({ paymentType: 'stripe', paymentMethodId: 'pm_bad', checkoutKey: 'attempt-1', request: request() });
    gateway.next = null;
    expect(await pay({ paymentType: 'stripe', paymentMethodId: 'pm_eve', checkoutKey: 'attempt-1', request: eve() })).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'checkout_key_taken',
      message: CHECKOUT_KEY_TAKEN,
    });
    expect(gateway.charged).toHaveLength(0);
    const changed = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_good', checkoutKey: 'attempt-1', request: request({ lines: [{ productId: 'tee', variantId: 'tee-S', quantity: 2 }] }) });
    expect(changed).toMatchObject({ ok: true, value: { email: 'ada@example.com', totalCents: 10000 } });
  });

  it('lets the same guest pay the declined attempt with a wallet whose payer e-mail differs', async () => {
    gateway.next = { status: 'declined', message: 'Your card was declined.' };
    await pay({ paymentType: 'stripe', paymentMethodId: 'pm_bad', checkoutKey: 'attempt-2', request: request() });
    gateway.next = null;
    const wallet = request({ email: 'wallet.payer@example.com', express: true, shippingMethod: 'standard-shipping', phoneNumber: '', region: '' });
    expect(await pay({ paymentType: 'stripe', paymentMethodId: 'pm_wallet', checkoutKey: 'attempt-2', request: wallet })).toMatchObject({ ok: true, value: { email: 'wallet.payer@example.com' } });
  });

  it('binds a PayPal order to the checkout that created it', async () => {
    const create = makeCreatePaypalOrder({ ...deps, paypal: { createOrder: async () => ({ id: 'PAYPAL-7' }) }, ids: new SequentialIds() });
    expect(await create(request())).toEqual({ ok: true, value: { id: 'PAYPAL-7' } });
    expect(await pay({ paymentType: 'paypal', paymentMethodId: 'PAYPAL-7', checkoutKey: 'paypal:PAYPAL-7', request: eve() })).toMatchObject({ ok: false, code: 'conflict' });
    expect(gateway.charged).toHaveLength(0);
    expect(await pay({ paymentType: 'paypal', paymentMethodId: 'PAYPAL-7', checkoutKey: 'paypal:PAYPAL-7', request: request() })).toMatchObject({ ok: true, value: { email: 'ada@example.com' } });
  });
});
