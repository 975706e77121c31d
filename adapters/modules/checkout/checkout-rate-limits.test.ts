// Anti-automation on the checkout: payment attempts (card testing), coupon checks (code guessing) and
// guest records are limited per address and per e-mail or cart, with Retry-After, and the counts
// are shared by all web processes when Redis is configured.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProduct, type CreatedProduct } from '../../../test-support/factories/catalog.js';
import { fromNewAddress, orderBody } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { CHECKOUT_RATE_LIMITS } from './checkout-rate-limits.js';

type Answer = Awaited<ReturnType<TestApi['call']>>;

/** Sends `n` requests made by `request(i)` one after another; answers their statuses and the last answer. */
async function repeat(n: number, request: (i: number) => Promise<Answer>): Promise<{ statuses: number[]; last: Answer }> {
  const statuses: number[] = [];
  let last: Answer | undefined;
  for (let i = 0; i < n; i++) {
    last = await request(i);
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

function expectLimitedAfter(limit: number, { statuses, last }: { statuses: number[]; last: Answer }) {
  expect(statuses.slice(0, limit)).not.toContain(429);
  expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
  expect(last.status).toBe(429);
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(last.body).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
}

const declinedCard = () => `pm_test_declined_${randomUUID().replaceAll('-', '')}`;
const guest = (email: string) => ({
  email,
  firstname: 'Ada',
  lastname: 'Lovelace',
  zipCode: '3000',
  streetAdress: '1 Collins St',
  city: 'Melbourne',
  region: 'VIC',
  country: 'Australia',
  phoneNumber: '0412 345 678',
  guestUser: true,
});

describe('checkout rate limits (in-process counters)', () => {
  let api: TestApi;
  let p: CreatedProduct;
  beforeAll(async () => {
    api = await startTestApi({ env: { TRUST_PROXY: '1' } });
    p = await createProduct(api.db, { variants: [['M', 50]] });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('stops card testing: 25 card payments with different cards from one address get 429 after the 20th', async () => {
    const address = fromNewAddress();
    const limit = CHECKOUT_RATE_LIMITS.payment.perAddress.limit;
    expect(limit).toBeLessThan(25);
    const run = await repeat(25, () => api.call('POST', '/api/orders/receiveStripePayment', { headers: address, body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: declinedCard() }) }));
    expect(run.statuses.slice(0, limit).every((s) => s === 402)).toBe(true);
    expectLimitedAfter(limit, run);
  });

  it('limits payment attempts per buyer e-mail across addresses', async () => {
    const limit = CHECKOUT_RATE_LIMITS.payment.perEmail.limit;
    const email = `card.tester.${randomUUID()}@example.com`;
    const run = await repeat(limit + 2, () =>
      api.call('POST', '/api/orders/receiveStripePayment', { headers: fromNewAddress(), body: orderBody([[p.id, p.variantIds[0]!, 1]], { email, paymentId: declinedCard() }) }),
    );
    expectLimitedAfter(limit, run);
  });

  it('counts every payment call in the same bucket: PayPal order creation and capture, the wallet and the 3-D Secure confirmation', async () => {
    const limit = CHECKOUT_RATE_LIMITS.payment.perAddress.limit;
    for (const make of [
      (h: Record<string, string>) => () => api.call('POST', '/api/payments/paypal/orders', { headers: h, body: orderBody([[p.id, p.variantIds[0]!, 1]]) }),
      (h: Record<string, string>) => () =>
        api.call('POST', '/api/orders/receivePaypalPayment', { headers: h, body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: `TESTPAYPAL-${randomUUID()}` }) }),
      (h: Record<string, string>) => () => api.call('POST', '/api/orders/expressCheckout', { headers: h, body: orderBody([[p.id, p.variantIds[0]!, 1]], { token: declinedCard() }) }),
      (h: Record<string, string>) => () => api.call('POST', '/api/orders/confirmStripePayment', { headers: h, body: { checkoutKey: `unknown-${randomUUID()}`, paymentIntentId: 'pi_test_0000' } }),
    ]) {
      expectLimitedAfter(limit, await repeat(limit + 1, make(fromNewAddress())));
    }
    // One bucket: an address that used its payment attempts on one call cannot move on to another.
    const address = fromNewAddress();
    await repeat(limit, () => api.call('POST', '/api/orders/receiveStripePayment', { headers: address, body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: declinedCard() }) }));
    const paypal = await api.call('POST', '/api/payments/paypal/orders', { headers: address, body: orderBody([[p.id, p.variantIds[0]!, 1]]) });
    expect(paypal.status).toBe(429);
  });

  it('stops coupon guessing: 150 guesses from one address get 429 after the 20th; one cart gets 10 guesses from anywhere', async () => {
    const address = fromNewAddress();
    const run = await repeat(150, (i) => api.call('POST', '/api/discounts/applyDiscount', { headers: address, body: { coupon: `GUESS${i}` } }));
    expect(run.statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expectLimitedAfter(CHECKOUT_RATE_LIMITS.coupon.perAddress.limit, run);

    const cart = [{ product: p.id, variant: p.variantIds[0], quantity: 3 }];
    const perCart = CHECKOUT_RATE_LIMITS.coupon.perCart.limit;
    expectLimitedAfter(perCart, await repeat(perCart + 2, (i) => api.call('POST', '/api/discounts/applyDiscount', { headers: fromNewAddress(), body: { coupon: `CART${i}`, cart } })));
  });

  it('lets a shopper who mistypes a coupon a few times still apply the right one', async () => {
    const coupon = await createCoupon(api.db, { amount: 1000 });
    const address = fromNewAddress();
    for (const typo of ['SAVE', coupon.code.slice(1), `${coupon.code}X`]) {
      expect((await api.call('POST', '/api/discounts/applyDiscount', { headers: address, body: { coupon: typo } })).status).toBe(400);
    }
    expect((await api.call('POST', '/api/discounts/applyDiscount', { headers: address, body: { coupon: coupon.code } })).status).toBe(200);
  });

  it('limits guest records per address and per e-mail', async () => {
    const address = fromNewAddress();
    const run = await repeat(25, (i) => api.call('POST', '/api/guestUsers/guestUserData', { headers: address, body: guest(`guest.${i}.${randomUUID()}@example.com`) }));
    expect(run.statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expectLimitedAfter(CHECKOUT_RATE_LIMITS.guest.perAddress.limit, run);

    const email = `guest.${randomUUID()}@example.com`;
    expectLimitedAfter(CHECKOUT_RATE_LIMITS.guest.perEmail.limit, await repeat(12, () => api.call('POST', '/api/guestUsers/guestUserData', { headers: fromNewAddress(), body: guest(email) })));
  });
});

describe('checkout rate limits in the scaled-out mode (Redis)', () => {
  const redisUrl = inject('redisUrl');
  const apis: TestApi[] = [];
  afterEach(async () => {
    await Promise.all(apis.splice(0).map((a) => a.close()));
  });

  it.runIf(redisUrl)('counts one address’s payment attempts across web processes', async () => {
    // Two web processes of one shop: same Redis, same key prefix (unique to this test run).
    const env = { TRUST_PROXY: '1', REDIS_URL: redisUrl, REDIS_PREFIX: `t${randomUUID().replaceAll('-', '').slice(0, 12)}` };
    apis.push(await startTestApi({ env }), await startTestApi({ env }));
    const [a, b] = apis as [TestApi, TestApi];
    const product = await createProduct(a.db, { variants: [['M', 5]] });
    const address = fromNewAddress();
    const limit = CHECKOUT_RATE_LIMITS.payment.perAddress.limit;
    const half = Math.ceil(limit / 2);
    const pay = (api: TestApi) => () =>
      api.call('POST', '/api/orders/receiveStripePayment', { headers: address, body: orderBody([[product.id, product.variantIds[0]!, 1]], { paymentId: declinedCard() }) });
    const onA = await repeat(half, pay(a));
    const onB = await repeat(limit - half + 1, pay(b));
    expectLimitedAfter(limit, { statuses: [...onA.statuses, ...onB.statuses], last: onB.last });
  });
});
