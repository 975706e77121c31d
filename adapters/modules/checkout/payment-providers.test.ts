// With one payment provider configured the other is not offered at all: the built-in test gateway
// never stands in for it. With both configured, the stored checkout attempt (not the checkout key a
// client chose) decides which provider refunds a paid checkout that cannot become an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { FakePaypalServer } from '../../../test-support/fake-paypal-server.js';
import { FakeStripeServer } from '../../../test-support/fake-stripe-server.js';
import { createStripeClient } from '../../platform/payments/stripe-gateway.js';

const stripeFake = new FakeStripeServer();
const paypalFake = new FakePaypalServer();
let stripeEnv: Record<string, string>;
let paypalEnv: Record<string, string>;

beforeAll(async () => {
  const stripe = await stripeFake.start();
  const paypalBase = await paypalFake.start();
  stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: `http://${stripe.host}:${stripe.port}` };
  paypalEnv = { PAYPAL_CLIENT_ID: 'fake-client', PAYPAL_CLIENT_SECRET: 'fake-secret', PAYPAL_API_BASE: paypalBase };
});
afterAll(async () => {
  await stripeFake.stop();
  await paypalFake.stop();
});

const stockOf = async (api: TestApi, variantId: string): Promise<number> => (await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [variantId])).rows[0]!.s;
const ordersOf = async (api: TestApi, email: unknown) =>
  (await api.db.query<{ test_mode: boolean; payment_type: string }>('SELECT test_mode, payment_type FROM orders WHERE email = $1', [email])).rows;
const mailsTo = async (api: TestApi, email: unknown) =>
  (await api.db.query<{ payload: { subject: string; text: string } }>("SELECT payload FROM outbox WHERE topic = 'job:send-mail' AND payload->>'to' = $1", [email])).rows.map((r) => r.payload);

describe('Stripe configured, PayPal not', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: stripeEnv });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('offers no PayPal: creating or capturing a PayPal order answers 404 and places no order', async () => {
    const config = await api.call('GET', '/api/payments/config');
    expect(config.body).toMatchObject({ mode: 'live', stripePublishableKey: 'pk_test_fake', paypalClientId: null, paypalSdkUrl: null });

    const p = await createProduct(api.db, { variants: [['M', 4]] });
    const body = orderBody([[p.id, p.variantIds[0]!, 1]]);
    const created = await api.call('POST', '/api/payments/paypal/orders', { body });
    expect(created).toMatchObject({ status: 404, body: { message: 'PayPal payments are not available in this shop.' } });

    const captured = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...body, paymentId: 'TESTPAYPAL-0123456789ABCDEF01234567' } });
    expect(captured).toMatchObject({ status: 404, body: { message: 'PayPal payments are not available in this shop.' } });
    expect(await ordersOf(api, body.email)).toEqual([]);
    expect(await mailsTo(api, body.email)).toEqual([]);
    expect(await stockOf(api, p.variantIds[0]!)).toBe(4);
  });

  it('has no test card form, and a real card order is not a test order', async () => {
    expect((await api.call('POST', '/api/payments/test/payment-methods', { body: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } })).status).toBe(404);
    const p = await createProduct(api.db, { variants: [['M', 4]] });
    const body = orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: 'pm_card_visa' });
    const paid = await api.call('POST', '/api/orders/receiveStripePayment', { body });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentType: 'stripe', testMode: false });
    expect(await ordersOf(api, body.email)).toEqual([{ test_mode: false, payment_type: 'stripe' }]);
    const [mail] = await mailsTo(api, body.email);
    expect(mail?.subject).toMatch(/^Tax invoice for your order /);
    expect(mail?.text).not.toMatch(/TEST ORDER/);
  });
});

describe('PayPal configured, Stripe not', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: paypalEnv });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('offers no cards: card, wallet, 3-D Secure confirmation and test card calls answer 404 and place no order', async () => {
    const config = await api.call('GET', '/api/payments/config');
    expect(config.body).toMatchObject({ mode: 'live', stripePublishableKey: null, stripeJsUrl: null, paypalClientId: 'fake-client' });

    const p = await createProduct(api.db, { variants: [['M', 4]] });
    const notOffered = { status: 404, body: { message: 'Card payments are not available in this shop.' } };
    const card = orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: 'pm_test_ok_0123456789abcdef' });
    expect(await api.call('POST', '/api/orders/receiveStripePayment', { body: card })).toMatchObject(notOffered);
    const wallet = orderBody([[p.id, p.variantIds[0]!, 1]], { token: 'test_wallet', shippingType: 'free-express-shipping' });
    expect(await api.call('POST', '/api/orders/expressCheckout', { body: wallet })).toMatchObject(notOffered);
    expect(await api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey: 'some-checkout-1', paymentIntentId: 'pi_test_0123' } })).toMatchObject(notOffered);
    expect((await api.call('POST', '/api/payments/test/payment-methods', { body: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } })).status).toBe(404);
    expect(await ordersOf(api, card.email)).toEqual([]);
    expect(await ordersOf(api, wallet.email)).toEqual([]);
    expect(await stockOf(api, p.variantIds[0]!)).toBe(4);
  });

  it('takes PayPal through PayPal, and such an order is not a test order', async () => {
    const p = await createProduct(api.db, { variants: [['M', 4]] });
    const body = orderBody([[p.id, p.variantIds[0]!, 1]]);
    const created = await api.call('POST', '/api/payments/paypal/orders', { body });
    expect(created.body.id).toMatch(/^ORDER\d+$/);
    const paid = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...body, paymentId: created.body.id } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentType: 'paypal', testMode: false });
    expect(await ordersOf(api, body.email)).toEqual([{ test_mode: false, payment_type: 'paypal' }]);
  });
});

describe('both providers configured: the webhook refunds through the provider the attempt was paid with', () => {
  const SECRET = 'whsec_providers_secret';
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ...stripeEnv, ...paypalEnv, STRIPE_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refunds a card payment through Stripe even when the client named its checkout key paypal:…', async () => {
    const p = await createProduct(api.db, { priceCents: 4500, variants: [['M', 1]] });
    const checkoutKey = 'paypal:card-attempt-0001';
    const first = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: 'pm_card_authenticationRequired', checkoutKey }) });
    expect(first.body).toMatchObject({ requiresAction: true, checkoutKey });
    const pi = first.body.paymentIntentId as string;
    stripeFake.authenticate(pi, 'succeeded');
    // The stock goes while the shopper authenticates; the shopper never comes back, the webhook does.
    await api.db.query('UPDATE product_variants SET stock_level = 0 WHERE id = $1', [p.variantIds[0]!]);
    const stripeRefunds = stripeFake.refunds;
    const paypalRefunds = paypalFake.refunds;

    const stripe = createStripeClient({ secretKey: 'sk_test_fake', api: { host: '127.0.0.1', port: Number(new URL(stripeEnv.STRIPE_API_BASE!).port), protocol: 'http' } });
    const payload = JSON.stringify({
      id: `evt_${pi}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: pi, object: 'payment_intent', amount_received: 5500, metadata: { checkoutKey } } },
    });
    const res = await fetch(`${api.baseUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
      body: payload,
    });
    expect(await res.json()).toEqual({ received: true, outcome: 'refunded' });

    expect(stripeFake.refunds - stripeRefunds).toBe(1);
    expect(
      stripeFake.requests
        .filter((r) => r.path === '/v1/refunds')
        .at(-1)
        ?.form.get('payment_intent'),
    ).toBe(pi);
    expect(paypalFake.refunds - paypalRefunds).toBe(0);
    const attempt = await api.db.query('SELECT status, payment_type FROM checkout_attempts WHERE checkout_key = $1', [checkoutKey]);
    expect(attempt.rows).toEqual([{ status: 'refunded', payment_type: 'stripe' }]);
  });
});
