// The back office's user calls over HTTP against a real database, served as the restricted role:
// answers checked against their declared schemas, filters and search, bad and unknown fields, the
// rules about administrators, sessions ending when access goes, orders kept when a user is deleted,
// the access rules, and the audit entry and event each change writes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createOrder, createUser } from '../../../test-support/factories/accounts.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { adminUserAnswer, adminUsersAnswer, successAnswer } from '../../http/contract/users.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, { email: `boss-${randomUUID().slice(0, 8)}@example.com` });
});
afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const update = (id: string, body: unknown) => asAdmin('POST', `/api/admin/updateSingleUser/${id}`, body);
const auditOf = async (id: string) => (await api.db.query('SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', ['user', id])).rows;
const eventsOf = async (id: string) => (await api.db.query("SELECT payload FROM outbox WHERE topic = 'event:users' AND payload->'data'->>'userId' = $1 ORDER BY id", [id])).rows.map((r) => r.payload);
const adminCall = (token: string) => api.call('GET', '/api/admin/getUsers/1/newest/-', { token });
const customerCall = (s: SignedIn) => api.call('GET', `/api/orders/getProfileOrders/${s.id}`, { token: s.token });

describe('GET /api/admin/getUsers/{page}/{filter}/{query}', () => {
  it('filters and searches by name or e-mail ignoring case, with rows in the settled form', async () => {
    const tag = randomUUID().slice(0, 6);
    const reg = await createUser(api.db, { firstName: `Mira${tag}`, email: `mira.${tag}@example.com` });
    const guest = await createUser(api.db, { firstName: `Mira${tag}`, registeredUser: false, email: `guest.${tag}@example.com` });
    const sleepy = await createUser(api.db, { lastName: `Dormant${tag}`, isActive: false });
    await api.db.query('UPDATE users SET send_offers = true, date_created = $2 WHERE id = $1', [reg.id, new Date('2026-01-01T00:00:00Z')]);
    await createOrder(api.db, { userId: reg.id });
    const ids = async (path: string) => {
      const r = await asAdmin('GET', `/api/admin/getUsers/${path}`);
      expect(r.status, path).toBe(200);
      expect(adminUsersAnswer.parse(r.body)).toBeTruthy();
      return r.body.users.map((u: { _id: string }) => u._id);
    };
    expect(await ids(`1/newest/MIRA${tag}`)).toEqual([guest.id, reg.id]);
    expect(await ids(`1/oldest/mira${tag}`)).toEqual([reg.id, guest.id]);
    expect(await ids(`1/-/MIRA.${tag}@EXAMPLE`)).toEqual([reg.id]);
    expect(await ids(`1/registered/mira${tag}`)).toEqual([reg.id]);
    expect(await ids(`1/guests/mira${tag}`)).toEqual([guest.id]);
    expect(await ids(`1/subscribed/mira${tag}`)).toEqual([reg.id]);
    expect(await ids(`1/inactive/dormant${tag}`)).toEqual([sleepy.id]);
    expect(await ids(`1/admins/mira${tag}`)).toEqual([]);
    expect(await ids(`1/admins/${admin.email}`)).toEqual([admin.id]);
    const row = (await asAdmin('GET', `/api/admin/getUsers/1/registered/mira.${tag}`)).body;
    expect(row).toEqual({
      users: [
        {
          _id: reg.id,
          firstName: `Mira${tag}`,
          lastName: 'Lovelace',
          email: `mira.${tag}@example.com`,
          dateCreated: '2026-01-01T00:00:00.000Z',
          lastLogin: null,
          isAdmin: false,
          isActive: true,
          registeredUser: true,
          sendOffers: true,
          orderCount: 1,
        },
      ],
      count: 1,
      countCapped: false,
    });
    expect(await asAdmin('GET', '/api/admin/getUsers/0/everyone/-')).toMatchObject({ status: 400, body: { page: expect.any(String), filter: expect.any(String) } });
    await expectAdminOnly(api, { method: 'GET', path: '/api/admin/getUsers/1/newest/-' });
  });

  it('counts a search exactly up to 1,000 matches, then answers 1,000 with countCapped (and counts on past the page asked for)', async () => {
    const tag = randomUUID().slice(0, 8);
    await api.db.query(
      `INSERT INTO users (id, first_name, last_name, email, registered_user, is_active)
       SELECT gen_random_uuid(), 'Cap', 'Many' || $1, 'cap' || g || '.' || $1 || '@example.com', true, true FROM generate_series(1, 1001) g`,
      [tag],
    );
    const list = async (page: number) => {
      const r = await asAdmin('GET', `/api/admin/getUsers/${page}/newest/many${tag}`);
      expect(r.status).toBe(200);
      expect(adminUsersAnswer.parse(r.body)).toBeTruthy();
      return { rows: r.body.users.length, count: r.body.count, countCapped: r.body.countCapped };
    };
    expect(await list(1)).toEqual({ rows: 20, count: 1000, countCapped: true });
    expect(await list(51)).toEqual({ rows: 1, count: 1001, countCapped: false });
    await api.db.query('DELETE FROM users WHERE id = (SELECT id FROM users WHERE last_name = $1 LIMIT 1)', [`Many${tag}`]);
    expect(await list(1)).toEqual({ rows: 20, count: 1000, countCapped: false });
    await api.db.query('DELETE FROM users WHERE id IN (SELECT id FROM users WHERE last_name = $1 LIMIT 999)', [`Many${tag}`]);
    expect(await list(1)).toEqual({ rows: 1, count: 1, countCapped: false });
  });
});

describe('GET /api/admin/getSingleUser/{id}', () => {
  it('answers the user with addresses, orders newest first and the badge, never a password hash', async () => {
    const u = await createUser(api.db);
    const older = await createOrder(api.db, { userId: u.id, createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createOrder(api.db, { userId: u.id, createdAt: new Date('2026-02-01T00:00:00Z') });
    await api.db.query(
      "INSERT INTO addresses (id, user_id, street_adress, city, region, zip_code, country, is_default) VALUES ($1, $2, '1 Collins St', 'Melbourne', 'VIC', '3000', 'Australia', true)",
      [randomUUID(), u.id],
    );
    const r = await asAdmin('GET', `/api/admin/getSingleUser/${u.id}`);
    expect(r.status).toBe(200);
    expect(adminUserAnswer.parse(r.body)).toBeTruthy();
    expect(r.body).toMatchObject({ _id: u.id, email: u.email, orderCount: 2, customerType: 'Returning Customer' });
    expect(r.body.orders.map((o: { _id: string }) => o._id)).toEqual([newer.id, older.id]);
    expect(r.body.adress).toEqual([{ _id: expect.any(String), addressType: 'default', streetAdress: '1 Collins St', suburb: 'Melbourne', region: 'VIC', zipCode: '3000' }]);
    expect(JSON.stringify(r.body)).not.toMatch(/password|hash|token/i);
    expect(await asAdmin('GET', `/api/admin/getSingleUser/${randomUUID()}`)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await asAdmin('GET', '/api/admin/getSingleUser/x')).toMatchObject({ status: 400, body: { id: expect.any(String) } });
    await expectAdminOnly(api, { method: 'GET', path: `/api/admin/getSingleUser/${u.id}` });
  });
});

describe('POST /api/admin/updateSingleUser/{id}', () => {
  it('changes only the fields sent, audits exactly the changed ones and announces user.changed; a change of nothing records nothing', async () => {
    const u = await createUser(api.db, { firstName: 'Ada' });
    const r = await update(u.id, { firstName: ' Grace ', sendOffers: true, lastName: 'Lovelace' });
    expect(r.status).toBe(200);
    expect(adminUserAnswer.parse(r.body)).toBeTruthy();
    expect(r.body).toMatchObject({ firstName: 'Grace', lastName: 'Lovelace', sendOffers: true, isAdmin: false });
    expect(await auditOf(u.id)).toEqual([{ actor_id: admin.id, action: 'user.updated', before: { firstName: 'Ada', sendOffers: false }, after: { firstName: 'Grace', sendOffers: true } }]);
    expect(await eventsOf(u.id)).toEqual([{ type: 'user.changed', data: { userId: u.id } }]);
    expect((await update(u.id, { firstName: 'Grace' })).status).toBe(200);
    expect(await auditOf(u.id)).toHaveLength(1);
    expect(await eventsOf(u.id)).toHaveLength(1);
  });

  it('replaces the address list: edits, adds and removes, one primary at most', async () => {
    const u = await createUser(api.db);
    const first = await update(u.id, { adress: [{ addressType: 'default', streetAdress: '1 Collins St', suburb: 'Melbourne', region: 'VIC', zipCode: '3000' }] });
    expect(first.status).toBe(200);
    const id = first.body.adress[0]._id;
    const second = await update(u.id, {
      adress: [
        { _id: id, addressType: 'default', streetAdress: '2 Collins St', suburb: 'Melbourne', region: 'VIC', zipCode: '3000' },
        { addressType: 'other', streetAdress: '9 Beach Rd', suburb: 'Torquay', region: 'VIC', zipCode: '3228' },
      ],
    });
    expect(second.body.adress.map((a: { streetAdress: string; addressType: string }) => [a.streetAdress, a.addressType])).toEqual([
      ['2 Collins St', 'default'],
      ['9 Beach Rd', 'other'],
    ]);
    expect(second.body.adress[0]._id).toBe(id);
    const twoPrimaries = await update(u.id, {
      adress: [
        { addressType: 'default', streetAdress: 'a', suburb: 'b', region: '', zipCode: '1' },
        { addressType: 'default', streetAdress: 'c', suburb: 'd', region: '', zipCode: '2' },
      ],
    });
    expect(twoPrimaries).toMatchObject({ status: 400, body: { adress: expect.any(String) } });
    const notTheirs = await update(u.id, { adress: [{ _id: randomUUID(), addressType: 'other', streetAdress: 'a', suburb: 'b', region: '', zipCode: '1' }] });
    expect(notTheirs).toMatchObject({ status: 400, body: { adress: expect.any(String) } });
    expect((await update(u.id, { adress: [] })).body.adress).toEqual([]);
  });

  it('answers 400 for unknown or bad fields, 409 {email} for a taken e-mail, 404 for an unknown user', async () => {
    const u = await createUser(api.db);
    const other = await createUser(api.db);
    const bad = await update(u.id, { password: 'x', isAdmin: 'yes', email: 'nope', firstName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ password: 'This field cannot be changed here.', isAdmin: 'isAdmin must be true or false.', email: 'Please enter a valid e-mail address.', firstName: 'Required field' });
    expect(await update(u.id, { email: other.email.toUpperCase() })).toMatchObject({ status: 409, body: { email: 'Another account already uses this e-mail.' } });
    expect(await update(randomUUID(), { sendOffers: true })).toMatchObject({ status: 404 });
    expect(await auditOf(u.id)).toEqual([]);
    await expectAdminOnly(api, { method: 'POST', path: `/api/admin/updateSingleUser/${u.id}`, body: { sendOffers: true } });
  });

  it('refuses an administrator removing their own rights or deactivating themselves (409)', async () => {
    expect(await update(admin.id, { isAdmin: false })).toMatchObject({ status: 409, body: { isAdmin: 'You cannot remove your own administrator rights.' } });
    expect(await update(admin.id, { isActive: false })).toMatchObject({ status: 409, body: { isActive: 'You cannot deactivate your own account.' } });
    expect((await adminCall(admin.token)).status).toBe(200);
  });

  it('makes a user admin at once, and removing it ends their sessions: their next admin call and customer call are refused', async () => {
    const user = await signIn(api, { isAdmin: false });
    expect((await adminCall(user.token)).status).toBe(403);
    expect((await update(user.id, { isAdmin: true })).body).toMatchObject({ isAdmin: true });
    expect((await adminCall(user.token)).status).toBe(200);
    expect((await update(user.id, { isAdmin: false })).body).toMatchObject({ isAdmin: false });
    expect((await adminCall(user.token)).status).toBe(401);
    expect((await customerCall(user)).status).toBe(401);
    expect((await auditOf(user.id)).map((e) => e.after)).toEqual([{ isAdmin: true }, { isAdmin: false }]);
  });

  it('ends the sessions of a user deactivated; activating a registered account lets them sign in again', async () => {
    const user = await signIn(api, { isAdmin: false });
    expect((await customerCall(user)).status).toBe(200);
    expect((await update(user.id, { isActive: false })).body).toMatchObject({ isActive: false });
    expect((await customerCall(user)).status).toBe(401);
    expect((await update(user.id, { isActive: true })).body).toMatchObject({ isActive: true });
    expect((await customerCall(user)).status).toBe(401);
  });
});

describe('GET and DELETE /api/admin/deleteSingleUser/{id}', () => {
  it('deletes the user, ends their sessions at once and keeps their orders with the buyer’s name and address', async () => {
    const user = await signIn(api, { isAdmin: false });
    const order = await createOrder(api.db, { userId: user.id });
    const r = await asAdmin('GET', `/api/admin/deleteSingleUser/${user.id}`);
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    expect(successAnswer.parse(r.body)).toBeTruthy();
    expect((await customerCall(user)).status).toBe(401);
    expect((await api.db.query('SELECT user_id, first_name, address FROM orders WHERE id = $1', [order.id])).rows).toEqual([{ user_id: null, first_name: 'Ada', address: '1 Collins St' }]);
    const kept = await asAdmin('GET', `/api/admin/getSelectedOrder/${order.id}`);
    expect(kept.body).toMatchObject({ firstName: 'Ada', user: null, customerType: 'Not Enough Data' });
    expect((await auditOf(user.id)).map((e) => [e.action, e.after])).toEqual([['user.deleted', null]]);
    expect(await eventsOf(user.id)).toEqual([{ type: 'user.changed', data: { userId: user.id } }]);
    expect((await asAdmin('GET', `/api/admin/getSingleUser/${user.id}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/deleteSingleUser/${user.id}`)).status).toBe(404);
  });

  it('takes DELETE too, refuses deleting oneself (409), and is for administrators only', async () => {
    const u = await createUser(api.db);
    expect(await asAdmin('DELETE', `/api/admin/deleteSingleUser/${u.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(await asAdmin('GET', `/api/admin/deleteSingleUser/${admin.id}`)).toMatchObject({ status: 409, body: { message: 'You cannot delete your own account.' } });
    await expectAdminOnly(api, { method: 'GET', path: `/api/admin/deleteSingleUser/${randomUUID()}` });
    await expectAdminOnly(api, { method: 'DELETE', path: `/api/admin/deleteSingleUser/${randomUUID()}` });
  });
});

describe('the last administrator', () => {
  it('cannot be taken away, even when two administrators demote each other at once', async () => {
    const a = await signIn(api);
    const b = await signIn(api);
    await api.db.query('UPDATE users SET is_admin = false WHERE is_admin AND id <> ALL($1)', [[a.id, b.id]]);
    const [ab, ba] = await Promise.all([
      api.call('POST', `/api/admin/updateSingleUser/${b.id}`, { token: a.token, body: { isAdmin: false } }),
      api.call('POST', `/api/admin/updateSingleUser/${a.id}`, { token: b.token, body: { isAdmin: false } }),
    ]);
    expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
    const left = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin AND is_active');
    expect(left.rows[0]!.n).toBe(1);
    const survivor = ab.status === 200 ? a : b;
    const c = await createUser(api.db, { isAdmin: true, isActive: false });
    await api.db.query('UPDATE users SET is_admin = true, is_active = false WHERE id = $1', [c.id]);
    const lastOne = await api.call('POST', `/api/admin/updateSingleUser/${survivor.id}`, { token: survivor.token, body: { isAdmin: false } });
    expect(lastOne.status).toBe(409);
  });
});
