// A customer's data rights in Chromium against the production build: from the dashboard they
// download their data as a JSON file, then delete their account with their password; the order
// stays for the tax records without their details, and the old sign-in is over.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createOrder, createUser } from '../test-support/factories/accounts.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';

let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false' }), launchBrowser()]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
}, 180_000);
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await shop?.stop();
});

describe('data rights on the dashboard', () => {
  it('downloads my data, then deletes my account after a wrong and a right password', async () => {
    const me = await createUser(db, { firstName: 'Robin' });
    const order = await createOrder(db, { userId: me.id, orderid: 'ssrights1' });
    const page = await browser.newPage();
    await page.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
    await page.goto(`${shop.baseUrl}/login`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(me.email);
    await form.getByLabel('Password', { exact: true }).fill(me.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shop.baseUrl}/dashboard`);
    const token = await page.evaluate<string | null>("localStorage.getItem('token')");

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string }; orders: { orderid: string }[] };
    expect(file.profile.email).toBe(me.email);
    expect(file.orders.map((o) => o.orderid)).toEqual(['ssrights1']);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await dialog.getByText('The password is not correct.').waitFor();
    expect((await db.query('SELECT id FROM users WHERE id = $1', [me.id])).rowCount).toBe(1);

    await dialog.getByLabel('Password').fill(me.password);
    await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    expect(await page.evaluate<string | null>("localStorage.getItem('token')")).toBeNull();
    expect((await db.query('SELECT id FROM users WHERE id = $1', [me.id])).rowCount).toBe(0);
    const kept = await db.query('SELECT first_name, last_name, email, total_cents FROM orders WHERE id = $1', [order.id]);
    expect(kept.rows).toEqual([{ first_name: 'Deleted', last_name: 'customer', email: '', total_cents: 5995 }]);
    const old = await fetch(`${shop.baseUrl}/api/users/data-export`, { headers: { authorization: `Bearer ${token}` } });
    expect(old.status).toBe(401);
  });
});
