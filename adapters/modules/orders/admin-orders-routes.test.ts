// The back office's order calls over HTTP against a real database, served as the restricted role:
// answers checked against their declared schemas, filters and search, bad input, unknown ids,
// conflicts, the access rules, and the audit entry, event, mail, stock and refund each change writes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createOrder, createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { fromNewAddress, orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { CHECKOUT } from '../../platform/tokens.js';
import { adminOrderAnswer, adminOrdersAnswer, successAnswer } from './admin-order-answers.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
  admin = await signIn(api, { email: `boss-${randomUUID().slice(0, 8)}@example.com` });
});
afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const auditOf = async (id: string) => (await api.db.query('SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', ['order', id])).rows;
const eventsOf = async (id: string) =>
  (await api.db.query("SELECT payload FROM outbox WHERE topic = 'event:orders' AND payload->'data'->>'orderId' = $1 ORDER BY id", [id])).rows.map((r) => r.payload);
const mailsTo = async (to: string) =>
  (await api.db.query("SELECT payload FROM outbox WHERE topic = 'job:send-mail' AND lower(payload->>'to') = lower($1) ORDER BY id", [to])).rows.map((r) => r.payload);

/** A paid order through checkout with the test gateway (stock taken, coupon used). */
async function placeOrder(opts: { quantity?: number; coupon?: string; email?: string } = {}) {
  const p = await createProduct(api.db, { stockLevel: 20, variants: [['M', 10]] });
  const body = orderBody([[p.id, p.variantIds[0]!, opts.quantity ?? 2]], {
    paymentId: await testCard(api),
    shippingType: 'express-shipping',
    ...(opts.coupon ? { coupon: opts.coupon } : {}),
    ...(opts.email ? { email: opts.email } : {}),
  });
  const r = await api.call('POST', '/api/orders/receiveStripePayment', { body, headers: fromNewAddress() });
  if (r.status !== 200) throw new Error(`order refused: ${JSON.stringify(r.body)}`);
  const row = await api.db.query<{ id: string; payment_id: string }>('SELECT id, payment_id FROM orders WHERE orderid = $1', [r.body.orderid]);
  return { product: p, id: row.rows[0]!.id, orderid: r.body.orderid as string, paymentId: row.rows[0]!.payment_id, email: body.email as string };
}

describe('GET /api/admin/getOrders/{page}/{filter}/{query}/{orderStatus}/{paymentType}/{shippingType}', () => {
  it('searches by order number, e-mail, name and tracking number, ignoring case, and combines the filters', async () => {
    const tag = randomUUID().slice(0, 6);
    const buyer = await createUser(api.db, { firstName: `Zelda${tag}`, lastName: `Quill${tag}` });
    const a = await createOrder(api.db, { userId: buyer.id, orderid: `N${tag}`.toUpperCase(), createdAt: new Date('2026-01-01T00:00:00Z') });
    const b = await createOrder(api.db, { userId: buyer.id, status: 'Confirmed', trackingNumber: `TRK${tag}`.toUpperCase(), createdAt: new Date('2026-02-01T00:00:00Z') });
    await api.db.query('UPDATE orders SET email = $2, first_name = $3, last_name = $4 WHERE user_id = $1', [buyer.id, `zq.${tag}@Example.com`, `Zelda${tag}`, `Quill${tag}`]);
    await api.db.query("UPDATE orders SET payment_type = 'paypal', shipping_type = 'expressShipping' WHERE id = $1", [b.id]);

    const ids = async (path: string) => {
      const r = await asAdmin('GET', `/api/admin/getOrders/${path}`);
      expect(r.status, path).toBe(200);
      expect(adminOrdersAnswer.parse(r.body)).toBeTruthy();
      return { ids: r.body.orders.map((o: { _id: string }) => o._id), count: r.body.count };
    };
    expect(await ids(`1/newest/zq.${tag}@example.COM/All/All/All`)).toEqual({ ids: [b.id, a.id], count: 2 });
    expect(await ids(`1/oldest/ZELDA${tag}/-/-/-`)).toEqual({ ids: [a.id, b.id], count: 2 });
    expect(await ids(`1/newest/quill${tag}/All/All/All`)).toEqual({ ids: [b.id, a.id], count: 2 });
    expect(await ids(`1/newest/n${tag}/All/All/All`)).toEqual({ ids: [a.id], count: 1 });
    expect(await ids(`1/newest/trk${tag}/All/All/All`)).toEqual({ ids: [b.id], count: 1 });
    expect(await ids(`1/newest/zelda${tag}/confirmed/All/All`)).toEqual({ ids: [b.id], count: 1 });
    expect(await ids(`1/newest/zelda${tag}/Processing/Stripe/standardShipping`)).toEqual({ ids: [a.id], count: 1 });
    expect(await ids(`1/newest/zelda${tag}/All/Paypal/expressShipping`)).toEqual({ ids: [b.id], count: 1 });
    expect(await ids(`1/newest/zelda${tag}/Cancelled/All/All`)).toEqual({ ids: [], count: 0 });
    expect(await ids(`2/newest/zelda${tag}/All/All/All`)).toEqual({ ids: [], count: 2 });
    expect(await ids(`1/newest/50%25_${tag}/All/All/All`)).toEqual({ ids: [], count: 0 });

    const row = (await asAdmin('GET', `/api/admin/getOrders/1/newest/n${tag}/All/All/All`)).body.orders[0];
    expect(row).toEqual({
      _id: a.id,
      orderid: a.orderid,
      created_at: '2026-01-01T00:00:00.000Z',
      email: `zq.${tag}@Example.com`,
      firstName: `Zelda${tag}`,
      lastName: `Quill${tag}`,
      total: 5995,
      shippingType: 'standardShipping',
      paymentType: 'stripe',
      orderStatus: 'Processing',
      trackingNumber: null,
      testMode: false,
    });
  });

  it("finds a whole e-mail address's orders only, and a part of one in every address that holds it", async () => {
    const tag = randomUUID().slice(0, 6);
    const own = await createOrder(api.db, { userId: null });
    const other = await createOrder(api.db, { userId: null });
    await api.db.query('UPDATE orders SET email = $2 WHERE id = $1', [own.id, `ada.${tag}@example.com`]);
    await api.db.query('UPDATE orders SET email = $2 WHERE id = $1', [other.id, `mada.${tag}@example.com`]);
    const ids = async (query: string) => (await asAdmin('GET', `/api/admin/getOrders/1/newest/${encodeURIComponent(query)}/All/All/All`)).body.orders.map((o: { _id: string }) => o._id);
    expect(await ids(` ADA.${tag}@Example.com `)).toEqual([own.id]);
    expect((await ids(`ada.${tag}@`)).sort()).toEqual([own.id, other.id].sort());
  });

  it('pages by 20 and answers bad filters with 400 naming each', async () => {
    const r = await asAdmin('GET', '/api/admin/getOrders/0/sideways/-/Lost/Cash/Teleport');
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['filter', 'orderStatus', 'page', 'paymentType', 'shippingType']);
    expect(r.body.paymentType).toBe('Payment type must be All or one of stripe, paypal.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(api, { method: 'GET', path: '/api/admin/getOrders/1/newest/-/All/All/All' });
  });
  it('counts a search exactly up to 1,000 matches, then answers 1,000 with countCapped (and counts on past the page asked for)', async () => {
    const tag = randomUUID().slice(0, 8);
    await api.db.query(
      `INSERT INTO orders (id, orderid, email, first_name, last_name, address, city, country, shipping_type, shipping_fee_cents, subtotal_cents, total_cents, gst_cents, payment_type)
       SELECT gen_random_uuid(), upper($1) || g, 'cap' || g || '@example.com', 'Cap', 'Broad' || $1, '1 Collins St', 'Melbourne', 'Australia', 'standardShipping', 1000, 4995, 5995, 545, 'stripe'
         FROM generate_series(1, 1001) g`,
      [tag],
    );
    const list = async (page: number) => {
      const r = await asAdmin('GET', `/api/admin/getOrders/${page}/newest/broad${tag}/All/All/All`);
      expect(r.status).toBe(200);
      expect(adminOrdersAnswer.parse(r.body)).toBeTruthy();
      return { rows: r.body.orders.length, count: r.body.count, countCapped: r.body.countCapped };
    };
    expect(await list(1)).toEqual({ rows: 20, count: 1000, countCapped: true });
    expect(await list(51)).toEqual({ rows: 1, count: 1001, countCapped: false });
    await api.db.query('UPDATE orders SET is_deleted = true WHERE orderid = $1', [`${tag.toUpperCase()}1`]);
    expect(await list(1)).toEqual({ rows: 20, count: 1000, countCapped: false });
    await api.db.query('UPDATE orders SET is_deleted = true WHERE last_name = $1 AND orderid <> $2', [`Broad${tag}`, `${tag.toUpperCase()}2`]);
    expect(await list(1)).toEqual({ rows: 1, count: 1, countCapped: false });
    // Without a search the count is the kept total, never capped.
    const all = await asAdmin('GET', '/api/admin/getOrders/1/newest/-/All/All/All');
    expect(all.body.countCapped).toBe(false);
    expect(all.body.count).toBe((await api.db.query('SELECT count(*)::int AS n FROM orders WHERE NOT is_deleted')).rows[0].n);
  });
});

describe('GET /api/admin/exportOrders/…', () => {
  it('answers a CSV of the filtered orders, one line per order line, with GST and the donation', async () => {
    const tag = randomUUID().slice(0, 6);
    const o = await createOrder(api.db, { userId: null, orderid: `CSV${tag}`.toUpperCase() });
    await api.db.query('UPDATE orders SET donation_cents = 100, first_name = $2 WHERE id = $1', [o.id, '=cmd, "x"']);
    const r = await api.call('GET', `/api/admin/exportOrders/newest/csv${tag}/All/All/All`, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = r.body as string;
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Line GST (AUD)');
    expect(lines[0]).toContain('Order donation (AUD)');
    expect(lines[1]).toContain(`CSV${tag}`.toUpperCase());
    expect(lines[1]).toContain(`"'=cmd, ""x"""`);
    expect(lines[1]).toContain('Trail Tee,M,1,49.95,49.95,4.54,49.95,0.00,10.00,5.41,1.00,59.95');
    await expectAdminOnly(api, { method: 'GET', path: '/api/admin/exportOrders/newest/-/All/All/All' });
  });
});

describe('GET /api/admin/getSelectedOrder/{id}', () => {
  it('answers the order with its buyer, their other orders and the customer-type badge', async () => {
    const buyer = await createUser(api.db);
    const others = [];
    for (let i = 0; i < 2; i++) others.push(await createOrder(api.db, { userId: buyer.id, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    const o = await createOrder(api.db, { userId: buyer.id, createdAt: new Date('2026-03-01T00:00:00Z') });
    const r = await asAdmin('GET', `/api/admin/getSelectedOrder/${o.id}`);
    expect(r.status).toBe(200);
    expect(adminOrderAnswer.parse(r.body)).toBeTruthy();
    expect(r.body).toMatchObject({ _id: o.id, orderid: o.orderid, total: 5995, shippingFee: 10, testMode: false, refundedAt: null, customerType: 'Returning Customer' });
    expect(r.body.user).toMatchObject({ _id: buyer.id, email: buyer.email, orderCount: 3 });
    expect(r.body.user.orders.map((x: { _id: string }) => x._id)).toEqual([others[1]!.id, others[0]!.id]);
    expect(r.body.products).toEqual([{ productId: null, productName: 'Trail Tee', productSize: 'M', productImage: '', productQuantity: 1, productPrice: 49.95 }]);

    const guest = await createOrder(api.db, { userId: null });
    expect((await asAdmin('GET', `/api/admin/getSelectedOrder/${guest.id}`)).body).toMatchObject({ user: null, customerType: 'Not Enough Data' });
  });

  it('answers 404 for an unknown or deleted order and 400 for a malformed id', async () => {
    expect(await asAdmin('GET', `/api/admin/getSelectedOrder/${randomUUID()}`)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await asAdmin('GET', '/api/admin/getSelectedOrder/nope')).toMatchObject({ status: 400, body: { id: expect.any(String) } });
    await expectAdminOnly(api, { method: 'GET', path: `/api/admin/getSelectedOrder/${randomUUID()}` });
  });
});

describe('POST /api/admin/updateDeliveryDate/{id}', () => {
  it('confirms the order with the tracking number upper-cased, mails the buyer the tracking link, audits and announces it', async () => {
    const o = await createOrder(api.db, { userId: null });
    const r = await asAdmin('POST', `/api/admin/updateDeliveryDate/${o.id}`, { trackingNumber: '  ab 123au ' });
    expect(r.status).toBe(200);
    expect(adminOrderAnswer.parse(r.body)).toBeTruthy();
    expect(r.body).toMatchObject({ orderStatus: 'Confirmed', trackingNumber: 'AB 123AU', shippingDate: expect.any(String) });
    const mails = await mailsTo('buyer@example.com');
    const notice = mails.find((m) => m.subject === `Your order ${o.orderid} is on its way`);
    expect(notice.text).toContain('https://auspost.com.au/mypost/track/details/AB%20123AU');
    const audit = await auditOf(o.id);
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        action: 'order.shipped',
        before: { orderStatus: 'Processing', trackingNumber: null, shippingDate: null },
        after: { orderStatus: 'Confirmed', trackingNumber: 'AB 123AU', shippingDate: r.body.shippingDate },
      },
    ]);
    expect(await eventsOf(o.id)).toEqual([{ type: 'order.updated', data: { orderId: o.id, orderid: o.orderid, orderStatus: 'Confirmed' } }]);

    const again = await asAdmin('POST', `/api/admin/updateDeliveryDate/${o.id}`, { trackingNumber: 'XYZ' });
    expect(again).toMatchObject({ status: 409, body: { trackingNumber: 'This order already has a tracking number.' } });
    expect(await auditOf(o.id)).toHaveLength(1);
  });

  it('refuses an empty number (400), a cancelled order (409) and an unknown one (404), changing nothing', async () => {
    const o = await createOrder(api.db, { userId: null });
    expect(await asAdmin('POST', `/api/admin/updateDeliveryDate/${o.id}`, { trackingNumber: '   ' })).toMatchObject({ status: 400, body: { trackingNumber: 'Please enter a tracking number.' } });
    expect(await asAdmin('POST', `/api/admin/updateDeliveryDate/${o.id}`, {})).toMatchObject({ status: 400, body: { trackingNumber: expect.any(String) } });
    const cancelled = await createOrder(api.db, { userId: null, status: 'Cancelled' });
    expect(await asAdmin('POST', `/api/admin/updateDeliveryDate/${cancelled.id}`, { trackingNumber: 'X1' })).toMatchObject({ status: 409, body: { orderStatus: expect.any(String) } });
    expect(await asAdmin('POST', `/api/admin/updateDeliveryDate/${randomUUID()}`, { trackingNumber: 'X1' })).toMatchObject({ status: 404 });
    expect(await auditOf(o.id)).toEqual([]);
    expect(await auditOf(cancelled.id)).toEqual([]);
    expect(await eventsOf(cancelled.id)).toEqual([]);
    await expectAdminOnly(api, { method: 'POST', path: `/api/admin/updateDeliveryDate/${o.id}`, body: { trackingNumber: 'X1' } });
  });
});

describe('POST /api/admin/deleteOrder/{id}', () => {
  it('takes the order out of every admin list and lookup and the customer history, keeps the row and the stock', async () => {
    const buyer = await signIn(api, { isAdmin: false });
    const o = await createOrder(api.db, { userId: buyer.id });
    const r = await asAdmin('POST', `/api/admin/deleteOrder/${o.id}`);
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    expect(successAnswer.parse(r.body)).toBeTruthy();
    expect((await asAdmin('GET', `/api/admin/getSelectedOrder/${o.id}`)).status).toBe(404);
    expect((await asAdmin('GET', `/api/admin/getOrders/1/newest/${o.orderid}/All/All/All`)).body).toEqual({ orders: [], count: 0, countCapped: false });
    expect((await api.call('GET', `/api/orders/getProfileOrders/${buyer.id}`, { token: buyer.token })).body).toEqual([]);
    expect((await api.db.query('SELECT is_deleted FROM orders WHERE id = $1', [o.id])).rows).toEqual([{ is_deleted: true }]);
    expect((await auditOf(o.id)).map((e) => e.action)).toEqual(['order.deleted']);
    expect(await eventsOf(o.id)).toEqual([{ type: 'order.updated', data: { orderId: o.id, orderid: o.orderid, orderStatus: 'Processing' } }]);
    expect((await asAdmin('POST', `/api/admin/deleteOrder/${o.id}`)).status).toBe(404);
    await expectAdminOnly(api, { method: 'POST', path: `/api/admin/deleteOrder/${o.id}` });
  });
});

describe('POST /api/admin/cancelOrder/{id}', () => {
  it('restores stock and the one-time coupon exactly once under concurrent cancels, refunds through the test gateway and records it, mails the buyer', async () => {
    const coupon = await createCoupon(api.db, { isOneTime: true });
    const placed = await placeOrder({ quantity: 3, coupon: coupon.code });
    const answers = await Promise.all(Array.from({ length: 4 }, () => asAdmin('POST', `/api/admin/cancelOrder/${placed.id}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const done = answers.find((a) => a.status === 200)!;
    expect(adminOrderAnswer.parse(done.body)).toBeTruthy();
    expect(done.body).toMatchObject({ orderStatus: 'Cancelled', refundedAt: expect.any(String), testMode: true });
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: 'This order is already cancelled.' });

    const v = await api.db.query('SELECT stock_level FROM product_variants WHERE id = $1', [placed.product.variantIds[0]]);
    expect(v.rows[0]).toEqual({ stock_level: 10 });
    expect((await api.db.query('SELECT stock_level, sold_count FROM products WHERE id = $1', [placed.product.id])).rows[0]).toEqual({ stock_level: 20, sold_count: 0 });
    expect((await api.db.query('SELECT is_active, times_used FROM coupons WHERE id = $1', [coupon.id])).rows[0]).toEqual({ is_active: true, times_used: 0 });
    expect(api.container.get(CHECKOUT.testGateway).wasRefunded(placed.paymentId)).toBe(true);
    expect((await api.db.query('SELECT refunded_at IS NOT NULL AS refunded FROM orders WHERE id = $1', [placed.id])).rows[0]).toEqual({ refunded: true });

    expect((await mailsTo(placed.email)).filter((m) => m.subject.includes('has been cancelled'))).toHaveLength(1);
    const audit = await auditOf(placed.id);
    expect(audit).toEqual([
      { actor_id: admin.id, action: 'order.cancelled', before: { orderStatus: 'Processing', refundedAt: null }, after: { orderStatus: 'Cancelled', refundedAt: done.body.refundedAt } },
    ]);
    const events = (await eventsOf(placed.id)).filter((e) => e.type !== 'order.placed');
    expect(events).toEqual([{ type: 'order.cancelled', data: expect.objectContaining({ orderId: placed.id, orderid: placed.orderid }) }]);
  });

  it('cancels a Confirmed order, refuses an unknown one (404), and is for administrators only', async () => {
    const o = await createOrder(api.db, { userId: null, status: 'Confirmed', trackingNumber: 'T1' });
    const r = await asAdmin('POST', `/api/admin/cancelOrder/${o.id}`);
    expect(r).toMatchObject({ status: 200, body: { orderStatus: 'Cancelled', trackingNumber: 'T1', refundedAt: null } });
    expect((await asAdmin('POST', `/api/admin/cancelOrder/${randomUUID()}`)).status).toBe(404);
    await expectAdminOnly(api, { method: 'POST', path: `/api/admin/cancelOrder/${randomUUID()}` });
  });

  it('changes nothing when the gateway that took the payment cannot refund it (503)', async () => {
    const placed = await placeOrder();
    const gateway = api.container.get(CHECKOUT.testGateway);
    const refund = gateway.refund.bind(gateway);
    gateway.refund = async () => {
      throw new Error('gateway down');
    };
    try {
      const r = await asAdmin('POST', `/api/admin/cancelOrder/${placed.id}`);
      expect(r).toMatchObject({ status: 503, body: { message: expect.stringContaining('not cancelled') } });
    } finally {
      gateway.refund = refund;
    }
    expect((await api.db.query('SELECT order_status, refunded_at FROM orders WHERE id = $1', [placed.id])).rows[0]).toEqual({ order_status: 'Processing', refunded_at: null });
    expect((await api.db.query('SELECT stock_level FROM product_variants WHERE id = $1', [placed.product.variantIds[0]])).rows[0]).toEqual({ stock_level: 8 });
    expect(await auditOf(placed.id)).toEqual([]);
  });
});

describe('the count of an unsearched list', () => {
  it('follows every order placed, shipped, cancelled and deleted, for every filter', async () => {
    const counted = async (status: string, payment = 'All', shipping = 'All') => (await asAdmin('GET', `/api/admin/getOrders/1/newest/-/${status}/${payment}/${shipping}`)).body.count;
    const real = async (where: string) => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE NOT is_deleted AND ${where}`)).rows[0]!.n;
    const before = { all: await counted('All'), cancelled: await counted('Cancelled') };
    const placed = await placeOrder();
    const shipped = await createOrder(api.db, { userId: null });
    expect(await counted('All')).toBe(before.all + 2);
    expect((await asAdmin('POST', `/api/admin/updateDeliveryDate/${shipped.id}`, { trackingNumber: 'C1' })).status).toBe(200);
    expect((await asAdmin('POST', `/api/admin/cancelOrder/${placed.id}`)).status).toBe(200);
    expect(await counted('Cancelled')).toBe(before.cancelled + 1);
    expect((await asAdmin('POST', `/api/admin/deleteOrder/${placed.id}`)).status).toBe(200);
    expect(await counted('Cancelled')).toBe(before.cancelled);
    for (const [status, payment, shipping, where] of [
      ['All', 'All', 'All', 'true'],
      ['Processing', 'All', 'All', "order_status = 'Processing'"],
      ['Confirmed', 'Stripe', 'All', "order_status = 'Confirmed' AND payment_type = 'stripe'"],
      ['All', 'Paypal', 'expressShipping', "payment_type = 'paypal' AND shipping_type = 'expressShipping'"],
      ['Cancelled', 'All', 'standardShipping', "order_status = 'Cancelled' AND shipping_type = 'standardShipping'"],
    ] as const) {
      expect(await counted(status, payment, shipping), `${status}/${payment}/${shipping}`).toBe(await real(where));
    }
  });
});
