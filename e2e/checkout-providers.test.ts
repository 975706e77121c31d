// A shop with one payment provider offers only that provider on the payment step: no test card
// form, test wallet, test PayPal button or test-mode notice stands in for the other one.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaypalServer } from '../test-support/fake-paypal-server.js';
import { FakeStripeServer } from '../test-support/fake-stripe-server.js';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct, type CreatedProduct } from '../test-support/factories/catalog.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { FakeProviderScripts } from './checkout-live-fakes.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const stripeApi = new FakeStripeServer();
const paypalApi = new FakePaypalServer();
const scripts = new FakeProviderScripts();
let stripeOnly: ShopProcess;
let paypalOnly: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  const [stripe, paypalBase, base] = await Promise.all([stripeApi.start(), paypalApi.start(), scripts.start()]);
  [stripeOnly, paypalOnly, browser] = await Promise.all([
    startShop({ SEED_DEMO: 'false', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: `http://${stripe.host}:${stripe.port}`, STRIPE_JS_URL: `${base}/v3/` }),
    startShop({ SEED_DEMO: 'false', PAYPAL_CLIENT_ID: 'fake-client', PAYPAL_CLIENT_SECRET: 'fake-secret', PAYPAL_API_BASE: paypalBase, PAYPAL_SDK_URL: `${base}/sdk/js` }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([stripeOnly?.stop(), paypalOnly?.stop()]);
  await Promise.all([stripeApi.stop(), paypalApi.stop(), scripts.stop()]);
});

async function productIn(shop: ShopProcess, name: string): Promise<CreatedProduct> {
  const db = new pg.Pool({ connectionString: shop.databaseUrl, max: 1 });
  try {
    return await createProduct(db, { name, priceCents: 6000, variants: [['M', 5]] });
  } finally {
    await db.end();
  }
}

/** Goes through steps 1 and 2 as a guest, checking on each step that no test-mode notice shows; ends on the payment step. */
async function atPayment(shop: ShopProcess, viewport: { width: number; height: number }, product: CreatedProduct): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${shop.baseUrl}/`);
  const cart = [{ product: { _id: product.id, name: product.name, price: product.priceCents / 100 }, variant: product.variantIds[0], quantity: 1 }];
  await page.evaluate(`localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
  await page.goto(`${shop.baseUrl}/checkout`);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill('one.provider@example.com');
  await main.getByLabel('Phone number', { exact: true }).fill('0400 123 456');
  await main.getByLabel('First name', { exact: true }).fill('Jo');
  await main.getByLabel('Last name', { exact: true }).fill('Walker');
  await main.getByLabel('Address', { exact: true }).fill('12 Banksia Track');
  await main.getByLabel('City', { exact: true }).fill('Melbourne');
  await main.getByLabel('State', { exact: true }).fill('VIC');
  await main.getByLabel('Postcode', { exact: true }).fill('3000');
  expect(await page.getByText(/Test mode/i).count()).toBe(0);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.waitForURL(/#shipping$/);
  expect(await page.getByText(/Test mode/i).count()).toBe(0);
  await page.getByRole('radio', { name: /Express Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/#payment$/);
  return page;
}

async function expectNoTestWaysToPay(page: Page) {
  expect(await page.getByText(/Test mode|Test card/i).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Pay with test wallet' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Pay with PayPal (test)' }).count()).toBe(0);
}

describe('the payment step offers only the configured provider', () => {
  it('Stripe only: the card field and the wallet, no PayPal of any kind (desktop)', async () => {
    const page = await atPayment(stripeOnly, DESKTOP, await productIn(stripeOnly, 'Stripe Only Jacket'));
    await page.getByLabel('Card number', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay with fake wallet' }).waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).waitFor();
    await expectNoTestWaysToPay(page);
    expect(await page.getByRole('button', { name: /PayPal/ }).count()).toBe(0);
    expect(scripts.requested.filter((u) => u.startsWith('/sdk/js'))).toEqual([]);
    await page.close();
  });

  it('PayPal only: PayPal’s buttons, no card form, wallet or Pay Now; paying with PayPal places the order (phone)', async () => {
    const page = await atPayment(paypalOnly, PHONE, await productIn(paypalOnly, 'PayPal Only Tent'));
    await page.getByRole('button', { name: 'PayPal (fake)' }).waitFor();
    await expectNoTestWaysToPay(page);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /wallet/i }).count()).toBe(0);
    await page.getByRole('button', { name: 'PayPal (fake)' }).click();
    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Jo!').waitFor();
    expect(await page.getByText(/test order/i).count()).toBe(0);
    await page.close();
  });
});
