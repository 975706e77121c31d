// The back office's categories in Chromium against the production build: an administrator signs in,
// creates categories, hides one and sees it and its products leave the shop, displays it again, and
// is told clearly why a category in use cannot be deleted.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct } from '../test-support/factories/catalog.js';
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

/** An administrator's page, signed in through /login as staff do. */
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

/** A shopper's page of the shop list for one category (names of the products shown, once loaded). */
async function shopperSees(page: Page, category: string): Promise<{ products: string[]; inMenu: boolean }> {
  await page.goto(`${shop.baseUrl}/shop?category=${encodeURIComponent(category)}`);
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link', { name: 'All Products' }).waitFor();
  await page.locator('.sf-product-grid, .sf-shop__empty, :text("There is no products in this category.")').first().waitFor();
  return { products: await page.locator('.sf-card__name').allInnerTexts(), inMenu: (await nav.getByRole('link', { name: category, exact: true }).count()) > 0 };
}

/** An attribute of the element that has the focus (the e2e code has no DOM types: the browser evaluates it). */
const focused = (page: Page, attribute: string) => page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute(${JSON.stringify(attribute)})`);

describe('categories in the back office', () => {
  it('creates categories; the form says what is wrong under the title, moves the focus there, and resets on leaving', async () => {
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).first().click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/categories`);
    await page.getByText('No categories found.').waitFor();

    await page.getByRole('link', { name: 'New Category' }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/categories/newCategory`);
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByText('All fields are required. The form is case sensitive.').waitFor();
    const create = form.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Title').fill('Alpine Gear');
    expect(await create.isDisabled()).toBe(false);
    await form.getByRole('radio', { name: 'Visible' }).check();
    await create.click();
    await page.getByRole('status').getByText('New category has been successfully created.').waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('');

    await form.getByLabel('Title').fill('Alpine Gear');
    await create.click();
    const title = form.getByLabel('Title');
    await form.getByText('A category named Alpine Gear already exists.').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await title.getAttribute('aria-describedby')}`).innerText()).toBe('A category named Alpine Gear already exists.');
    await expect.poll(() => focused(page, 'name')).toBe('name');
    await title.press('End');
    await title.type('s');
    expect(await form.getByText('A category named Alpine Gear already exists.').count()).toBe(0);
    await title.fill('alpine gear'); // case-sensitive: another category
    await form.getByRole('radio', { name: 'Hidden' }).check();
    await create.click();
    await page.getByRole('status').getByText('New category has been successfully created.').waitFor();

    await title.fill('Half Typed');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/categories`);
    const table = page.getByRole('table', { name: 'Categories' });
    await table.getByRole('rowheader', { name: 'Alpine Gear', exact: true }).waitFor();
    expect(await table.getByRole('row', { name: /alpine gear Hidden/ }).count()).toBe(1);
    await page.getByRole('link', { name: 'New Category' }).click();
    expect(await page.getByRole('form', { name: 'New category' }).getByLabel('Title').inputValue()).toBe('');
    await page.close();
  });

  it('hides a category: it and its products leave the shop at once; displayed again, they are back', async () => {
    const { rows } = await db.query<{ name: string }>("SELECT name FROM categories WHERE name = 'Alpine Gear'");
    expect(rows).toHaveLength(1);
    await createProduct(db, { name: 'Summit Fleece', category: 'Alpine Gear' });
    const shopper = await browser.newPage();
    await shopper.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
    expect(await shopperSees(shopper, 'Alpine Gear')).toEqual({ products: ['Summit Fleece'], inMenu: true });

    const page = await adminPage();
    await page.goto(`${shop.baseUrl}/adminpanel/categories`);
    await page.getByRole('button', { name: 'Hide Alpine Gear', exact: true }).click();
    await page.getByText('Alpine Gear is now hidden.').waitFor();
    await page.getByRole('button', { name: 'Display Alpine Gear', exact: true }).waitFor();
    await expect.poll(() => shopperSees(shopper, 'Alpine Gear')).toEqual({ products: [], inMenu: false });
    await shopper.getByText('There is no products in this category. Please check back later.').waitFor();
    await shopper.goto(`${shop.baseUrl}/shop`);
    await shopper.getByText('There is no products in this category. Please check back later.').waitFor();

    await page.getByRole('button', { name: 'Display Alpine Gear', exact: true }).click();
    await page.getByText('Alpine Gear is now visible.').waitFor();
    await expect.poll(() => shopperSees(shopper, 'Alpine Gear')).toEqual({ products: ['Summit Fleece'], inMenu: true });
    await shopper
      .getByRole('link', { name: /Summit Fleece/ })
      .first()
      .click();
    await shopper.getByRole('heading', { level: 1, name: 'Summit Fleece' }).waitFor();
    await shopper.close();
    await page.close();
  });

  it('refuses to delete a category in use with a clear message, and deletes one no product uses', async () => {
    const page = await adminPage();
    await page.goto(`${shop.baseUrl}/adminpanel/categories`);
    const remove = page.getByRole('button', { name: 'Delete Alpine Gear', exact: true });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete category' });
    await dialog.getByText('Are you sure you want to delete the category Alpine Gear?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await dialog.getByRole('alert').getByText('Alpine Gear is used by 1 product. Move it to another category before deleting it.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page, 'aria-label')).toBe('Delete Alpine Gear');
    await page.getByRole('rowheader', { name: 'Alpine Gear', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete alpine gear', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('alpine gear was deleted.').waitFor();
    expect(await page.getByRole('rowheader', { name: 'alpine gear', exact: true }).count()).toBe(0);
    expect((await db.query("SELECT action FROM audit_log WHERE entity_type = 'category' ORDER BY id")).rows.map((r) => r.action)).toEqual([
      'category.created',
      'category.created',
      'category.hidden',
      'category.shown',
      'category.deleted',
    ]);
    await page.close();
  });
});
