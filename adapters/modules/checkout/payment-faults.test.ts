// The payment provider fails (fake Stripe API): it answers 500, or it takes the payment and the
// answer never comes. The shopper gets 503 with a sentence, no order or stock change is half-made,
// and retrying the same checkout charges at most once (the SDK and the retry send the same
// idempotency key, which Stripe replays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody } from '../../../test-support/factories/checkout.js';
import { FakeStripeServer } from '../../../test-support/fake-stripe-server.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { STRIPE_UNAVAILABLE } from '../../platform/payments/stripe-gateway.js';

const stripeFake = new FakeStripeServer();
let api: TestApi;

beforeAll(async () => {
  const address = await stripeFake.start();
  api = await startTestApi({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: `http://${address.host}:${address.port}`, PAYMENT_TIMEOUT_MS: '400' },
  });
});
afterAll(async () => {
  await api?.close();
  await stripeFake.stop();
});

const stockOf = async (variantId: string) => (await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [variantId])).rows[0]!.s;
const ordersOf = async (checkoutKey: string) => (await api.db.query<{ orderid: string }>('SELECT orderid FROM orders WHERE checkout_key = $1', [checkoutKey])).rows;
const creationsOf = (from: number) => stripeFake.requests.slice(from).filter((r) => r.path === '/v1/payment_intents');

describe.each([
  ['answers 500', 'error'],
  ['takes the payment and never answers', 'timeout'],
] as const)('the payment provider %s', (_what, kind) => {
  it('tells the shopper clearly, makes no order, and a retry of the same attempt charges once', async () => {
    const p = await createProduct(api.db, { priceCents: 3000, variants: [['M', 4]] });
    const checkoutKey = `fault-${kind}-${Date.now()}`;
    const body = orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: 'pm_card_visa', checkoutKey, email: `${kind}@example.com` });
    const charges = stripeFake.charges;
    const sent = stripeFake.requests.length;

    stripeFake.fault = { kind, times: 3 }; // the first call and the SDK's two retries
    const failed = await api.call('POST', '/api/orders/receiveStripePayment', { body });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: STRIPE_UNAVAILABLE });
    expect(JSON.stringify(failed.body)).not.toMatch(/stack|Error:|at \//);
    expect(await ordersOf(checkoutKey)).toEqual([]);
    expect(await stockOf(p.variantIds[0]!)).toBe(4);
    // A timed-out call may have charged (once); a 500 charged nothing.
    expect(stripeFake.charges - charges).toBe(kind === 'timeout' ? 1 : 0);

    stripeFake.fault = null;
    const retried = await api.call('POST', '/api/orders/receiveStripePayment', { body });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ paymentType: 'stripe', total: expect.any(Number) });
    expect(stripeFake.charges - charges).toBe(1);
    expect(await ordersOf(checkoutKey)).toHaveLength(1);
    expect(await stockOf(p.variantIds[0]!)).toBe(3);

    // Every call for this attempt, the SDK's retries and the shopper's, carried one idempotency key.
    const keys = new Set(creationsOf(sent).map((r) => r.idempotencyKey));
    expect(creationsOf(sent)).toHaveLength(4);
    expect([...keys]).toEqual([expect.stringContaining(checkoutKey)]);
  });
});
