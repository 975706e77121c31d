import express from 'express';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../application/checkout/checkout-request.js';
import { makeFulfilPaidCheckout } from '../../../application/checkout/fulfil-paid-checkout.js';
import { makePlaceOrder } from '../../../application/checkout/place-order.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { logAnalytics } from '../../platform/analytics/log-analytics.js';
import { FakePaypalServer } from '../../../test-support/fake-paypal-server.js';
import { FakeStripeServer } from '../../../test-support/fake-stripe-server.js';
import { PaypalPaymentGateway } from '../../platform/payments/paypal-gateway.js';
import { createStripeClient, StripePaymentGateway } from '../../platform/payments/stripe-gateway.js';
import { postgresCheckoutAttemptRepository } from './checkout-attempt-repository.js';
import { postgresCheckoutCatalog } from '../catalog/checkout-catalog.js';
import { postgresUnitOfWork } from '../../platform/database/unit-of-work.js';
import { postgresCouponRepository } from './coupon-repository.js';
import { postgresOrderRepository } from '../orders/order-repository.js';
import { cryptoIdGenerator } from '../../platform/system/crypto-id-generator.js';
import { systemClock } from '../../platform/system/system-clock.js';
import { errorHandler } from '../../http/errors.js';
import { ApiRegistry } from '../../http/openapi.js';
import { webhooksRouter } from './webhook-routes.js';
import { postgresCartRepository } from '../cart/cart-repository.js';

const SECRET = 'whsec_fake_secret';
const stripeFake = new FakeStripeServer();
const paypalFake = new FakePaypalServer();
let api: TestApi;
let server: Server;
let base: string;
let stripe: ReturnType<typeof createStripeClient>;

beforeAll(async () => {
  api = await startTestApi();
  stripe = createStripeClient({ secretKey: 'sk_test_fake', api: await stripeFake.start() });
  const paypalBase = await paypalFake.start();
  const db = api.db;
  const pricing = { catalog: postgresCheckoutCatalog(db), coupons: postgresCouponRepository(db) };
  const silent = { info: () => {} };
  const placeOrder = makePlaceOrder({
    uow: postgresUnitOfWork(db, (tx) => ({ orders: postgresOrderRepository(tx), coupons: postgresCouponRepository(tx), carts: postgresCartRepository(tx) })),
    orders: postgresOrderRepository(db),
    ids: cryptoIdGenerator,
    clock: systemClock,
    issuer: { legalName: 'Shop Pty Ltd', abn: '51 824 753 556', supportEmail: 's@example.com', publicUrl: 'http://shop' },
  });
  const common = { ...pricing, attempts: postgresCheckoutAttemptRepository(db), orders: postgresOrderRepository(db), placeOrder, analytics: logAnalytics(silent), clock: systemClock };
  const gateways = { stripe: new StripePaymentGateway(stripe), paypal: new PaypalPaymentGateway({ clientId: 'c', clientSecret: 's', environment: 'sandbox', apiBase: paypalBase }) };
  const fulfilPaidCheckout = makeFulfilPaidCheckout({ ...common, gateways });
  const app = express();
  app.use('/api/webhooks', express.raw({ type: 'application/json' }));
  app.use(
    webhooksRouter({
      registry: new ApiRegistry(),
      stripe: { client: stripe, webhookSecret: SECRET },
      paypal: { clientId: 'c', clientSecret: 's', webhookId: 'WH-1', environment: 'sandbox', apiBase: paypalBase },
      fulfilPaidCheckout,
    }),
  );
  app.use(errorHandler);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await stripeFake.stop();
  await paypalFake.stop();
  await api.close();
});

const request = (productId: string, variantId: string): CheckoutRequest => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Collins St',
  city: 'Melbourne',
  country: 'Australia',
  region: 'VIC',
  postcode: '3000',
  phoneNumber: '0412345678',
  message: '',
  goGreen: false,
  shippingMethod: 'standard-shipping',
  lines: [{ productId, variantId, quantity: 1 }],
  couponCode: null,
  userId: null,
  guestId: null,
  express: false,
});

async function saveAttempt(key: string, paymentType: 'stripe' | 'paypal', productId: string, variantId: string): Promise<void> {
  await postgresCheckoutAttemptRepository(api.db).saveNew({ checkoutKey: key, paymentType, request: request(productId, variantId), amountCents: 4500 + 1000, paymentId: null, status: 'pending' });
}

const stripeEvent = (type: string, key: string, pi: string, secret = SECRET) => {
  const payload = JSON.stringify({ id: `evt_${pi}`, object: 'event', type, data: { object: { id: pi, object: 'payment_intent', amount_received: 5500, metadata: { checkoutKey: key } } } });
  return fetch(`${base}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
};
const ordersFor = async (key: string) => (await api.db.query('SELECT orderid FROM orders WHERE checkout_key = $1', [key])).rowCount;

describe('POST /api/webhooks/stripe', () => {
  it('places the order of a paid attempt whose shopper never came back; repeats and late events change nothing', async () => {
    const p = await createProduct(api.db, { variants: [['M', 4]] });
    await saveAttempt('stripe:pm_gone_1', 'stripe', p.id, p.variantIds[0]!);
    const first = await stripeEvent('payment_intent.succeeded', 'stripe:pm_gone_1', 'pi_gone_1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'fulfilled' });
    const again = await stripeEvent('payment_intent.succeeded', 'stripe:pm_gone_1', 'pi_gone_1');
    expect(await again.json()).toEqual({ received: true, outcome: 'already_fulfilled' });
    expect(await (await stripeEvent('payment_intent.payment_failed', 'stripe:pm_gone_1', 'pi_gone_1')).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await ordersFor('stripe:pm_gone_1')).toBe(1);
    const stock = await api.db.query('SELECT stock_level FROM product_variants WHERE id = $1', [p.variantIds[0]]);
    expect(stock.rows[0]).toEqual({ stock_level: 3 });
  });

  it('refunds a paid attempt whose stock is gone', async () => {
    const p = await createProduct(api.db, { variants: [['M', 0]] });
    await saveAttempt('stripe:pm_soldout_1', 'stripe', p.id, p.variantIds[0]!);
    const before = stripeFake.refunds;
    const r = await stripeEvent('payment_intent.succeeded', 'stripe:pm_soldout_1', 'pi_soldout_1');
    expect(await r.json()).toEqual({ received: true, outcome: 'refunded' });
    expect(stripeFake.refunds - before).toBe(1);
    expect(await ordersFor('stripe:pm_soldout_1')).toBe(0);
  });

  it('answers 400 to a forged signature and ignores unknown attempts', async () => {
    const forged = await stripeEvent('payment_intent.succeeded', 'stripe:pm_x', 'pi_x', 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ signature: 'The webhook signature does not match.' });
    expect(await (await stripeEvent('payment_intent.succeeded', 'stripe:pm_unknown', 'pi_unknown')).json()).toEqual({ received: true, outcome: 'unknown_attempt' });
  });
});

describe('POST /api/webhooks/paypal', () => {
  it('places the order of a verified PAYMENT.CAPTURE.COMPLETED and refuses unverified events', async () => {
    const p = await createProduct(api.db, { variants: [['M', 4]] });
    await saveAttempt('paypal:ORDER77', 'paypal', p.id, p.variantIds[0]!);
    const body = JSON.stringify({
      id: 'WH-2',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE77', amount: { currency_code: 'AUD', value: '55.00' }, supplementary_data: { related_ids: { order_id: 'ORDER77' } } },
    });
    const send = (sig: string) =>
      fetch(`${base}/api/webhooks/paypal`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.paypal.com/c.pem',
          'paypal-transmission-id': 't',
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': '2026-11-25T10:00:00Z',
        },
        body,
      });
    expect((await send('forged')).status).toBe(400);
    expect(await ordersFor('paypal:ORDER77')).toBe(0);
    expect(await (await send('valid-signature')).json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await (await send('valid-signature')).json()).toEqual({ received: true, outcome: 'already_fulfilled' });
    expect(await ordersFor('paypal:ORDER77')).toBe(1);
  });
});
