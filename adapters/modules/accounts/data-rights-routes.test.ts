// The customer's data rights over HTTP against Postgres: the export holds only the caller's data;
// deleting the account needs the password, ends every session at once, keeps the orders' tax
// figures without the personal fields, and frees the e-mail for a new registration.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createUser } from '../../../test-support/factories/accounts.js';
import { createProduct, createReview } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A signed-in customer with an address, an order, a review, a cart and a newsletter subscription. */
async function customerWithData(tag: string) {
  const u = await createUser(api.db, { firstName: `First${tag}` });
  const login = await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
  const token = login.body.token as string;
  const added = await api.call('POST', '/api/users/newAddress', { token, body: { streetAdress: `${tag} Collins St`, city: 'Melbourne', zipCode: '3000', region: 'VIC', country: 'Australia' } });
  expect(added.status).toBe(200);
  await api.db.query(`UPDATE users SET phone_number = $2 WHERE id = $1`, [u.id, `0400 ${tag}`]);
  const order = await createOrder(api.db, { userId: u.id, orderid: `ss-${tag}-${u.id.slice(0, 6)}` });
  await api.db.query(`UPDATE orders SET email = $2, phone_number = '0400 111 222', message = 'ring twice', access_token = 'secret' WHERE id = $1`, [order.id, u.email]);
  const product = await createProduct(api.db);
  const reviewId = await createReview(api.db, product.id, { userId: u.id, review: `Review by ${tag}` });
  await api.db.query(`INSERT INTO carts (owner_id, items) VALUES ($1, '[]')`, [u.id]);
  await api.db.query(`INSERT INTO newsletter_subscribers (id, email) VALUES ($1, $2)`, [randomUUID(), u.email]);
  return { ...u, token: (added.body.token as string) ?? token, order, reviewId, productId: product.id };
}

describe('data export', () => {
  it("answers the caller's profile, addresses, orders with lines and reviews as a JSON attachment, and nothing of another customer", async () => {
    const a = await customerWithData('A');
    const b = await customerWithData('B');
    const r = await api.call('GET', '/api/users/data-export', { token: a.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.body).toMatchObject({
      profile: { email: a.email, firstName: 'FirstA', phoneNumber: '0400 A' },
      addresses: [{ streetAdress: 'A Collins St', city: 'Melbourne', isDefault: true }],
      orders: [{ orderid: a.order.orderid, email: a.email, totalCents: 5995, gstCents: 541, lines: [{ productName: 'Trail Tee', productSize: 'M', quantity: 1, unitPriceCents: 4995 }] }],
      reviews: [{ review: 'Review by A', rating: 5, published: true }],
    });
    expect(r.body.orders).toHaveLength(1);
    expect(r.body.reviews).toHaveLength(1);
    const text = JSON.stringify(r.body);
    for (const theirs of [b.email, 'B Collins St', b.order.orderid, 'Review by B', '0400 B']) expect(text).not.toContain(theirs);
  });

  it('is refused without a session', async () => {
    expect((await api.call('GET', '/api/users/data-export')).status).toBe(401);
  });
});

describe('delete account', () => {
  const rowsOf = async (a: { id: string; email: string; order: { id: string } }) => ({
    users: (await api.db.query('SELECT id FROM users WHERE id = $1', [a.id])).rowCount,
    sessions: (await api.db.query('SELECT id FROM sessions WHERE user_id = $1', [a.id])).rowCount,
    addresses: (await api.db.query('SELECT id FROM addresses WHERE user_id = $1', [a.id])).rowCount,
    reviews: (await api.db.query('SELECT id FROM reviews WHERE user_id = $1', [a.id])).rowCount,
    carts: (await api.db.query('SELECT owner_id FROM carts WHERE owner_id = $1', [a.id])).rowCount,
    newsletter: (await api.db.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [a.email])).rowCount,
    order: (await api.db.query('SELECT * FROM orders WHERE id = $1', [a.order.id])).rows[0] as Record<string, unknown>,
  });

  it('refuses a wrong password with 400 on the password field and changes nothing', async () => {
    const a = await customerWithData('W');
    const before = await rowsOf(a);
    const r = await api.call('POST', '/api/users/delete-account', { token: a.token, body: { password: 'not my password' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ password: 'The password is not correct.' });
    expect(await rowsOf(a)).toEqual(before);
    expect((await api.call('GET', '/api/users/data-export', { token: a.token })).status).toBe(200);
  });

  it('erases the account, keeps the order for tax without personal fields, ends the session at once and frees the e-mail', async () => {
    const a = await customerWithData('D');
    const b = await customerWithData('E');
    const bBefore = await rowsOf(b);
    const before = (await rowsOf(a)).order;
    const r = await api.call('POST', '/api/users/delete-account', { token: a.token, body: { password: a.password } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true });

    const after = await rowsOf(a);
    expect({ ...after, order: undefined }).toEqual({ users: 0, sessions: 0, addresses: 0, reviews: 0, carts: 0, newsletter: 0, order: undefined });
    expect(after.order).toMatchObject({
      user_id: null,
      first_name: 'Deleted',
      last_name: 'customer',
      email: '',
      phone_number: '',
      address: '',
      city: '',
      region: '',
      postcode: '',
      message: '',
      access_token: null,
    });
    for (const kept of ['orderid', 'created_at', 'country', 'subtotal_cents', 'shipping_fee_cents', 'discount_cents', 'total_cents', 'gst_cents', 'payment_type', 'payment_id', 'order_status']) {
      expect(after.order[kept]).toEqual(before[kept]);
    }
    const lines = await api.db.query('SELECT product_name, quantity, unit_price_cents FROM order_lines WHERE order_id = $1', [a.order.id]);
    expect(lines.rows).toEqual([{ product_name: 'Trail Tee', quantity: 1, unit_price_cents: 4995 }]);
    expect((await api.db.query('SELECT id FROM reviews WHERE id = $1', [a.reviewId])).rowCount).toBe(0);
    expect((await api.db.query(`SELECT topic, payload->>'type' AS type FROM outbox WHERE payload->'data'->>'userId' = $1`, [a.id])).rows).toContainEqual({
      topic: 'event:users',
      type: 'user.deleted',
    });

    expect((await api.call('GET', '/api/users/data-export', { token: a.token })).status).toBe(401);
    expect((await api.call('POST', '/api/users/delete-account', { token: a.token, body: { password: a.password } })).status).toBe(401);
    expect(await rowsOf(b)).toEqual(bBefore);

    const again = await api.call('POST', '/api/users/register', {
      body: { firstName: 'New', lastName: 'Start', email: a.email, password: 'a fresh long passphrase', password2: 'a fresh long passphrase' },
    });
    expect(again.status).toBe(200);
  });

  it('refuses an administrator account with 403', async () => {
    const admin = await createUser(api.db, { isAdmin: true });
    const login = await api.call('POST', '/api/users/login', { body: { email: admin.email, password: admin.password } });
    const r = await api.call('POST', '/api/users/delete-account', { token: login.body.token as string, body: { password: admin.password } });
    expect(r.status).toBe(403);
    expect((await api.db.query('SELECT id FROM users WHERE id = $1', [admin.id])).rowCount).toBe(1);
  });
});
