import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock, plainHasher, SequentialIds, testPasswordPolicy } from '../testing/fakes.js';
import { InMemoryAccounts, InMemoryCartRepository, InMemoryRateLimiter, InMemoryStockReader, jsonTokenIssuer, prefixDigest } from '../testing/in-memory-accounts.js';
import { FROM_CONTEXT, TOO_COMMON } from '../../domain/password-policy.js';
import type { AccountDeps } from './account-deps.js';
import { makeAddAddress } from './add-address.js';
import { ADMIN_RIGHTS_ENDED, makeCheckSession, SESSION_ENDED } from './check-session.js';
import { makeDeleteAddress } from './delete-address.js';
import { makeEditAddress } from './edit-address.js';
import { TOO_MANY_ATTEMPTS } from './guess-throttle.js';
import { makeLoginUser, NOT_VERIFIED, WRONG_CREDENTIALS } from './login-user.js';
import { makeRegisterUser } from './register-user.js';
import { makeRequestPasswordReset } from './request-password-reset.js';
import { BAD_RESET_CODE, makeSetNewPassword } from './set-new-password.js';
import { makeVerifyAccount } from './verify-account.js';
import { makeListProfileOrders } from '../orders/list-profile-orders.js';

let store: InMemoryAccounts;
let clock: FixedClock;
let deps: AccountDeps;
let limiter: InMemoryRateLimiter;

beforeEach(() => {
  store = new InMemoryAccounts();
  clock = new FixedClock(new Date('2026-03-01T00:00:00Z'));
  limiter = new InMemoryRateLimiter(() => clock.now().getTime());
  deps = {
    stores: store,
    uow: store.uow,
    hasher: plainHasher,
    ids: new SequentialIds(),
    clock,
    tokens: jsonTokenIssuer,
    digest: prefixDigest,
    limiter,
    passwordPolicy: testPasswordPolicy,
    publicUrl: 'https://shop.example',
    tokenTtlHours: 2,
  };
});

const registration = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', password: 'analytical engine', password2: 'analytical engine' };
const codeFrom = (text: string) => text.match(/\/verifyaccount\/(\S+)/)?.[1] ?? '';

async function verifiedUser() {
  const r = await makeRegisterUser(deps)(registration);
  if (!r.ok) throw new Error(r.message);
  await makeVerifyAccount(deps)({ code: codeFrom(store.outbox.mails()[0]!.text) });
  return r.value.user.id;
}

describe('register and verify', () => {
  it('stores a hash and a code digest, mails the link, and activates only with the code', async () => {
    const r = await makeRegisterUser(deps)(registration);
    expect(r.ok).toBe(true);
    const user = [...store.users.users.values()][0]!;
    expect(user).toMatchObject({ email: 'ada@example.com', passwordHash: 'hashed:analytical engine', isActive: false, isAdmin: false });
    const code = codeFrom(store.outbox.mails()[0]!.text);
    expect(user.verificationCodeHash).toBe(`digest:${code}`);
    expect(await makeVerifyAccount(deps)({ code: 'x'.repeat(20) })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await makeVerifyAccount(deps)({ code })).toEqual({ ok: true, value: undefined });
    expect(store.users.users.get(user.id)).toMatchObject({ isActive: true, verificationCodeHash: null });
  });

  it('refuses a common password, dressed up or not, and one made from the e-mail or the shop’s name', async () => {
    const register = makeRegisterUser(deps);
    for (const [password, message] of [
      ['Password123!', TOO_COMMON],
      ['Summer2024!', TOO_COMMON],
      ['AdaLovelace1815', FROM_CONTEXT],
      ['SoulSearching!1', FROM_CONTEXT],
    ] as const) {
      expect(await register({ ...registration, email: 'ada.lovelace@example.com', password, password2: password }), password).toMatchObject({ ok: false, fields: { password: message } });
    }
    expect(store.users.users.size).toBe(0);
  });

  it('refuses an e-mail that already has an account, writing nothing', async () => {
    await makeRegisterUser(deps)(registration);
    const again = await makeRegisterUser(deps)({ ...registration, email: 'ada@example.com ' });
    expect(again).toMatchObject({ ok: false, code: 'invalid_input', fields: { email: expect.stringContaining('already exists') } });
    expect(store.outbox.mails()).toHaveLength(1);
  });
});

describe('registration probing', () => {
  it('counts "already registered" answers per address and makes that address wait past five', async () => {
    const register = makeRegisterUser(deps);
    for (let i = 0; i < 6; i++) expect((await register({ ...registration, email: `known${i}@example.com`, address: '198.51.100.7' })).ok).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(await register({ ...registration, email: `known${i}@example.com`, address: '203.0.113.66' })).toMatchObject({ ok: false, fields: { email: expect.stringContaining('already exists') } });
    }
    const refused = await register({ ...registration, email: 'known5@example.com', address: '203.0.113.66' });
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', message: TOO_MANY_ATTEMPTS });
    expect(await register({ ...registration, email: 'fresh@example.com', address: '203.0.113.66' })).toMatchObject({ ok: false, code: 'rate_limited' });
    // Elsewhere the plain answer stays, and after the quarter hour the address may go on.
    expect(await register({ ...registration, email: 'known5@example.com', address: '203.0.113.67' })).toMatchObject({ fields: { email: expect.stringContaining('already exists') } });
    clock.advance(15 * 60_000);
    expect((await register({ ...registration, email: 'fresh@example.com', address: '203.0.113.66' })).ok).toBe(true);
  });
});

describe('login', () => {
  it('answers the same failure for a wrong password and an unknown e-mail', async () => {
    await verifiedUser();
    const login = makeLoginUser(deps);
    const wrong = await login({ email: 'ada@example.com', password: 'nope' });
    const unknown = await login({ email: 'bob@example.com', password: 'nope' });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ ok: false, fields: { password: WRONG_CREDENTIALS } });
  });

  it('tells an unverified account to verify', async () => {
    await makeRegisterUser(deps)(registration);
    const r = await makeLoginUser(deps)({ email: 'ada@example.com', password: 'analytical engine' });
    expect(r).toMatchObject({ ok: false, fields: { email: NOT_VERIFIED }, details: { unverified: true } });
  });

  it('opens a session, answers a token that expires with it, and merges the guest cart capped by stock', async () => {
    const id = await verifiedUser();
    const carts = new InMemoryCartRepository();
    const stock = new InMemoryStockReader([{ id: 'p1', name: 'Tee', priceCents: 4995, stockLevel: 3, variants: [] }]);
    await carts.save(id, [{ productId: 'p1', variantId: null, quantity: 2 }]);
    const r = await makeLoginUser({ ...deps, carts, stock })({ email: 'ADA@example.com', password: 'analytical engine', cart: [{ productId: 'p1', variantId: null, quantity: 2 }] });
    if (!r.ok) throw new Error(r.message);
    const claims = JSON.parse(r.value.token);
    expect(Date.parse(claims.expiresAt) - Date.parse(claims.issuedAt)).toBe(7_200_000);
    expect(store.sessions.sessions.get(claims.sessionId)).toMatchObject({ userId: id, revokedAt: null });
    expect(await carts.find(id)).toEqual([expect.objectContaining({ productId: 'p1', quantity: 3 })]);
  });
});

describe('sign-in throttling', () => {
  const right = { email: 'ada@example.com', password: 'analytical engine' };
  const wrong = { email: 'ada@example.com', password: 'a wrong guess' };

  it('never counts a successful sign-in: the account owner can sign in again and again', async () => {
    await verifiedUser();
    const login = makeLoginUser(deps);
    for (let i = 0; i < 30; i++) expect((await login({ ...right, address: '198.51.100.1' })).ok).toBe(true);
  });

  it('refuses a sixth attempt within the minute from the failing address only, before checking the password', async () => {
    await verifiedUser();
    const login = makeLoginUser(deps);
    for (let i = 0; i < 5; i++) expect(await login({ ...wrong, address: '203.0.113.9' })).toMatchObject({ ok: false, code: 'invalid_input', fields: { password: WRONG_CREDENTIALS } });
    const refused = await login({ ...right, address: '203.0.113.9' });
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', message: TOO_MANY_ATTEMPTS });
    expect(!refused.ok && refused.details?.retryAfter).toBeLessThanOrEqual(60);
    // The owner elsewhere is not locked out by someone else's failures.
    expect((await login({ ...right, address: '198.51.100.1' })).ok).toBe(true);
    clock.advance(60_000);
    expect((await login({ ...right, address: '203.0.113.9' })).ok).toBe(true);
  });

  it('makes the waits grow as failures go on: a minute, then the quarter hour, then the hour', async () => {
    await verifiedUser();
    const login = makeLoginUser(deps);
    const from = { ...wrong, address: '203.0.113.20' };
    const waits: number[] = [];
    // Fail whenever allowed, one attempt a second, for two hours; note each wait that starts.
    let refusedBefore = false;
    for (let second = 0; second < 7200; second++) {
      const r = await login(from);
      const refused = !r.ok && r.code === 'rate_limited';
      if (refused && !refusedBefore) waits.push(r.details?.retryAfter as number);
      refusedBefore = refused;
      clock.advance(1000);
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits.some((w) => w > 60 && w <= 15 * 60)).toBe(true);
    expect(Math.max(...waits)).toBeGreaterThan(15 * 60);
  });

  it('a right password clears the failures of that e-mail from that address', async () => {
    await verifiedUser();
    const login = makeLoginUser(deps);
    const address = '203.0.113.30';
    for (let i = 0; i < 4; i++) expect(await login({ ...wrong, address })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect((await login({ ...right, address })).ok).toBe(true);
    // Without the clearing, the fifth and sixth failures within the minute would close the door.
    for (let i = 0; i < 5; i++) expect(await login({ ...wrong, address })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(await login({ ...wrong, address })).toMatchObject({ ok: false, code: 'rate_limited' });
  });

  it('caps failures from one address over many e-mails (password spraying)', async () => {
    const login = makeLoginUser(deps);
    for (let i = 0; i < 10; i++) expect(await login({ email: `person${i}@example.com`, password: 'Spring is here', address: '203.0.113.40' })).toMatchObject({ code: 'invalid_input' });
    expect(await login({ email: 'person99@example.com', password: 'Spring is here', address: '203.0.113.40' })).toMatchObject({ code: 'rate_limited' });
    expect(await login({ email: 'person99@example.com', password: 'Spring is here', address: '203.0.113.41' })).toMatchObject({ code: 'invalid_input' });
  });

  it('treats an unknown e-mail exactly like a wrong password (same counting, same answer)', async () => {
    await verifiedUser();
    const login = makeLoginUser(deps);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login({ email: 'nobody@example.com', password: 'a wrong guess', address: '203.0.113.50' }));
    for (let i = 0; i < 6; i++) answers.push(await login({ ...wrong, address: '203.0.113.51' }));
    expect(answers.slice(0, 6)).toEqual(answers.slice(6));
  });
});

describe('idle sessions', () => {
  const HOUR = 3_600_000;
  async function signedIn(isAdmin: boolean) {
    const id = await verifiedUser();
    store.users.users.get(id)!.isAdmin = isAdmin;
    const weekLong = { ...deps, tokenTtlHours: 168 };
    const r = await makeLoginUser(weekLong)({ email: 'ada@example.com', password: 'analytical engine' });
    if (!r.ok) throw new Error(r.message);
    return { check: makeCheckSession(weekLong), caller: { userId: id, sessionId: JSON.parse(r.value.token).sessionId as string } };
  }

  it('end an administrator’s session after 12 hours without activity, like a logout', async () => {
    const { check, caller } = await signedIn(true);
    clock.advance(11 * HOUR);
    expect((await check(caller)).ok).toBe(true);
    clock.advance(11 * HOUR); // 22 h after sign-in, 11 h after the last use
    expect((await check(caller)).ok).toBe(true);
    clock.advance(12 * HOUR + 1000);
    expect(await check(caller)).toMatchObject({ ok: false, code: 'unauthenticated', message: SESSION_ENDED });
    expect(store.sessions.sessions.get(caller.sessionId)?.revokedAt).toEqual(clock.now());
    clock.advance(-12 * HOUR); // even a clock set back does not bring it back
    expect((await check(caller)).ok).toBe(false);
  });

  it('keep a customer’s session for its whole lifetime, used or not', async () => {
    const { check, caller } = await signedIn(false);
    clock.advance(6 * 24 * HOUR);
    expect((await check(caller)).ok).toBe(true);
    clock.advance(24 * HOUR);
    expect((await check(caller)).ok).toBe(false); // the 7-day lifetime is over
  });

  it('end a session issued to an administrator once the rights are gone, however they were taken away', async () => {
    const { check, caller } = await signedIn(true);
    const asAdmin = { ...caller, issuedToAdmin: true };
    expect(await check(asAdmin)).toMatchObject({ ok: true, value: { isAdmin: true } });
    store.users.users.get(caller.userId)!.isAdmin = false;
    expect(await check(asAdmin)).toMatchObject({ ok: false, code: 'unauthenticated', message: ADMIN_RIGHTS_ENDED });
    expect(store.sessions.sessions.get(caller.sessionId)?.revokedAt).toEqual(clock.now());
    store.users.users.get(caller.userId)!.isAdmin = true;
    expect((await check(asAdmin)).ok).toBe(false); // ended for good
  });

  it('let a customer promoted since sign-in in at once with the same token', async () => {
    const { check, caller } = await signedIn(false);
    store.users.users.get(caller.userId)!.isAdmin = true;
    expect(await check({ ...caller, issuedToAdmin: false })).toMatchObject({ ok: true, value: { isAdmin: true } });
  });

  it('record activity at most every 5 minutes, not on every request', async () => {
    const { check, caller } = await signedIn(true);
    for (let i = 0; i < 100; i++) {
      expect((await check(caller)).ok).toBe(true);
      clock.advance(1000);
    }
    expect(store.sessions.activityWrites).toBe(0);
    clock.advance(4 * 60_000);
    await check(caller);
    expect(store.sessions.activityWrites).toBe(1);
    expect(store.sessions.sessions.get(caller.sessionId)?.lastSeenAt).toEqual(clock.now());
  });
});

describe('password reset', () => {
  it('uses a code once, within the hour, and ends every session', async () => {
    const id = await verifiedUser();
    await makeLoginUser(deps)({ email: 'ada@example.com', password: 'analytical engine' });
    await makeRequestPasswordReset(deps)({ email: 'ada@example.com' });
    expect(await makeRequestPasswordReset(deps)({ email: 'nobody@example.com' })).toEqual({ ok: true, value: undefined });
    const link = store.outbox
      .mails()
      .at(-1)!
      .text.match(/newPassword\/(\S+)\/(\S+)/)!;
    const set = makeSetNewPassword(deps);
    const input = { userId: link[1]!, code: link[2]!, password1: 'difference engine', password2: 'difference engine' };
    expect(await set(input)).toEqual({ ok: true, value: undefined });
    expect(await set(input)).toMatchObject({ ok: false, fields: { code: expect.any(String) } });
    expect(store.users.users.get(id)?.passwordHash).toBe('hashed:difference engine');
    expect([...store.sessions.sessions.values()].every((s) => s.revokedAt !== null)).toBe(true);

    await makeRequestPasswordReset(deps)({ email: 'ada@example.com' });
    const late = store.outbox
      .mails()
      .at(-1)!
      .text.match(/newPassword\/(\S+)\/(\S+)/)!;
    clock.advance(3_600_001);
    expect(await set({ ...input, code: late[2]! })).toMatchObject({ ok: false, fields: { code: expect.any(String) } });
  });
});

describe('new password rule at reset', () => {
  it('refuses a common password and one made from the account’s e-mail, keeping the code usable', async () => {
    const id = await verifiedUser();
    await makeRequestPasswordReset(deps)({ email: 'ada@example.com' });
    const code = store.outbox
      .mails()
      .at(-1)!
      .text.match(/newPassword\/(\S+)\/(\S+)/)![2]!;
    const set = (password: string) => makeSetNewPassword(deps)({ userId: id, code, password1: password, password2: password });
    expect(await set('Summer2024!')).toMatchObject({ ok: false, fields: { password1: TOO_COMMON } });
    expect(await set('Ada-Ada-2026')).toMatchObject({ ok: false, fields: { password1: FROM_CONTEXT } });
    expect(await set('ada-climbs-mount-feathertop')).toEqual({ ok: true, value: undefined });
  });
});

describe('outstanding reset codes', () => {
  const linkOf = (text: string) => text.match(/newPassword\/(\S+)\/(\S+)/)!;
  const newPassword = (userId: string, code: string, password: string) => makeSetNewPassword(deps)({ userId, code, password1: password, password2: password });

  it('a new request ends the older links: only the newest works', async () => {
    const id = await verifiedUser();
    await makeRequestPasswordReset(deps)({ email: 'ada@example.com' });
    const older = linkOf(store.outbox.mails().at(-1)!.text)[2]!;
    await makeRequestPasswordReset(deps)({ email: 'ada@example.com' });
    const newer = linkOf(store.outbox.mails().at(-1)!.text)[2]!;
    expect(await newPassword(id, older, 'difference engine')).toMatchObject({ ok: false, fields: { code: BAD_RESET_CODE } });
    expect(await newPassword(id, newer, 'difference engine')).toEqual({ ok: true, value: undefined });
    expect(await newPassword(id, older, 'a third new secret')).toMatchObject({ ok: false, fields: { code: BAD_RESET_CODE } });
  });

  it('a successful reset ends every other outstanding code of the user (two requests at the same moment)', async () => {
    const id = await verifiedUser();
    await makeRequestPasswordReset(deps)({ email: 'ada@example.com' });
    const used = linkOf(store.outbox.mails().at(-1)!.text)[2]!;
    // A second code that escaped the request's ending, as two requests racing would leave.
    const racing = 'r'.repeat(32);
    await store.resets.insert({ id: 'reset-racing', userId: id, codeHash: prefixDigest.digest(racing), expiresAt: new Date(clock.now().getTime() + 3_600_000), usedAt: null });
    expect((await newPassword(id, used, 'difference engine')).ok).toBe(true);
    expect(await newPassword(id, racing, 'a third new secret')).toMatchObject({ ok: false, fields: { code: BAD_RESET_CODE } });
    expect(store.users.users.get(id)?.passwordHash).toBe('hashed:difference engine');
  });
});

describe('address book', () => {
  it('keeps exactly one default address and refuses other users', async () => {
    const id = await verifiedUser();
    const login = await makeLoginUser(deps)({ email: 'ada@example.com', password: 'analytical engine' });
    if (!login.ok) throw new Error(login.message);
    const caller = { userId: id, sessionId: JSON.parse(login.value.token).sessionId as string };
    const address = { streetAdress: '1 Collins St', city: 'Melbourne', zipCode: '3000', region: 'VIC', country: 'Australia' };
    await makeAddAddress(deps)({ ...caller, ...address });
    await makeAddAddress(deps)({ ...caller, ...address, city: 'Geelong', zipCode: '3220', setAsDefault: true });
    const list = await store.addresses.listForUser(id);
    expect(list.map((a) => [a.city, a.isDefault])).toEqual([
      ['Geelong', true],
      ['Melbourne', false],
    ]);
    expect(await makeAddAddress(deps)({ ...caller, userRef: 'someone-else', ...address })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await makeEditAddress(deps)({ ...caller, addressId: 'missing', streetAdress: 'x', city: 'y', zipCode: '3000' })).toMatchObject({ ok: false, code: 'not_found' });
    await makeDeleteAddress(deps)({ ...caller, addressId: list[0]!.id });
    expect((await store.addresses.listForUser(id)).map((a) => [a.city, a.isDefault])).toEqual([['Melbourne', true]]);
  });

  it('lists only the caller’s own orders', async () => {
    const list = makeListProfileOrders({ orders: { listForUser: async () => [] } });
    expect(await list({ userId: 'a', callerId: 'a' })).toEqual({ ok: true, value: [] });
    expect(await list({ userId: 'b', callerId: 'a' })).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
