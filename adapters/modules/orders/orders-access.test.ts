// Who may see an order and whose cart a checkout may touch: an order the caller may not see answers
// like one that does not exist, and an anonymous order cannot name a registered user's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
let ip = 0;
// Each call comes from its own address (TRUST_PROXY=1), so the rate limits stay out of these tests.
const call = (method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
  api.call(method, path, { ...opts, headers: { ...opts.headers, 'x-forwarded-for': `10.1.${Math.floor(++ip / 250)}.${ip % 250}` } });
const signIn = async (email: string, password: string) => (await call('POST', '/api/users/login', { body: { email, password } })).body.token as string;

/** A signed-in customer's order of one unit, which they can read: its number and their token. */
async function placeOwnOrder(): Promise<{ orderid: string; ownerToken: string }> {
  const p = await createProduct(api.db);
  const owner = await createUser(api.db);
  const ownerToken = await signIn(owner.email, owner.password);
  const placed = await call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api) }), token: ownerToken });
  expect(placed.status).toBe(200);
  const orderid = placed.body.orderid as string;
  expect((await call('GET', `/api/orders/getOrder/${orderid}`, { token: ownerToken })).status).toBe(200);
  return { orderid, ownerToken };
}

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/orders/getOrder/{orderid} for someone else', () => {
  it('answers 404 with the same body as for an order that does not exist', async () => {
    const { orderid } = await placeOwnOrder();

    const stranger = await createUser(api.db);
    const strangerToken = await signIn(stranger.email, stranger.password);
    const theirs = await call('GET', `/api/orders/getOrder/${orderid}`, { token: strangerToken });
    const none = await call('GET', '/api/orders/getOrder/ZZZZZZZZ', { token: strangerToken });
    expect(none.status).toBe(404);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
  });
});

describe('GET /api/orders/getOrder/{orderid} of a deleted order', () => {
  it('answers 404 to its owner with the same body as for an order that does not exist', async () => {
    const { orderid, ownerToken } = await placeOwnOrder();
    await api.db.query('UPDATE orders SET is_deleted = true WHERE orderid = $1', [orderid]);
    const deleted = await call('GET', `/api/orders/getOrder/${orderid}`, { token: ownerToken });
    const none = await call('GET', '/api/orders/getOrder/ZZZZZZZZ', { token: ownerToken });
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual(none.body);
  });
});

describe('the userid an order names', () => {
  it('refuses an anonymous order naming a registered user’s id and leaves their server cart alone', async () => {
    const p = await createProduct(api.db);
    const member = await createUser(api.db);
    const cart = [{ productId: p.id, variantId: p.variantIds[0], quantity: 2 }];
    await api.db.query('INSERT INTO carts (owner_id, items) VALUES ($1, $2)', [member.id, JSON.stringify(cart)]);
    const r = await call('POST', '/api/orders/receiveStripePayment', {
      body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), userid: member.id, email: 'eve@example.com' }),
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'This cart belongs to another account.' });
    const stored = await api.db.query('SELECT items FROM carts WHERE owner_id = $1', [member.id]);
    expect(stored.rows[0].items).toEqual(cart);
    const orders = await api.db.query('SELECT count(*)::int AS n FROM orders WHERE email = $1', ['eve@example.com']);
    expect(orders.rows[0].n).toBe(0);
  });

  it('accepts the id of a guest record and empties that guest’s cart with the order', async () => {
    const p = await createProduct(api.db);
    const guest = await createUser(api.db, { registeredUser: false });
    await api.db.query('INSERT INTO carts (owner_id, items) VALUES ($1, $2)', [guest.id, JSON.stringify([{ productId: p.id, variantId: p.variantIds[0], quantity: 1 }])]);
    const r = await call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), userid: guest.id }) });
    expect(r.status).toBe(200);
    const stored = await api.db.query('SELECT items FROM carts WHERE owner_id = $1', [guest.id]);
    expect(stored.rows[0].items).toEqual([]);
  });
});
