import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';
import { REDACTED, redactUrl } from './log-redaction.js';

const USER = '3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f';

describe('redactUrl', () => {
  it('hides the code of reset and verification links, pages and API calls alike', () => {
    expect(redactUrl(`/newPassword/${USER}/c0ffee42`)).toBe(`/newPassword/${USER}/${REDACTED}`);
    expect(redactUrl(`/api/users/newPassword/${USER}/c0ffee42`)).toBe(`/api/users/newPassword/${USER}/${REDACTED}`);
    expect(redactUrl('/verifyaccount/c0ffee42')).toBe(`/verifyaccount/${REDACTED}`);
    expect(redactUrl('/api/users/verifyaccount/c0ffee42?x=1')).toBe(`/api/users/verifyaccount/${REDACTED}?x=${REDACTED}`);
    expect(redactUrl('/API/Users/VerifyAccount/c0ffee42')).toBe(`/API/Users/VerifyAccount/${REDACTED}`);
    expect(redactUrl('//newPassword//c0ffee42')).toBe(`/newPassword/${REDACTED}`);
  });

  it('keeps the harmless shop list parameters and hides every other query value', () => {
    expect(redactUrl('/shop?category=tees&orderby=pricelow&page=2&productSearch=merino')).toBe('/shop?category=tees&orderby=pricelow&page=2&productSearch=merino');
    expect(redactUrl('/checkout?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded')).toBe(
      `/checkout?payment_intent=${REDACTED}&payment_intent_client_secret=${REDACTED}&redirect_status=${REDACTED}`,
    );
    expect(redactUrl('/somewhere?c0ffee42')).toBe(`/somewhere?${REDACTED}`);
    expect(redactUrl('/somewhere?%E0%A4%A=1')).toBe(`/somewhere?${REDACTED}`);
    expect(redactUrl(`/api/products/getSpecificProduct/${USER}`)).toBe(`/api/products/getSpecificProduct/${USER}`);
  });

  it('never lets a code of a reset or verification link through, whatever it looks like', () => {
    const code = fc.stringMatching(/^[A-Za-z0-9_.~%-]{6,80}$/);
    fc.assert(
      fc.property(
        code,
        fc.constantFrom('/newPassword/u1/', '/api/users/newPassword/u1/', '/verifyaccount/', '/api/users/verifyaccount/'),
        fc.constantFrom('', '/', '?page=2'),
        (secret, prefix, suffix) => {
          const logged = redactUrl(`${prefix}${secret}${suffix}`);
          expect(logged).toBe(`${prefix}${REDACTED}${suffix}`);
        },
      ),
    );
  });
});

describe('the access log (real app)', () => {
  let api: TestApi;
  const lines: string[] = [];

  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    api = await startTestApi({ log });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('records reset and verification requests without their codes', async () => {
    const codes = ['a1b2c3d4e5f6a7b8c9d0', 'f00dfeedbeefcafe1234', '9d8c7b6a5f4e3d2c1b0a', '0123456789abcdefabcd', 'clientsecretvalue123'];
    await api.call('GET', `/newPassword/${USER}/${codes[0]}`);
    await api.call('GET', `/verifyaccount/${codes[1]}`);
    await api.call('POST', `/api/users/newPassword/${USER}/${codes[2]}`, { body: { password: 'river-gum-canopy-7', confirmPassword: 'river-gum-canopy-7' } });
    await api.call('GET', `/api/users/verifyaccount/${codes[3]}`);
    await api.call('GET', `/checkout?payment_intent_client_secret=${codes[4]}`);

    const access = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).filter((l) => l.req?.url);
    expect(access.map((l) => l.req!.url)).toEqual(
      expect.arrayContaining([
        `/newPassword/${USER}/${REDACTED}`,
        `/verifyaccount/${REDACTED}`,
        `/api/users/newPassword/${USER}/${REDACTED}`,
        `/api/users/verifyaccount/${REDACTED}`,
        `/checkout?payment_intent_client_secret=${REDACTED}`,
      ]),
    );
    const everything = lines.join('\n');
    for (const code of codes) expect(everything).not.toContain(code);
  });
});
