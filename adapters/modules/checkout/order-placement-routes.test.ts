import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { fromNewAddress, orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { CHECKOUT } from '../../platform/tokens.js';

let api: TestApi;
beforeAll(async () => {
  // Each order here is a shopper of their own, with their own address (see fromNewAddress).
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await api.close();
});

const stockOf = async (variantId: string): Promise<number> => (await api.db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [variantId])).rows[0]!.s;
const pay = (body: Record<string, unknown>, headers?: Record<string, string>) => api.call('POST', '/api/orders/receiveStripePayment', { body, headers: { ...fromNewAddress(), ...headers } });

describe('POST /api/orders/receiveStripePayment (test gateway)', () => {
  it('places a guest order priced by the server, takes the stock and writes the tax invoice to the outbox', async () => {
    const p = await createProduct(api.db, {
      priceCents: 4550,
      variants: [
        ['S', 5],
        ['M', 5],
      ],
    });
    const coupon = await createCoupon(api.db, { amount: 1000 });
    const paymentId = await testCard(api);
    // A client's prices, fee and totals are ignored.
    const body = orderBody(
      [
        [p.id, p.variantIds[0]!, 1],
        [p.id, p.variantIds[1]!, 1],
      ],
      { paymentId, coupon: coupon.code, shippingFee: 0, total: 1, price: 0.01 },
    );
    const r = await pay(body);
    expect(r.status).toBe(200);
    const o = r.body;
    expect(o.subtotal).toBe(9100);
    expect(o.discount).toBe(910);
    expect(o.shippingFee).toBe(10);
    expect(o.total).toBe(9100 - 910 + 1000);
    expect(o.gst).toBe(Math.round(o.total / 11));
    expect(o.products).toHaveLength(2);
    expect(o.products[0]).toMatchObject({ productPrice: 45.5, productQuantity: 1, productSize: 'S' });
    expect(o.orderid).toMatch(/^[A-Z0-9]{8}$/);
    expect(o.accessToken.length).toBeGreaterThanOrEqual(32);
    expect(await stockOf(p.variantIds[0]!)).toBe(4);
    const product = await api.db.query('SELECT stock_level, sold_count FROM products WHERE id = $1', [p.id]);
    expect(product.rows[0]).toMatchObject({ stock_level: 13, sold_count: 2 });
    const mails = await api.db.query<{ payload: { text: string; to: string } }>("SELECT payload FROM outbox WHERE topic = 'job:send-mail'");
    const mail = mails.rows.map((m) => m.payload).find((m) => m.text.includes(o.orderid));
    expect(mail?.to).toBe(body.email);
    expect(mail?.text).toContain('Tax invoice');
    expect(mail?.text).toContain('ABN 51 824 753 556');
    expect(mail?.text).toContain('Soul Searching Outdoor Co. Pty Ltd');
    expect(mail?.text).toContain(`Total price includes GST of $${(o.gst / 100).toFixed(2)}`);
    const events = await api.db.query("SELECT 1 FROM outbox WHERE topic = 'event:orders'");
    expect(events.rowCount).toBeGreaterThan(0);
  });

  it('answers 402 with cardError for declined cards and keeps the stock', async () => {
    const p = await createProduct(api.db, { variants: [['M', 3]] });
    for (const [card, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      const r = await pay(orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api, card) }));
      expect(r.status).toBe(402);
      expect(r.body).toEqual({ cardError: message });
    }
    expect(await stockOf(p.variantIds[0]!)).toBe(3);
  });

  it('returns the same order for a retried checkout and charges once', async () => {
    const p = await createProduct(api.db, { variants: [['M', 9]] });
    const gateway = api.container.get(CHECKOUT.testGateway);
    const before = gateway.chargeCount;
    const body = orderBody([[p.id, p.variantIds[0]!, 2]], { paymentId: await testCard(api), checkoutKey: 'attempt-retry-0001' });
    const [a, b, c] = await Promise.all([pay(body), pay(body), pay(body)]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.orderid, b.body.orderid, c.body.orderid]).size).toBe(1);
    expect((await pay(body)).body.orderid).toBe(a.body.orderid);
    expect(gateway.chargeCount - before).toBe(1);
    expect(await stockOf(p.variantIds[0]!)).toBe(7);
    const orders = await api.db.query('SELECT 1 FROM orders WHERE checkout_key = $1', ['attempt-retry-0001']);
    expect(orders.rowCount).toBe(1);
  });

  it('answers 409 with dbCart and warnings when stock ran short, charging nothing', async () => {
    const p = await createProduct(api.db, { name: 'Trail Beanie', variants: [['One size', 2]] });
    const gateway = api.container.get(CHECKOUT.testGateway);
    const before = gateway.chargeCount;
    const r = await pay(orderBody([[p.id, p.variantIds[0]!, 5]], { paymentId: await testCard(api) }));
    expect(r.status).toBe(409);
    expect(r.body.dbCart).toEqual([expect.objectContaining({ variant: p.variantIds[0], quantity: 2, product: expect.objectContaining({ _id: p.id, price: 45 }) })]);
    expect(r.body.warnings).toEqual([{ product: 'Trail Beanie', definition: expect.stringContaining('Only 2') }]);
    expect(gateway.chargeCount).toBe(before);
  });

  it('rejects unknown, deleted and mismatched products and bad quantities', async () => {
    const p = await createProduct(api.db);
    const other = await createProduct(api.db);
    const deleted = await createProduct(api.db, { isDeleted: true });
    const paymentId = await testCard(api);
    const unknown = await pay(orderBody([['9b2f7f5e-1111-4222-8333-444455556666', null, 1]], { paymentId }));
    expect(unknown.status).toBe(409);
    const gone = await pay(orderBody([[deleted.id, deleted.variantIds[0]!, 1]], { paymentId }));
    expect(gone.status).toBe(409);
    expect(gone.body.dbCart).toEqual([]);
    const foreignVariant = await pay(orderBody([[p.id, other.variantIds[0]!, 1]], { paymentId }));
    expect(foreignVariant.status).toBe(409);
    for (const quantity of [0, -1, 1.5, '2']) {
      const bad = await pay(orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId, cart: [{ product: p.id, variant: p.variantIds[0], quantity }] }));
      expect(bad.status).toBe(400);
      expect(bad.body.quantity).toMatch(/whole number/);
    }
  });

  it('answers 400 keyed by field for bad details, shipping and coupons', async () => {
    const p = await createProduct(api.db);
    const line: [string, string, number][] = [[p.id, p.variantIds[0]!, 1]];
    const paymentId = await testCard(api);
    expect((await pay(orderBody(line, { paymentId, email: 'not-an-email' }))).body).toHaveProperty('email');
    expect((await pay(orderBody(line, { paymentId, postcode: '12' }))).body).toHaveProperty('postcode');
    expect((await pay(orderBody(line, { paymentId, country: 'Narnia' }))).status).toBe(400);
    expect((await pay(orderBody(line, { paymentId, shippingType: 'free-shipping' }))).body).toHaveProperty('shippingType');
    expect((await pay(orderBody(line, { paymentId, coupon: 'NOSUCHCODE' }))).body).toEqual({ coupon: 'This coupon code is not valid.' });
    expect((await pay(orderBody(line, { paymentId, cart: [] }))).body).toHaveProperty('cart');
    expect((await pay(orderBody(line, {}))).body).toHaveProperty('paymentId');
    expect((await api.call('POST', '/api/orders/receiveStripePayment', { body: { nonsense: true } })).status).toBe(400);
  });
});

describe('GET /api/orders/getOrder/{orderid}', () => {
  it('shows the order to the holder of its access token only', async () => {
    const p = await createProduct(api.db);
    const placed = (await pay(orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api) }))).body;
    const withToken = await api.call('GET', `/api/orders/getOrder/${placed.orderid.toLowerCase()}`, { headers: { 'x-order-access-token': placed.accessToken } });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toMatchObject({ orderid: placed.orderid, total: placed.total });
    expect(withToken.body).not.toHaveProperty('accessToken');
    expect((await api.call('GET', `/api/orders/getOrder/${placed.orderid}`)).status).toBe(404);
    expect((await api.call('GET', `/api/orders/getOrder/${placed.orderid}`, { headers: { 'x-order-access-token': 'x'.repeat(32) } })).status).toBe(404);
    expect((await api.call('GET', '/api/orders/getOrder/ZZZZZZZZ', { headers: { 'x-order-access-token': placed.accessToken } })).status).toBe(404);
    expect((await api.call('GET', '/api/orders/getOrder/bad!id')).status).toBe(400);
  });
});

describe('POST /api/orders/expressCheckout and receivePaypalPayment (test mode)', () => {
  it('places wallet orders with the wallet shipping and PayPal orders from a created PayPal order', async () => {
    const p = await createProduct(api.db, { priceCents: 6000, variants: [['M', 5]] });
    const wallet = await api.call('POST', '/api/orders/expressCheckout', {
      body: orderBody([[p.id, p.variantIds[0]!, 1]], { token: 'test_wallet', shippingType: 'free-express-shipping', phoneNumber: undefined, region: undefined }),
    });
    expect(wallet.status).toBe(200);
    expect(wallet.body).toMatchObject({ shippingType: 'freeExpressShipping', shippingFee: 0, total: 6000 });
    const body = orderBody([[p.id, p.variantIds[0]!, 1]], { shippingType: 'express-shipping' });
    const created = await api.call('POST', '/api/payments/paypal/orders', { body });
    expect(created.status).toBe(200);
    const paid = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...body, paymentId: created.body.id } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentType: 'paypal', total: 7500, shippingFee: 15 });
  });
});

describe('documentation and unconfigured providers', () => {
  it('documents every checkout call in the OpenAPI document', async () => {
    const doc = await api.call('GET', '/api/openapi.json');
    const paths = Object.keys(doc.body.paths);
    for (const p of [
      '/api/orders/receiveStripePayment',
      '/api/orders/receivePaypalPayment',
      '/api/orders/expressCheckout',
      '/api/orders/getOrder/{orderid}',
      '/api/discounts/applyDiscount',
      '/api/guestUsers/guestUserData',
      '/api/users/verifyUser',
      '/api/payments/test/payment-methods',
      '/api/webhooks/stripe',
      '/api/webhooks/paypal',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('answers 404 to provider webhooks when the provider is not configured', async () => {
    const r = await api.call('POST', '/api/webhooks/stripe', { body: { type: 'payment_intent.succeeded' } });
    expect(r.status).toBe(404);
    expect((await api.call('POST', '/api/webhooks/paypal', { body: {} })).status).toBe(404);
  });
});
