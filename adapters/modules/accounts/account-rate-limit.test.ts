// Rate limits of the account calls: per address and per e-mail, 429 with Retry-After, and a forged
// X-Forwarded-For changes nothing while TRUST_PROXY is 0. Sign-in counts only failures, per e-mail
// and address together, so nobody can lock someone else out.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('account rate limits', () => {
  it('limits login per address even when X-Forwarded-For is forged', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '0' } });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await api.call('POST', '/api/users/login', { body: { email: `person${i}@example.com`, password: 'whatever it is' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.message).toMatch(/Too many attempts/);
  });

  it('limits each of registration, reset and resend per e-mail across addresses', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '1' } });
    const bodies: Record<string, unknown> = {
      register: { firstName: 'A', lastName: 'B', email: 'target@example.com', password: 'x', password2: 'x' },
      'reset-password': { email: 'target@example.com' },
      'verify-user': { email: 'Target@Example.com' },
    };
    let n = 0;
    for (const [route, body] of Object.entries(bodies)) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await api.call('POST', `/api/users/${route}`, { body, headers: { 'x-forwarded-for': `198.51.100.${++n}` } });
        statuses.push(r.status);
        if (r.status === 429) expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses[5]).toBe(429);
    }
  });
});

describe('registration', () => {
  it('keeps its "already registered" message but limits those answers per address, so e-mails cannot be tested in bulk', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '1' } });
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(api!.db)));
    const register = (email: string, address: string) =>
      api!.call('POST', '/api/users/register', {
        body: { firstName: 'Probe', lastName: 'Er', email, password: 'a long passphrase', password2: 'a long passphrase' },
        headers: { 'x-forwarded-for': address },
      });
    for (const u of users.slice(0, 5)) {
      const r = await register(u.email, '203.0.113.120');
      expect(r.status).toBe(400);
      expect(r.body.email).toMatch(/already exists/);
    }
    const refused = await register(users[5]!.email, '203.0.113.120');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).not.toHaveProperty('email');
    expect((await register(users[5]!.email, '203.0.113.121')).body.email).toMatch(/already exists/);
  });
});

describe('sign-in failures', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('never lock out the owner: successful sign-ins do not count, failures from elsewhere do not reach them', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '1' } });
    const admin = await createUser(api.db, { isAdmin: true });
    const login = (password: string, address: string) => api!.call('POST', '/api/users/login', { body: { email: admin.email, password }, headers: from(address) });
    // A busy administrator on several devices, signing in again and again.
    for (let i = 0; i < 12; i++) expect((await login(admin.password, `198.51.100.${i % 3}`)).status).toBe(200);
    // Someone else guessing from many addresses.
    for (let i = 0; i < 12; i++) expect((await login('guess guess guess', `203.0.113.${i}`)).status).toBe(400);
    expect((await login(admin.password, '198.51.100.1')).status).toBe(200);
  });

  it('slow the failing e-mail and address down with Retry-After; a right password there clears the failures', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '1' } });
    const u = await createUser(api.db);
    const login = (password: string, address: string) => api!.call('POST', '/api/users/login', { body: { email: u.email, password }, headers: from(address) });
    for (let i = 0; i < 4; i++) expect((await login('guess guess guess', '203.0.113.77')).status).toBe(400);
    expect((await login(u.password, '203.0.113.77')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('guess guess guess', '203.0.113.77')).status).toBe(400);
    const refused = await login(u.password, '203.0.113.77');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/Too many attempts/), retryAfter: expect.any(Number) });
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await login(u.password, '203.0.113.78')).status).toBe(200);
  });

  const redisUrl = inject('redisUrl');
  it.skipIf(!redisUrl)('are counted across web processes through Redis', async () => {
    const env = { TRUST_PROXY: '1', REDIS_URL: redisUrl, REDIS_PREFIX: `test-sign-in-${randomBytes(4).toString('hex')}` };
    api = await startTestApi({ env });
    const other = await startTestApi({ env });
    try {
      const body = { email: 'shared-target@example.com', password: 'guess guess guess' };
      for (const web of [api, other, api, other, api]) expect((await web.call('POST', '/api/users/login', { body, headers: from('203.0.113.90') })).status).toBe(400);
      expect((await other.call('POST', '/api/users/login', { body, headers: from('203.0.113.90') })).status).toBe(429);
      expect((await api.call('POST', '/api/users/login', { body, headers: from('203.0.113.90') })).status).toBe(429);
    } finally {
      await other.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
