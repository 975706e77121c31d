import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { FakeStripeServer } from '../../../test-support/fake-stripe-server.js';
import { createStripeClient } from '../../platform/payments/stripe-gateway.js';

const AUTH_CARD = '4000 0027 6000 3184';
const stockOf = async (api: TestApi, variantId: string): Promise<number> => (await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [variantId])).rows[0]!.s;
const ordersFor = async (api: TestApi, checkoutKey: string) => (await api.db.query('SELECT orderid FROM orders WHERE checkout_key = $1', [checkoutKey])).rows;

describe('3-D Secure with the test gateway', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers requiresAction for the authentication card, then confirmStripePayment places one order', async () => {
    const p = await createProduct(api.db, { priceCents: 4500, variants: [['M', 5]] });
    const first = await api.call('POST', '/api/orders/receiveStripePayment', {
      body: orderBody([[p.id, p.variantIds[0]!, 2]], { paymentId: await testCard(api, AUTH_CARD), checkoutKey: 'tds-test-1' }),
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requiresAction: true, clientSecret: expect.stringMatching(/_secret_/), checkoutKey: 'tds-test-1', paymentIntentId: expect.stringMatching(/^pi_test_/) });
    expect(await ordersFor(api, 'tds-test-1')).toEqual([]);
    expect(await stockOf(api, p.variantIds[0]!)).toBe(5);

    const input = { checkoutKey: 'tds-test-1', paymentIntentId: first.body.paymentIntentId };
    const [a, b] = await Promise.all([api.call('POST', '/api/orders/confirmStripePayment', { body: input }), api.call('POST', '/api/orders/confirmStripePayment', { body: input })]);
    const c = await api.call('POST', '/api/orders/confirmStripePayment', { body: input });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.body).toMatchObject({ total: 10000, paymentType: 'stripe', accessToken: expect.any(String) });
    expect(new Set([a.body.orderid, b.body.orderid, c.body.orderid]).size).toBe(1);
    expect(await ordersFor(api, 'tds-test-1')).toHaveLength(1);
    expect(await stockOf(api, p.variantIds[0]!)).toBe(3);
  });

  it('answers 400 with field messages for bad input and 404 for a payment of no such checkout', async () => {
    const bad = await api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey: 'x', paymentIntentId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ checkoutKey: 'Checkout key must be 8 to 100 letters, digits or - _ : .', paymentIntentId: 'Payment intent id is not valid.' });
    const missing = await api.call('POST', '/api/orders/confirmStripePayment', { body: {} });
    expect(missing.body).toEqual({ checkoutKey: 'Checkout key is required.', paymentIntentId: 'Payment intent id is required.' });
    const unknown = await api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey: 'tds-nobody-1', paymentIntentId: 'pi_test_0000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'This payment could not be found. Please start the payment again.' });
  });

  it('documents the call and the requiresAction answer in the OpenAPI document', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).body;
    expect(doc.paths['/api/orders/confirmStripePayment']?.post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/orders/receiveStripePayment'])).toContain('requiresAction');
  });
});

describe('3-D Secure with Stripe (fake Stripe API) and the webhook', () => {
  const SECRET = 'whsec_3ds_secret';
  const stripeFake = new FakeStripeServer();
  let api: TestApi;
  let stripe: ReturnType<typeof createStripeClient>;

  beforeAll(async () => {
    const address = await stripeFake.start();
    stripe = createStripeClient({ secretKey: 'sk_test_fake', api: address });
    api = await startTestApi({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: `http://${address.host}:${address.port}`, STRIPE_WEBHOOK_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await api?.close();
    await stripeFake.stop();
  });

  async function payNeedingAuthentication(checkoutKey: string, variantId: string, productId: string): Promise<string> {
    const r = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[productId, variantId, 1]], { paymentId: 'pm_card_authenticationRequired', checkoutKey }) });
    expect(r.body).toMatchObject({ requiresAction: true, checkoutKey, clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    return r.body.paymentIntentId as string;
  }

  const webhook = async (checkoutKey: string, pi: string) => {
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
    return res.json();
  };
  const confirm = (checkoutKey: string, paymentIntentId: string) => api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey, paymentIntentId } });

  it('the webhook first, then the browser’s confirmation: one order, charged once', async () => {
    const p = await createProduct(api.db, { priceCents: 4500, variants: [['M', 3]] });
    const pi = await payNeedingAuthentication('tds-live-1', p.variantIds[0]!, p.id);
    const before = stripeFake.charges;
    stripeFake.authenticate(pi, 'succeeded');
    expect(await webhook('tds-live-1', pi)).toEqual({ received: true, outcome: 'fulfilled' });
    const r = await confirm('tds-live-1', pi);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 5500 });
    expect(await ordersFor(api, 'tds-live-1')).toEqual([{ orderid: r.body.orderid }]);
    expect(await webhook('tds-live-1', pi)).toEqual({ received: true, outcome: 'already_fulfilled' });
    expect(stripeFake.charges - before).toBe(1);
    expect(await stockOf(api, p.variantIds[0]!)).toBe(2);
  });

  it('confirms an intent waiting for the server’s confirmation, then the webhook changes nothing', async () => {
    const p = await createProduct(api.db, { priceCents: 4500, variants: [['M', 3]] });
    const pi = await payNeedingAuthentication('tds-live-2', p.variantIds[0]!, p.id);
    stripeFake.authenticate(pi, 'requires_confirmation');
    const r = await confirm('tds-live-2', pi);
    expect(r.status).toBe(200);
    expect(await webhook('tds-live-2', pi)).toEqual({ received: true, outcome: 'already_fulfilled' });
    expect(await ordersFor(api, 'tds-live-2')).toHaveLength(1);
  });

  it('a failed authentication answers 402 with the message and places no order', async () => {
    const p = await createProduct(api.db, { priceCents: 4500, variants: [['M', 3]] });
    const pi = await payNeedingAuthentication('tds-live-3', p.variantIds[0]!, p.id);
    stripeFake.authenticate(pi, 'failed');
    const r = await confirm('tds-live-3', pi);
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ cardError: 'We could not authenticate your payment. Please try again or use another card.' });
    expect(await ordersFor(api, 'tds-live-3')).toEqual([]);
    expect(await stockOf(api, p.variantIds[0]!)).toBe(3);
  });

  it('refunds and says so when the stock went while the shopper authenticated', async () => {
    const p = await createProduct(api.db, { priceCents: 4500, variants: [['M', 1]] });
    const pi = await payNeedingAuthentication('tds-live-4', p.variantIds[0]!, p.id);
    stripeFake.authenticate(pi, 'succeeded');
    await api.db.query('UPDATE product_variants SET stock_level = 0 WHERE id = $1', [p.variantIds[0]!]);
    await api.db.query('UPDATE products SET stock_level = 0 WHERE id = $1', [p.id]);
    const refundsBefore = stripeFake.refunds;
    const r = await confirm('tds-live-4', pi);
    expect(r.status).toBe(409);
    expect(r.body.stripeRefund).toContain('refunded');
    expect(stripeFake.refunds - refundsBefore).toBe(1);
    expect(await ordersFor(api, 'tds-live-4')).toEqual([]);
  });
});
