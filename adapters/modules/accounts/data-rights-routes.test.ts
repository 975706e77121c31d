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

describe('the rest of what the shop holds under the account’s e-mail (ADR 085)', () => {
  /** A guest row, a guest order, feedback, a stockist enquiry, a finished checkout attempt and an administrator's audit entry, all under `email`. */
  async function guestSide(email: string, userId: string | null, tag: string) {
    const guestId = randomUUID();
    await api.db.query(`INSERT INTO users (id, first_name, last_name, email, registered_user, is_active) VALUES ($1, 'Guest', $2, $3, false, false)`, [guestId, tag, email]);
    const order = await createOrder(api.db, { userId: null, orderid: `SSG${tag}${guestId.slice(0, 6)}`.toUpperCase() });
    const checkoutKey = `key-${tag}-${guestId}`;
    await api.db.query(`UPDATE orders SET email = $2, checkout_key = $3 WHERE id = $1`, [order.id, email, checkoutKey]);
    const request = {
      firstName: 'Guest',
      lastName: tag,
      email,
      address: `${tag} Guest Lane`,
      city: 'Geelong',
      region: 'VIC',
      postcode: '3220',
      country: 'Australia',
      phoneNumber: `0411 ${tag}`,
      message: '',
      userId: null,
      guestId,
    };
    await api.db.query(`INSERT INTO checkout_attempts (checkout_key, payment_type, request, amount_cents, status) VALUES ($1, 'stripe', $2, 5995, 'fulfilled')`, [checkoutKey, request]);
    const pendingKey = `pending-${tag}-${guestId}`;
    await api.db.query(`INSERT INTO checkout_attempts (checkout_key, payment_type, request, amount_cents, status) VALUES ($1, 'stripe', $2, 5995, 'pending')`, [pendingKey, request]);
    await api.db.query(`INSERT INTO feedback (id, email, feedback, stars) VALUES ($1, $2, $3, 4)`, [randomUUID(), email, `Feedback by ${tag}`]);
    await api.db.query(`INSERT INTO stockist_inquiries (id, full_name, email, phone_number, message) VALUES ($1, $2, $3, '0422 000 000', 'We would love to stock you')`, [
      randomUUID(),
      `Stockist ${tag}`,
      email,
    ]);
    if (userId) {
      await api.db.query(
        `INSERT INTO audit_log (at, actor_id, actor_email, action, entity_type, entity_id, before, after) VALUES (now(), $1, 'boss@example.com', 'user.updated', 'user', $2, $3, $4)`,
        [randomUUID(), userId, { email, firstName: 'Old' }, { email, firstName: 'New' }],
      );
    }
    return { guestId, order, checkoutKey, pendingKey };
  }

  it('exports the guest orders, feedback and stockist enquiries of the e-mail, and erases them with the account', async () => {
    const a = await customerWithData('G');
    const mine = await guestSide(a.email.toUpperCase(), a.id, 'G');
    const other = await guestSide(`someone.else.${randomUUID().slice(0, 6)}@example.com`, null, 'H');

    const exported = await api.call('GET', '/api/users/data-export', { token: a.token });
    expect(exported.status).toBe(200);
    expect((exported.body.orders as { orderid: string }[]).map((o) => o.orderid).sort()).toEqual([a.order.orderid, mine.order.orderid].sort());
    expect(exported.body.feedback).toEqual([{ stars: 4, feedback: 'Feedback by G', createdAt: expect.any(String) }]);
    expect(exported.body.stockistInquiries).toMatchObject([{ fullName: 'Stockist G', message: 'We would love to stock you' }]);
    const text = JSON.stringify(exported.body);
    for (const theirs of ['Feedback by H', 'Stockist H', other.order.orderid]) expect(text).not.toContain(theirs);

    const otherBefore = {
      order: (await api.db.query('SELECT * FROM orders WHERE id = $1', [other.order.id])).rows,
      attempts: (await api.db.query('SELECT request FROM checkout_attempts WHERE checkout_key = ANY($1)', [[other.checkoutKey, other.pendingKey]])).rows,
      guest: (await api.db.query('SELECT id FROM users WHERE id = $1', [other.guestId])).rowCount,
    };
    expect((await api.call('POST', '/api/users/delete-account', { token: a.token, body: { password: a.password } })).status).toBe(200);

    const guestOrder = (await api.db.query('SELECT user_id, first_name, email, address, total_cents FROM orders WHERE id = $1', [mine.order.id])).rows[0];
    expect(guestOrder).toEqual({ user_id: null, first_name: 'Deleted', email: '', address: '', total_cents: 5995 });
    expect((await api.db.query('SELECT id FROM users WHERE id = $1', [mine.guestId])).rowCount).toBe(0);
    expect((await api.db.query('SELECT id FROM feedback WHERE lower(email) = lower($1)', [a.email])).rowCount).toBe(0);
    expect((await api.db.query('SELECT id FROM stockist_inquiries WHERE lower(email) = lower($1)', [a.email])).rowCount).toBe(0);
    const finished = (await api.db.query<{ request: Record<string, unknown> }>('SELECT request FROM checkout_attempts WHERE checkout_key = $1', [mine.checkoutKey])).rows[0]!.request;
    expect(finished).toMatchObject({ firstName: 'Deleted', lastName: 'customer', email: '', address: '', city: '', postcode: '', phoneNumber: '', guestId: null, country: 'Australia' });
    // An attempt still under way keeps the details the order it becomes will need.
    const pending = (await api.db.query<{ request: Record<string, unknown> }>('SELECT request FROM checkout_attempts WHERE checkout_key = $1', [mine.pendingKey])).rows[0]!.request;
    expect(pending).toMatchObject({ address: 'G Guest Lane' });
    // The administrator's change stays in the audit log, without the person's snapshot.
    const audit = await api.db.query('SELECT action, actor_email, before, after FROM audit_log WHERE entity_id = $1', [a.id]);
    expect(audit.rows).toEqual([{ action: 'user.updated', actor_email: 'boss@example.com', before: { erased: true }, after: { erased: true } }]);

    // Another person's guest side is untouched.
    expect((await api.db.query('SELECT * FROM orders WHERE id = $1', [other.order.id])).rows).toEqual(otherBefore.order);
    expect((await api.db.query('SELECT request FROM checkout_attempts WHERE checkout_key = ANY($1)', [[other.checkoutKey, other.pendingKey]])).rows).toEqual(otherBefore.attempts);
    expect((await api.db.query('SELECT id FROM users WHERE id = $1', [other.guestId])).rowCount).toBe(otherBefore.guest);
    expect((await api.db.query('SELECT id FROM feedback WHERE feedback = $1', ['Feedback by H'])).rowCount).toBe(1);
  });
});
