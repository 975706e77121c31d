// Password spraying and credential stuffing: one address tries many different accounts, each of
// which sees a single failure, so only a count per address stops it. Registration, coupon and payment
// attempts from one address are limited the same way. The calls alternate between two web processes
// sharing Redis (when the test Redis answers), so the counts are proven to hold across processes.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_ADDRESS } from '../../../domain/guess-throttle.js';
import { createUser, type CreatedUser } from '../../../test-support/factories/accounts.js';
import { createProduct, type CreatedProduct } from '../../../test-support/factories/catalog.js';
import { fromNewAddress, orderBody } from '../../../test-support/factories/checkout.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { ACCOUNT_RATE_LIMITS } from '../../modules/accounts/account-rate-limit.js';
import { CHECKOUT_RATE_LIMITS } from '../../modules/checkout/checkout-rate-limits.js';

type Answer = Awaited<ReturnType<TestApi['call']>>;

const redisUrl = inject('redisUrl');
const prefix = `spray${randomUUID().replaceAll('-', '').slice(0, 10)}`;
let database: TestDatabase;
let webs: TestApi[] = [];
let product: CreatedProduct;

beforeAll(async () => {
  database = await createTestDatabase();
  // Only a proxy in front of the shop may name the caller's address (TRUST_PROXY=1), so each test is an attacker of its own.
  const env: Record<string, string> = { TRUST_PROXY: '1', ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}) };
  webs = redisUrl ? [await startTestApi({ env, database }), await startTestApi({ env, database })] : [await startTestApi({ env, database })];
  product = await createProduct(webs[0]!.db, { variants: [['M', 500]] });
}, 60_000);
afterAll(async () => {
  await Promise.all(webs.map((w) => w.close()));
  await database?.drop();
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

/** The i-th call of an attack goes to one web process after the other. */
const web = (i: number): TestApi => webs[i % webs.length]!;

/** A refusal for going too fast: 429 with a Retry-After of some seconds. */
function expectThrottled(what: string, r: Answer): void {
  expect(`${what}: ${r.status}`).toBe(`${what}: 429`);
  expect(Number(r.headers.get('retry-after')), `${what}: Retry-After`).toBeGreaterThan(0);
  expect(r.body.message).toMatch(/Too many/);
}

const login = (i: number, address: Record<string, string>, email: string, password: string) => web(i).call('POST', '/api/users/login', { body: { email, password }, headers: address });

describe('sign-in from one address across many accounts', () => {
  const limit = SIGN_IN_FAILURES_PER_ADDRESS[0]!.failures;
  let accounts: CreatedUser[];
  beforeAll(async () => {
    accounts = await Promise.all(Array.from({ length: limit + 6 }, () => createUser(webs[0]!.db)));
  }, 60_000);

  it('throttles password spraying although every account sees a single failure', async () => {
    const attacker = fromNewAddress();
    for (let i = 0; i < limit; i++) expect((await login(i, attacker, accounts[i]!.email, 'Summer2026!')).status, `guess ${i + 1}`).toBe(400);
    expectThrottled('the next account', await login(limit, attacker, accounts[limit]!.email, 'Summer2026!'));
    // Even the right password is not checked from there now.
    expectThrottled('a right password', await login(limit + 1, attacker, accounts[limit + 1]!.email, accounts[limit + 1]!.password));
    // No account is locked: each owner signs in from their own address.
    for (const [i, a] of accounts.slice(0, 3).entries()) expect((await login(i, fromNewAddress(), a.email, a.password)).status).toBe(200);
  });

  it('throttles credential stuffing: the pairs that work do not clear the failures of the others', async () => {
    const attacker = fromNewAddress();
    const pool = accounts.slice(0, limit + 4);
    let failures = 0;
    let i = 0;
    for (const [n, a] of pool.entries()) {
      if (failures === limit) break;
      const right = n % 3 === 2; // every third leaked pair still works
      const r = await login(i++, attacker, a.email, right ? a.password : `leaked-${n}-password`);
      expect(r.status, `pair ${n + 1}`).toBe(right ? 200 : 400);
      if (!right) failures += 1;
    }
    expectThrottled('the next pair', await login(i, attacker, pool.at(-1)!.email, pool.at(-1)!.password));
  });
});

describe('other attempts from one address', () => {
  it('throttles registrations of many different e-mails', async () => {
    const attacker = fromNewAddress();
    const limit = ACCOUNT_RATE_LIMITS.perIp.limit;
    const register = (i: number) =>
      web(i).call('POST', '/api/users/register', {
        headers: attacker,
        body: { firstName: 'Bot', lastName: 'Farm', email: `bot.${i}.${randomUUID()}@example.com`, password: 'violet kettle marching 42', password2: 'violet kettle marching 42' },
      });
    for (let i = 0; i < limit; i++) expect((await register(i)).status, `registration ${i + 1}`).toBeLessThan(300);
    expectThrottled('the next registration', await register(limit));
  });

  it('throttles coupon guesses, each for a different cart', async () => {
    const attacker = fromNewAddress();
    const limit = CHECKOUT_RATE_LIMITS.coupon.perAddress.limit;
    const guess = (i: number) =>
      web(i).call('POST', '/api/discounts/applyDiscount', { headers: attacker, body: { coupon: `GUESS${i}`, cart: [{ product: product.id, variant: product.variantIds[0], quantity: i + 1 }] } });
    for (let i = 0; i < limit; i++) expect((await guess(i)).status, `guess ${i + 1}`).toBe(400);
    expectThrottled('the next guess', await guess(limit));
  });

  it('throttles payment attempts, each for a different buyer', async () => {
    const attacker = fromNewAddress();
    const limit = CHECKOUT_RATE_LIMITS.payment.perAddress.limit;
    const pay = (i: number) =>
      web(i).call('POST', '/api/orders/receiveStripePayment', {
        headers: attacker,
        body: orderBody([[product.id, product.variantIds[0]!, 1]], { email: `buyer.${i}.${randomUUID()}@example.com`, paymentId: `pm_test_declined_${randomUUID().replaceAll('-', '')}` }),
      });
    for (let i = 0; i < limit; i++) expect((await pay(i)).status, `payment ${i + 1}`).toBe(402);
    expectThrottled('the next payment', await pay(limit));
  });
});
