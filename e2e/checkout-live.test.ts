// The live payment step in a browser: Stripe Elements, the wallet button and PayPal's buttons, with
// Stripe.js and the PayPal SDK served by local stand-ins and the server's provider SDKs pointed at
// the fake provider APIs of the payment adapter tests.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaypalServer } from '../test-support/fake-paypal-server.js';
import { FakeStripeServer } from '../test-support/fake-stripe-server.js';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct, type CreatedProduct } from '../test-support/factories/catalog.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { FakeProviderScripts } from './checkout-live-fakes.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const stripeApi = new FakeStripeServer();
const paypalApi = new FakePaypalServer();
const scripts = new FakeProviderScripts();
let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;
let scriptsBase: string;

beforeAll(async () => {
  const [stripe, paypalBase, base] = await Promise.all([stripeApi.start(), paypalApi.start(), scripts.start()]);
  scriptsBase = base;
  [shop, browser] = await Promise.all([
    startShop({
      SEED_DEMO: 'false',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_BASE: `http://${stripe.host}:${stripe.port}`,
      STRIPE_JS_URL: `${base}/v3/`,
      PAYPAL_CLIENT_ID: 'fake-client',
      PAYPAL_CLIENT_SECRET: 'fake-secret',
      PAYPAL_API_BASE: paypalBase,
      PAYPAL_SDK_URL: `${base}/sdk/js`,
    }),
    launchBrowser(),
  ]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  if (shop) await shop.stop();
  await Promise.all([stripeApi.stop(), paypalApi.stop(), scripts.stop()]);
});

const guestCart = (product: CreatedProduct, quantity: number) => [
  { product: { _id: product.id, name: product.name, price: product.priceCents / 100 }, variant: product.variantIds[0] ?? '', quantity },
];

/** Opens the payment step as a guest with this cart. */
async function atPayment(viewport: { width: number; height: number }, product: CreatedProduct, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => console.error(e));
  await page.goto(`${shop.baseUrl}/`);
  await page.evaluate(`localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(guestCart(product, 1)))})`);
  await page.goto(`${shop.baseUrl}/checkout`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Phone number', { exact: true }).fill('0400 123 456');
  await main.getByLabel('First name', { exact: true }).fill('Jo');
  await main.getByLabel('Last name', { exact: true }).fill('Walker');
  await main.getByLabel('Address', { exact: true }).fill('12 Banksia Track');
  await main.getByLabel('City', { exact: true }).fill('Melbourne');
  await main.getByLabel('State', { exact: true }).fill('VIC');
  await main.getByLabel('Postcode', { exact: true }).fill('3000');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.waitForURL(/#shipping$/);
  await page.getByRole('radio', { name: /Express Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/#payment$/);
  return page;
}

async function fillElements(page: Page, number: string) {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('MM / YY', { exact: true }).fill('12 / 34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
}

async function ordersOf(email: string) {
  const { rows } = await db.query<{ orderid: string; payment_type: string; payment_id: string | null; total_cents: number }>(
    'SELECT orderid, payment_type, payment_id, total_cents FROM orders WHERE email = $1',
    [email],
  );
  return rows;
}

describe('live payment step in a browser', () => {
  it('serves a policy that lets the configured provider scripts and frames load', async () => {
    const res = await fetch(`${shop.baseUrl}/checkout`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain(scriptsBase);
    expect(scriptSrc).toContain('https://js.stripe.com');
    expect(scriptSrc).toContain('https://*.paypal.com');
    expect(/frame-src ([^;]+)/.exec(csp)?.[1]).toContain('https://hooks.stripe.com');
    const config = await (await fetch(`${shop.baseUrl}/api/payments/config`)).json();
    expect(config).toEqual({
      mode: 'live',
      stripePublishableKey: 'pk_test_fake',
      paypalClientId: 'fake-client',
      stripeJsUrl: `${scriptsBase}/v3/`,
      paypalSdkUrl: `${scriptsBase}/sdk/js`,
      currency: 'aud',
    });
  });

  it('a guest pays by card through Elements; a declined card shows Stripe’s message first (desktop)', async () => {
    const jacket = await createProduct(db, { name: 'Live Card Jacket', priceCents: 12000, variants: [['M', 5]] });
    const page = await atPayment(DESKTOP, jacket, 'card.live@example.com');
    expect(await page.getByText('Test mode').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay with test wallet' }).count()).toBe(0);
    const pay = page.getByRole('button', { name: 'Pay Now' });
    await fillElements(page, '4000 0000 0000 0002');
    expect(await pay.isDisabled()).toBe(true);
    await page.getByLabel(/information I have entered is correct/).check();
    await pay.click();
    await page.getByText('Your card was declined.').waitFor();
    expect(await ordersOf('card.live@example.com')).toEqual([]);

    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 424');
    expect(await pay.isDisabled()).toBe(true);
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await pay.click();
    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Jo!').waitFor();
    const [order] = await ordersOf('card.live@example.com');
    expect(order).toMatchObject({ payment_type: 'stripe', payment_id: expect.stringMatching(/^pi_/), total_cents: 13500 });
    const intent = stripeApi.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(intent?.form.get('payment_method')).toBe('pm_card_visa');
    expect(intent?.form.get('amount')).toBe('13500');
    expect(intent?.idempotencyKey).toBeTruthy();
    expect(await page.evaluate('window.__stripeKey')).toBe('pk_test_fake');
    await page.close();
  });

  it('a card that needs 3-D Secure goes through handleCardAction, then the server confirms it and places the order (phone)', async () => {
    const boots = await createProduct(db, { name: 'Live Secure Boots', priceCents: 20000, variants: [['42', 2]] });
    const page = await atPayment(PHONE, boots, 'secure.live@example.com');
    stripeApi.authenticateOnRead = 'requires_confirmation';
    await fillElements(page, '4000 0027 6000 3184');
    await page.getByLabel(/information I have entered is correct/).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Jo!').waitFor();
    const [order] = await ordersOf('secure.live@example.com');
    expect(order).toMatchObject({ payment_type: 'stripe', payment_id: expect.stringMatching(/^pi_/), total_cents: 21500 });
    expect(await page.evaluate('window.__cardActions')).toEqual([`${order?.payment_id}_secret_fake`]);
    expect(stripeApi.requests.some((r) => r.path === `/v1/payment_intents/${order?.payment_id}/confirm`)).toBe(true);
    stripeApi.authenticateOnRead = null;
    await page.close();
  });

  it('a guest pays with the wallet button, with the wallet’s address and shipping option (phone)', async () => {
    const cap = await createProduct(db, { name: 'Live Wallet Cap', priceCents: 3000, variants: [['One size', 5]] });
    const page = await atPayment(PHONE, cap, 'form.wallet@example.com');
    await page.getByRole('button', { name: 'Pay with fake wallet' }).click();
    await page.waitForURL(/\/order-received\//);
    expect(await page.evaluate('window.__walletStatus')).toBe('success');
    const { rows } = await db.query<{ city: string; shipping_type: string }>('SELECT city, shipping_type FROM orders WHERE email = $1', ['wallet@example.com']);
    expect(rows).toEqual([{ city: 'Geelong', shipping_type: 'standardShipping' }]);
    await page.close();
  });

  it('a guest pays with the PayPal button; the server creates and captures the PayPal order (desktop)', async () => {
    const tent = await createProduct(db, { name: 'Live PayPal Tent', priceCents: 25000, variants: [['2P', 3]] });
    const page = await atPayment(DESKTOP, tent, 'paypal.live@example.com');
    await page.getByRole('button', { name: 'PayPal (fake)' }).click();
    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Jo!').waitFor();
    const [order] = await ordersOf('paypal.live@example.com');
    expect(order).toMatchObject({ payment_type: 'paypal', payment_id: expect.stringMatching(/^CAPTURE/) });
    expect(paypalApi.requests.some((r) => /^\/v2\/checkout\/orders\/ORDER\d+\/capture$/.test(r.path))).toBe(true);
    expect(scripts.requested).toContain('/sdk/js?client-id=fake-client&currency=AUD');
    await page.close();
  });
});
