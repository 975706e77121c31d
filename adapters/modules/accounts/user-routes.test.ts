// The account calls over HTTP against a real database: registration, verification, sign-in,
// logout, password reset and the token rules.
import type { TokenPayload } from '../../http/contract/accounts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailedLinks } from '../../../test-support/factories/accounts.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { ACCOUNTS } from '../../platform/tokens.js';

let api: TestApi;
let ip = 0;
// Each call comes from its own address (TRUST_PROXY=1), so the rate limits stay out of these tests.
const call = (method: string, path: string, opts: { body?: unknown; token?: string } = {}) =>
  api.call(method, path, { ...opts, headers: { 'x-forwarded-for': `10.0.${Math.floor(++ip / 250)}.${ip % 250}` } });
const login = (email: string, password: string) => call('POST', '/api/users/login', { body: { email, password } });

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const payloadOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as TokenPayload;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://shop.example' } });
});
afterAll(async () => {
  await api?.close();
});

const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/argon2|password_?hash|passwordHash|verification|code_?hash/i);
};

describe('registration and verification', () => {
  it('registers an unverified account with an argon2id hash, ignores isAdmin, and mails a verification link', async () => {
    const r = await call('POST', '/api/users/register', {
      body: { registeredUser: true, isAdmin: true, isActive: true, firstName: ' Grace ', lastName: 'Hopper', email: 'Grace@Example.com', password: 'navy cobol 1906', password2: 'navy cobol 1906' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, user: { _id: expect.any(String), firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' } });
    noSecrets(r.body);
    const { rows } = await api.db.query('SELECT password_hash, is_admin, is_active, verification_code_hash FROM users WHERE id = $1', [r.body.user._id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].is_admin).toBe(false);
    expect(rows[0].is_active).toBe(false);
    const links = await mailedLinks(api.db, 'grace@example.com');
    expect(links).toHaveLength(1);
    const code = links[0]!.replace('https://shop.example/verifyaccount/', '');
    expect(code.length).toBeGreaterThanOrEqual(16);
    expect(rows[0].verification_code_hash).not.toContain(code);

    const before = await login('grace@example.com', 'navy cobol 1906');
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ email: expect.stringMatching(/verify/i), unverified: true });

    const verified = await call('POST', `/api/users/verifyaccount/${code}`);
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    expect((await call('POST', `/api/users/verifyaccount/${code}`)).status).toBe(404);

    const after = await login('GRACE@example.com ', 'navy cobol 1906');
    expect(after.status).toBe(200);
    const p = payloadOf(after.body.token);
    expect(Object.keys(p).sort()).toEqual(['exp', 'iat', 'sid', 'sub', 'userDetails']);
    expect(p.userDetails).toEqual({ _id: r.body.user._id, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phoneNumber: null, isAdmin: false, adress: [] });
    expect(p.exp - p.iat).toBe(168 * 3600);
  });

  it('answers field messages for bad input and for an e-mail already registered', async () => {
    const bad = await call('POST', '/api/users/register', { body: { firstName: '', lastName: 'X', email: 'nope', password: 'short', password2: 'other' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ firstName: 'Required field', email: expect.any(String), password: expect.any(String), password2: 'Passwords must match.' });
    const existing = await createUser(api.db);
    const taken = await call('POST', '/api/users/register', {
      body: { firstName: 'A', lastName: 'B', email: existing.email.toUpperCase(), password: 'a long passphrase', password2: 'a long passphrase' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.email).toMatch(/already exists/);
  });

  it('refuses passwords from the common list, dressed up or not, and ones made from the e-mail or the shop’s name', async () => {
    const register = (email: string, password: string) => call('POST', '/api/users/register', { body: { firstName: 'Wendy', lastName: 'Wattle', email, password, password2: password } });
    for (const password of ['Password123!', 'Summer2024!', 'P@ssw0rd2026', 'iloveyou']) {
      const r = await register('wendy@example.com', password);
      expect(r.status, password).toBe(400);
      expect(r.body.password).toMatch(/too common/);
    }
    for (const password of ['WendyWattle77', 'wendy.wattle!2026', 'SoulSearching2026!']) {
      const r = await register('wendy.wattle@example.com', password);
      expect(r.status, password).toBe(400);
      expect(r.body.password).toMatch(/e-mail address, your name or the name of the shop/);
    }
    const { rows } = await api.db.query("SELECT count(*)::int AS n FROM users WHERE email LIKE 'wendy%'");
    expect(rows[0].n).toBe(0);
  });

  it('two registrations of one new e-mail at the same moment: one account, the other gets the field message', async () => {
    const body = { firstName: 'Twin', lastName: 'Race', email: 'twins@example.com', password: 'a long passphrase', password2: 'a long passphrase' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/users/register', { body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body.email).toMatch(/already exists/);
    const { rows } = await api.db.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', ['twins@example.com']);
    expect(rows[0].n).toBe(1);
  });

  it('upgrades a guest record with the same e-mail instead of making a second user', async () => {
    const guest = await createUser(api.db, { registeredUser: false, email: 'guest-buyer@example.com' });
    const r = await call('POST', '/api/users/register', { body: { firstName: 'Gus', lastName: 'T', email: 'guest-buyer@example.com', password: 'a long passphrase', password2: 'a long passphrase' } });
    expect(r.status).toBe(200);
    expect(r.body.user._id).toBe(guest.id);
    const { rows } = await api.db.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', ['guest-buyer@example.com']);
    expect(rows[0].n).toBe(1);
  });

  it('resends a verification link only to an unverified account, answering the same for any e-mail', async () => {
    await call('POST', '/api/users/register', { body: { firstName: 'R', lastName: 'S', email: 'resend@example.com', password: 'a long passphrase', password2: 'a long passphrase' } });
    const known = await call('POST', '/api/users/verify-user', { body: { email: 'resend@example.com' } });
    const unknown = await call('POST', '/api/users/verify-user', { body: { email: 'nobody-here@example.com' } });
    expect(known).toMatchObject({ status: 200, body: { success: true } });
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    const links = await mailedLinks(api.db, 'resend@example.com');
    expect(links).toHaveLength(2);
    // Only the newest code works.
    expect((await call('POST', `/api/users/verifyaccount/${links[0]!.split('/').pop()}`)).status).toBe(404);
    expect((await call('POST', `/api/users/verifyaccount/${links[1]!.split('/').pop()}`)).status).toBe(200);
  });

  it('answers 404 for an unknown or too short verification code', async () => {
    expect((await call('POST', '/api/users/verifyaccount/short')).status).toBe(404);
    expect((await call('POST', `/api/users/verifyaccount/${'x'.repeat(32)}`)).status).toBe(404);
  });
});

describe('sign-in', () => {
  it('gives the same answer, in similar time, for a wrong password and an unknown e-mail', async () => {
    const u = await createUser(api.db);
    const time = async (email: string) => {
      const t = performance.now();
      const r = await login(email, 'not the password');
      return { r, ms: performance.now() - t };
    };
    await time('warm-up@example.com');
    // Interleaved samples and medians, so a busy machine slowing one request does not decide it.
    const wrongs = [];
    const unknowns = [];
    for (let i = 0; i < 3; i++) {
      wrongs.push(await time(u.email));
      unknowns.push(await time(`no-account-${i}@example.com`));
    }
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    for (const x of [...wrongs, ...unknowns]) expect(x.r.status).toBe(400);
    expect(unknowns[0]?.r.body).toEqual(wrongs[0]?.r.body);
    // Both check an argon2id hash; an unknown e-mail must not answer markedly faster.
    expect(median(unknowns)).toBeGreaterThan(median(wrongs) / 3);
  });

  it('refuses a deactivated account', async () => {
    const u = await createUser(api.db, { isActive: false });
    const r = await login(u.email, u.password);
    expect(r.status).toBe(400);
    expect(r.body.email).toMatch(/deactivated/);
  });

  it('answers 400 with field messages when fields are missing', async () => {
    const r = await call('POST', '/api/users/login', { body: {} });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ email: 'Required field', password: 'Required field' });
  });
});

describe('tokens and sessions', () => {
  const ordersOf = (id: string, token?: string) => call('GET', `/api/orders/getProfileOrders/${id}`, token === undefined ? {} : { token });

  it('accepts a valid token and ends its session at logout', async () => {
    const u = await createUser(api.db);
    const { token } = (await login(u.email, u.password)).body;
    expect((await ordersOf(u.id, token)).status).toBe(200);
    expect((await ordersOf(u.id)).status).toBe(401);
    expect((await call('POST', '/api/users/logout', { token })).status).toBe(200);
    expect((await ordersOf(u.id, token)).status).toBe(401);
    expect((await call('POST', '/api/users/logout', { token })).status).toBe(401);
  });

  it('answers 401 for alg none, a wrong signature, a changed payload and an expired token', async () => {
    const u = await createUser(api.db);
    const { token } = (await login(u.email, u.password)).body;
    const [h, p, s] = parts(token);
    const payload = payloadOf(token);
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`;
    const wrongSignature = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const changed = `${h}.${b64({ ...payload, userDetails: { ...payload.userDetails, isAdmin: true } })}.${s}`;
    const otherSub = `${h}.${b64({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })}.${s}`;
    for (const bad of [algNone, wrongSignature, changed, otherSub, 'garbage', `${token}x`]) {
      expect((await ordersOf(u.id, bad)).status).toBe(401);
    }
    await api.db.query("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [u.id]);
    expect((await ordersOf(u.id, token)).status).toBe(401);
  });

  it('answers 401 for a token past its exp even with a live session', async () => {
    const { JwtTokenService } = await import('./jwt-token-service.js');
    const u = await createUser(api.db);
    const { token } = (await login(u.email, u.password)).body;
    const p = payloadOf(token);
    const signer = new JwtTokenService(async () => 'test-secret-test-secret-test-secret-0123');
    const d = p.userDetails;
    const claims = {
      sessionId: p.sid,
      issuedAt: new Date(p.iat * 1000),
      expiresAt: new Date(p.exp * 1000),
      user: { id: p.sub, firstName: d.firstName, lastName: d.lastName, email: d.email, phoneNumber: d.phoneNumber, isAdmin: d.isAdmin },
      addresses: [],
    };
    const expired = await signer.issue({ ...claims, issuedAt: new Date((p.iat - 7200) * 1000), expiresAt: new Date(Date.now() - 60_000) });
    expect((await ordersOf(u.id, expired)).status).toBe(401);
    const fresh = await signer.issue(claims);
    expect((await ordersOf(u.id, fresh)).status).toBe(200);
  });

  it('ends an administrator’s session after 12 hours without activity; a customer’s lasts its lifetime', async () => {
    const admin = await createUser(api.db, { isAdmin: true });
    const customer = await createUser(api.db);
    const adminToken = (await login(admin.email, admin.password)).body.token;
    const customerToken = (await login(customer.email, customer.password)).body.token;
    // The token still carries what the storefront reads from it.
    expect(Object.keys(payloadOf(adminToken)).sort()).toEqual(['exp', 'iat', 'sid', 'sub', 'userDetails']);
    const idleFor = (id: string, interval: string) => api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '${interval}' WHERE user_id = $1`, [id]);

    await idleFor(admin.id, '11 hours 50 minutes');
    expect((await ordersOf(admin.id, adminToken)).status).toBe(200);
    await idleFor(admin.id, '12 hours 1 minute');
    expect((await ordersOf(admin.id, adminToken)).status).toBe(401);
    const { rows } = await api.db.query('SELECT revoked_at FROM sessions WHERE user_id = $1', [admin.id]);
    expect(rows[0].revoked_at).not.toBeNull();
    await idleFor(admin.id, '1 minute');
    expect((await ordersOf(admin.id, adminToken)).status).toBe(401);

    await idleFor(customer.id, '6 days');
    expect((await ordersOf(customer.id, customerToken)).status).toBe(200);
  });

  it('writes a session’s activity at most every few minutes', async () => {
    const u = await createUser(api.db);
    const token = (await login(u.email, u.password)).body.token;
    const lastSeen = async () => (await api.db.query<{ t: Date }>('SELECT last_seen_at AS t FROM sessions WHERE user_id = $1', [u.id])).rows[0]!.t.getTime();
    await api.db.query("UPDATE sessions SET last_seen_at = now() - interval '1 minute' WHERE user_id = $1", [u.id]);
    const before = await lastSeen();
    for (let i = 0; i < 3; i++) expect((await ordersOf(u.id, token)).status).toBe(200);
    expect(await lastSeen()).toBe(before);
    await api.db.query("UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE user_id = $1", [u.id]);
    expect((await ordersOf(u.id, token)).status).toBe(200);
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);
  });

  it('ends the session at once when the account is deactivated or its sessions are ended', async () => {
    const u = await createUser(api.db);
    const first = (await login(u.email, u.password)).body.token;
    const second = (await login(u.email, u.password)).body.token;
    await api.container.get(ACCOUNTS.endUserSessions)({ userId: u.id });
    expect((await ordersOf(u.id, first)).status).toBe(401);
    expect((await ordersOf(u.id, second)).status).toBe(401);
    const third = (await login(u.email, u.password)).body.token;
    await api.db.query('UPDATE users SET is_active = false WHERE id = $1', [u.id]);
    expect((await ordersOf(u.id, third)).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for any e-mail and mails a single-use link that ends every session', async () => {
    const u = await createUser(api.db);
    const oldToken = (await login(u.email, u.password)).body.token;
    const known = await call('POST', '/api/users/reset-password', { body: { email: u.email } });
    const unknown = await call('POST', '/api/users/reset-password', { body: { email: 'nobody-reset@example.com' } });
    expect(known).toMatchObject({ status: 200, body: { success: true } });
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    noSecrets(known.body);
    const [link] = await mailedLinks(api.db, u.email);
    expect(link).toMatch(new RegExp(`^https://shop.example/newPassword/${u.id}/[A-Za-z0-9_-]{16,}$`));
    const path = `/api/users/${new URL(link!).pathname.slice(1)}`;

    const mismatch = await call('POST', path, { body: { password1: 'brand new secret', password2: 'different' } });
    expect(mismatch).toMatchObject({ status: 400, body: { password2: 'Passwords must match.' } });
    const wrongCode = await call('POST', `/api/users/newPassword/${u.id}/${'y'.repeat(32)}`, { body: { password1: 'brand new secret', password2: 'brand new secret' } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.code).toMatch(/request a new one/);
    const otherUser = await createUser(api.db);
    const code = link!.split('/').pop();
    expect((await call('POST', `/api/users/newPassword/${otherUser.id}/${code}`, { body: { password1: 'brand new secret', password2: 'brand new secret' } })).body.code).toBeDefined();

    const done = await call('POST', path, { body: { password1: 'brand new secret', password2: 'brand new secret' } });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    const again = await call('POST', path, { body: { password1: 'another new secret', password2: 'another new secret' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBeDefined();

    expect((await call('GET', `/api/orders/getProfileOrders/${u.id}`, { token: oldToken })).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(400);
    expect((await login(u.email, 'brand new secret')).status).toBe(200);
  });

  it('ends an older link once a newer one is asked for: after the newer one is used, the older cannot change the password again', async () => {
    const u = await createUser(api.db);
    await call('POST', '/api/users/reset-password', { body: { email: u.email } });
    await call('POST', '/api/users/reset-password', { body: { email: u.email } });
    const [older, newer] = await mailedLinks(api.db, u.email);
    const setWith = (link: string, password: string) => call('POST', `/api/users/${new URL(link).pathname.slice(1)}`, { body: { password1: password, password2: password } });
    expect((await setWith(newer!, 'brand new secret')).status).toBe(200);
    const late = await setWith(older!, 'an attacker secret');
    expect(late.status).toBe(400);
    expect(late.body.code).toMatch(/request a new one/);
    expect((await login(u.email, 'brand new secret')).status).toBe(200);
    expect((await login(u.email, 'an attacker secret')).status).toBe(400);
  });

  it('refuses a common new password at reset and keeps the link usable for a good one', async () => {
    const u = await createUser(api.db);
    await call('POST', '/api/users/reset-password', { body: { email: u.email } });
    const [link] = await mailedLinks(api.db, u.email);
    const setTo = (password: string) => call('POST', `/api/users/${new URL(link!).pathname.slice(1)}`, { body: { password1: password, password2: password } });
    const weak = await setTo('Summer2024!');
    expect(weak.status).toBe(400);
    expect(weak.body.password1).toMatch(/too common/);
    expect((await setTo('wattle-blossom-in-june')).status).toBe(200);
  });

  it('refuses a reset link after one hour', async () => {
    const u = await createUser(api.db);
    await call('POST', '/api/users/reset-password', { body: { email: u.email } });
    const [link] = await mailedLinks(api.db, u.email);
    await api.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [u.id]);
    const r = await call('POST', `/api/users/${new URL(link!).pathname.slice(1)}`, { body: { password1: 'brand new secret', password2: 'brand new secret' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBeDefined();
  });
});

describe('guest cart at login', () => {
  it('merges the guest cart into the server cart, capped by stock, unless sync is false', async () => {
    const { createProduct } = await import('../../../test-support/factories/catalog.js');
    const product = await createProduct(api.db, { stockLevel: 3, variants: [] });
    const u = await createUser(api.db);
    await api.db.query('INSERT INTO carts (owner_id, items) VALUES ($1, $2)', [u.id, JSON.stringify([{ productId: product.id, variantId: null, quantity: 2 }])]);
    const guestCart = [
      { product: { _id: product.id }, variant: null, quantity: 2 },
      { product: 'not-a-product', quantity: 1 },
    ];
    expect((await call('POST', '/api/users/login', { body: { email: u.email, password: u.password, cart: guestCart, sync: false } })).status).toBe(200);
    const untouched = await api.db.query('SELECT items FROM carts WHERE owner_id = $1', [u.id]);
    expect(untouched.rows[0].items[0].quantity).toBe(2);
    expect((await call('POST', '/api/users/login', { body: { email: u.email, password: u.password, cart: guestCart, sync: true } })).status).toBe(200);
    const merged = await api.db.query('SELECT items FROM carts WHERE owner_id = $1', [u.id]);
    expect(merged.rows[0].items).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  });
});

describe('signing secret', () => {
  it('is generated once and kept in the database when JWT_SECRET is not set', async () => {
    const other = await startTestApi({ env: { JWT_SECRET: '' } });
    try {
      const u = await createUser(other.db);
      const r = await other.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
      expect(r.status).toBe(200);
      const { rows } = await other.db.query("SELECT value FROM app_settings WHERE key = 'jwt-secret'");
      expect(rows[0].value.length).toBeGreaterThanOrEqual(32);
      expect((await other.call('GET', `/api/orders/getProfileOrders/${u.id}`, { token: r.body.token })).status).toBe(200);
      // A token signed with the test secret of another shop is refused here.
      expect((await other.call('GET', `/api/orders/getProfileOrders/${u.id}`, { token: (await login((await createUser(api.db)).email, 'correct horse battery')).body.token })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('API reference', () => {
  it('documents every account call', async () => {
    const r = await call('GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    const paths = Object.keys(r.body.paths as Record<string, unknown>);
    for (const p of ['login', 'logout', 'register', 'verify-user', 'verifyaccount/{code}', 'reset-password', 'newPassword/{userid}/{code}', 'newAddress', 'editAddress', 'deleteAddress']) {
      expect(paths).toContain(`/api/users/${p}`);
    }
    expect(paths).toContain('/api/orders/getProfileOrders/{userId}');
  });
});
