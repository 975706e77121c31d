// The back office's orders in Chromium against the production build: an administrator finds an order
// by the buyer's e-mail, adds a tracking number (asked first) and sees it Confirmed while the buyer's
// shipping notice with the tracking link reaches the SMTP server; cancels another order and sees its
// stock restored and the refund recorded.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { orderBody } from '../test-support/factories/checkout.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { startSmtpReceiver, type SmtpReceiver } from '../test-support/smtp-receiver.js';

let shop: ShopProcess;
let browser: Browser;
let smtp: SmtpReceiver;
let db: pg.Pool;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', SMTP_URL: smtp.url, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'run the whole shop' }), launchBrowser()]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
}, 180_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await shop?.stop();
  await smtp?.close();
});

const api = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${shop.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};

/** A paid test order of `quantity` units of a product with 10 in stock; the order id, its number and the variant. */
async function placeOrder(email: string, quantity: number) {
  const product = await createProduct(db, { stockLevel: 10, variants: [['M', 10]] });
  const card = await api('POST', '/api/payments/test/payment-methods', { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
  const r = await api('POST', '/api/orders/receiveStripePayment', orderBody([[product.id, product.variantIds[0]!, quantity]], { email, paymentId: card.body.id, shippingType: 'express-shipping' }));
  expect(r.status).toBe(200);
  const row = await db.query<{ id: string }>('SELECT id FROM orders WHERE orderid = $1', [r.body.orderid]);
  return { id: row.rows[0]!.id, orderid: r.body.orderid as string, product };
}

async function adminPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
  await page.goto(`${shop.baseUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill('boss@example.com');
  await form.getByLabel('Password', { exact: true }).fill('run the whole shop');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${shop.baseUrl}/adminpanel**`);
  return page;
}

describe('orders in the back office', () => {
  it('finds an order by e-mail, adds a tracking number and the buyer gets the shipping notice', async () => {
    const order = await placeOrder('trail.runner@example.com', 1);
    await placeOrder('someone.else@example.com', 1);
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).first().click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/orders`);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('TRAIL.RUNNER@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/query=TRAIL.RUNNER/);
    await page.getByText('1 result', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove search TRAIL.RUNNER@example.com' }).waitFor();
    await page.getByRole('link', { name: order.orderid }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/orders/${order.id}`);

    await page.getByRole('button', { name: 'Add tracking number' }).click();
    await page.getByRole('form', { name: 'Tracking number' }).getByLabel('Tracking number').fill('ab123456789au');
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Add tracking number' });
    await dialog.getByText('AB123456789AU').waitFor();
    await dialog.getByRole('button', { name: 'Yes, Update' }).click();
    await page.getByText('Tracking number added. The buyer was informed by e-mail.').waitFor();
    await page.getByRole('heading', { name: /Confirmed/ }).waitFor();
    expect(await page.getByRole('link', { name: 'AB123456789AU' }).getAttribute('href')).toBe('https://auspost.com.au/mypost/track/details/AB123456789AU');
    await page.getByRole('form', { name: 'Tracking number' }).waitFor({ state: 'detached', timeout: 6_000 });

    const mail = await smtp.waitFor('trail.runner@example.com', /https:\/\/auspost\.com\.au\/mypost\/track\/details\/AB123456789AU/);
    expect(mail[0]).toContain('AB123456789AU');
  });

  it('cancels an order after confirmation: stock restored, refund recorded, buyer mailed', async () => {
    const order = await placeOrder('changed.mind@example.com', 3);
    expect((await db.query('SELECT stock_level FROM product_variants WHERE id = $1', [order.product.variantIds[0]])).rows[0]).toEqual({ stock_level: 7 });
    const page = await adminPage();
    await page.goto(`${shop.baseUrl}/adminpanel/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel order' }).getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await page.getByRole('heading', { name: /Cancelled/ }).waitFor();
    await page.getByText('Refunded', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect((await db.query('SELECT stock_level FROM product_variants WHERE id = $1', [order.product.variantIds[0]])).rows[0]).toEqual({ stock_level: 10 });
    expect((await db.query('SELECT order_status, refunded_at IS NOT NULL AS refunded FROM orders WHERE id = $1', [order.id])).rows[0]).toEqual({ order_status: 'Cancelled', refunded: true });
    await smtp.waitFor('changed.mind@example.com', /has been cancelled/);

    await page.reload();
    await page.getByText('Refunded', { exact: true }).waitFor();
  });
});
