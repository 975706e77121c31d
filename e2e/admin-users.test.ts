// The back office's users in Chromium against the production build: an administrator makes a
// customer an administrator (their existing sign-in reaches the back office at once), removes it
// again (their next admin call is refused), and deletes a user whose orders stay.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createOrder, createUser } from '../test-support/factories/accounts.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';

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

const call = async (path: string, token: string) => (await fetch(`${shop.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;

async function signedInCustomer(email: string) {
  const user = await createUser(db, { email, firstName: 'Grace', lastName: 'Hopper' });
  const r = await fetch(`${shop.baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: user.password }) });
  return { ...user, token: ((await r.json()) as { token: string }).token };
}

/** Opens the user's page from the users list, found by e-mail. */
async function openUser(page: Page, email: string, name: string): Promise<void> {
  await page.goto(`${shop.baseUrl}/adminpanel/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name }).waitFor();
}

describe('users in the back office', () => {
  it('makes a user admin, then removes it: their next admin call is refused', async () => {
    const grace = await signedInCustomer('grace@example.com');
    expect(await call('/api/admin/getUsers/1/newest/-', grace.token)).toBe(403);
    const page = await adminPage();
    await openUser(page, 'grace@example.com', 'Grace Hopper');
    await page.getByRole('button', { name: 'Assign Admin', exact: true }).click();
    await page.getByText('User details successfully updated.').waitFor();
    await page
      .getByRole('region', { name: 'User Grace Hopper' })
      .locator('.adm-badge', { hasText: /^Admin$/ })
      .waitFor();
    expect(await call('/api/admin/getUsers/1/newest/-', grace.token)).toBe(200);

    await page.getByRole('button', { name: 'Unassign Admin' }).click();
    await page.getByRole('button', { name: 'Assign Admin', exact: true }).waitFor();
    expect(await call('/api/admin/getUsers/1/newest/-', grace.token)).toBe(401);
  });

  it('deletes a user after confirmation, goes back to the list, and their orders stay', async () => {
    const user = await createUser(db, { email: 'leaving@example.com', firstName: 'Linus', lastName: 'Leaving' });
    const order = await createOrder(db, { userId: user.id });
    const page = await adminPage();
    await openUser(page, 'leaving@example.com', 'Linus Leaving');
    await page.getByText(order.orderid.toUpperCase()).waitFor();
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete user' });
    await dialog.getByText('Are you sure you want to permanently delete this user? Orders placed by this user will not be deleted.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText("User successfully deleted. You're being redirected to Users Dashboard.").waitFor();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/users`, { timeout: 10_000 });
    expect((await db.query('SELECT id FROM users WHERE id = $1', [user.id])).rows).toEqual([]);
    expect((await db.query('SELECT user_id, first_name FROM orders WHERE id = $1', [order.id])).rows).toEqual([{ user_id: null, first_name: 'Ada' }]);

    await page.goto(`${shop.baseUrl}/adminpanel/orders/${order.id}`);
    await page.getByText('Not Enough Data').waitFor();
  });
});
