// Rate limits of the account calls: per address and per e-mail, 429 with Retry-After, and a forged
// X-Forwarded-For changes nothing while TRUST_PROXY is 0.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';

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

  it('limits each of login, registration, reset and resend per e-mail across addresses', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '1' } });
    const bodies: Record<string, unknown> = {
      login: { email: 'target@example.com', password: 'guess guess guess' },
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
