// The dashboard in Chromium against the production build: an administrator watches the dashboard
// while a shopper, in another browser context, buys with the test card; today's orders and sales
// rise on the open dashboard without a reload, over the realtime channel.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { confirmAndPay, continueToShipping, fillCard, fillGuestDetails, toPayment } from './checkout-steps.js';

let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'run the whole shop' }), launchBrowser()]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
}, 180_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await shop?.stop();
});

async function adminDashboard(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
  await page.goto(`${shop.baseUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill('boss@example.com');
  await form.getByLabel('Password', { exact: true }).fill('run the whole shop');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${shop.baseUrl}/adminpanel**`);
  if (new URL(page.url()).pathname !== '/adminpanel') await page.goto(`${shop.baseUrl}/adminpanel`);
  return page;
}

const cardValue = (page: Page, label: string) => page.getByRole('group', { name: label }).locator('.adm-stat__value').innerText();

async function buyAsGuest(product: Awaited<ReturnType<typeof createProduct>>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
  await page.goto(`${shop.baseUrl}/`);
  const cart = [{ product: { _id: product.id, name: product.name, price: product.priceCents / 100 }, variant: product.variantIds[0], quantity: 1 }];
  await page.evaluate(`localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
  await page.goto(`${shop.baseUrl}/checkout`);
  await fillGuestDetails(page, 'walker@example.com');
  await continueToShipping(page);
  await toPayment(page);
  await fillCard(page);
  await confirmAndPay(page);
  await page.waitForURL(/\/order-received\//);
  await context.close();
}

describe('the dashboard', () => {
  it("today's orders rise on an open dashboard when a shopper buys in another browser, without a reload", async () => {
    const tee = await createProduct(db, { name: 'Summit Tee', priceCents: 4500, variants: [['M', 5]] });
    const page = await adminDashboard();
    await page.getByText('Live: figures update as orders come in.').waitFor();
    expect(await cardValue(page, "Today's orders")).toBe('0');
    expect(await page.getByRole('group', { name: "Today's sales" }).innerText()).toContain('$0.00 AUD');
    await page.getByRole('region', { name: 'Latest orders' }).getByText('No orders found.').waitFor();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    await buyAsGuest(tee);

    await page.getByRole('group', { name: "Today's orders" }).getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('group', { name: "Today's sales" }).getByText('$55.00 AUD').waitFor(); // $45 + $10 standard shipping
    await page.getByRole('region', { name: 'Latest orders' }).getByText('Jo Walker').waitFor();
    expect(reloaded).toBe(false);
    // The chart's text alternative and the map are on the screen.
    expect(await page.getByRole('img', { name: /Monthly sales \(AUD\): bar chart/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /Sessions by country/ }).count()).toBe(1);
  });

  it('keeps the summary cards live on the users list, hides them on a user (4 segments) and puts a new user first, without a reload', async () => {
    const page = await adminDashboard();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !new URL(frame.url()).pathname.startsWith('/adminpanel')) reloaded = true;
    });
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Admin' }).first().getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/users**`);
    const users = page.getByRole('region', { name: 'Users' });
    await users.getByRole('link', { name: 'Jo Walker' }).waitFor();
    expect(await cardValue(page, "Today's orders")).toBe('1');
    await page.getByText('Live: figures update as orders come in.').waitFor();

    const registered = await fetch(`${shop.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ruby', lastName: 'Ranger', email: 'ruby.ranger@example.com', password: 'long enough secret', password2: 'long enough secret' }),
    });
    expect(registered.status).toBeLessThan(300);

    await users.getByRole('row').nth(1).getByText('ruby.ranger@example.com').waitFor({ timeout: 15_000 });
    expect(navigations).toEqual([]);
    expect(reloaded).toBe(false);

    await users.getByRole('link', { name: 'Ruby Ranger' }).click();
    await page.waitForURL(/\/adminpanel\/users\/[^/]+\/[^/]+$/);
    await page.getByRole('main').getByText('ruby.ranger@example.com').first().waitFor();
    // The address changes before the page re-renders: wait for the cards to go rather than reading them once.
    await expect.poll(() => page.getByRole('group', { name: "Today's orders" }).count()).toBe(0);
  });
});
