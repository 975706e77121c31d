// The bulk editor in Chromium against the production build: an administrator edits a price in the
// grid with the keyboard, is asked before leaving unsaved changes, saves, and a shopper sees the new
// price on the next load; then imports a CSV that changes 100 stock levels after its preview.
import { randomUUID } from 'node:crypto';
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

/** An attribute of the element that has the focus (the e2e code has no DOM types: the browser evaluates it). */
const focused = (page: Page, attribute: string) => page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute(${JSON.stringify(attribute)})`);

/** The bulk grid, reached from the products list's Edit Bulk button. */
async function bulkGrid(page: Page) {
  await page.goto(`${shop.baseUrl}/adminpanel/products`);
  await page.getByRole('link', { name: 'Edit Bulk' }).click();
  await page.waitForURL(`${shop.baseUrl}/adminpanel/products/bulkEdit`);
  const grid = page.getByRole('grid', { name: 'Products and sizes' });
  await grid.waitFor();
  return grid;
}

describe('bulk edit in the back office', () => {
  it('edits a price in the grid with the keyboard, asks before leaving unsaved, saves, and the shop shows the new price on the next load', async () => {
    const name = `Summit Tee ${randomUUID().slice(0, 6)}`;
    const tee = await createProduct(db, { name, priceCents: 4500, category: 'tops', variants: [], stockLevel: 5 });
    const shopper = await browser.newPage();
    await shopper.goto(`${shop.baseUrl}/shop/summit-tee/${tee.id}`);
    await shopper.locator('.sf-buy__price').getByText('$45.00').waitFor();

    const page = await adminPage();
    const grid = await bulkGrid(page);
    await page.getByLabel('Filter by name or category').fill(name);
    const row = grid.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('gridcell', { name: '$45.00' }).click();
    await page.keyboard.type('39.95');
    await page.keyboard.press('Enter');
    const changed = row.getByRole('gridcell', { name: /\$39\.95/ });
    await changed.waitFor();
    expect(await changed.getAttribute('class')).toContain('is-changed');
    // Enter kept the price and the keyboard stays in the grid: Shift+Tab, then the right arrow.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page, 'role')).toBe('gridcell');
    expect(await page.evaluate<string>('document.activeElement.textContent')).toMatch(/^\$39\.95/);

    await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving' });
    await leave.getByText('You have 1 unsaved change. Leave this page and lose it?').waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(`${shop.baseUrl}/adminpanel/products/bulkEdit`);

    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await page.getByRole('status').getByText('Saved 1 change to 1 product.').waitFor();
    await row.getByRole('gridcell', { name: '$39.95' }).waitFor();
    expect(await row.getByRole('gridcell', { name: '$39.95' }).getAttribute('class')).not.toContain('is-changed');

    await shopper.reload();
    await shopper.locator('.sf-buy__price').getByText('$39.95').waitFor();
    await shopper.close();
    await page.close();
  });

  it('imports a CSV that changes 100 stock levels after a preview of every change', async () => {
    const tag = randomUUID().slice(0, 6);
    const { rows } = await db.query<{ product_id: string; variant_id: string }>(
      `WITH p AS (
         INSERT INTO products (id, name, description, price_cents, category, stock_level)
         SELECT gen_random_uuid(), 'Import ' || $1 || ' ' || n, 'For the import', 2000, 'tops', 3 FROM generate_series(1, 100) AS n RETURNING id)
       INSERT INTO product_variants (id, product_id, variant_name, stock_level, position)
       SELECT gen_random_uuid(), p.id, 'M', 3, 0 FROM p RETURNING product_id, id AS variant_id`,
      [tag],
    );
    const csv = ['productId,variantId,stock', ...rows.map((r) => `${r.product_id},${r.variant_id},42`)].join('\r\n');

    const page = await adminPage();
    await bulkGrid(page);
    await page.getByLabel(/Import a CSV file/).setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('stock.csv: 100 rows read, 100 changes, 0 bad rows.').waitFor();
    await page.getByText('Preview ready: nothing has been changed yet.').waitFor();
    const previewed = page.getByRole('table', { name: /What the import would change/ });
    expect(await previewed.getByRole('row').count()).toBe(101);
    expect((await db.query('SELECT count(*)::int AS n FROM product_variants WHERE id = ANY($1::uuid[]) AND stock_level = 3', [rows.map((r) => r.variant_id)])).rows[0].n).toBe(100);

    await page.getByRole('button', { name: 'Apply 100 changes' }).click();
    await page.getByText('Imported 100 changes to 100 products.').first().waitFor();
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('value')).toBe('1');
    expect((await db.query('SELECT count(*)::int AS n FROM product_variants WHERE id = ANY($1::uuid[]) AND stock_level = 42', [rows.map((r) => r.variant_id)])).rows[0].n).toBe(100);

    await page.getByLabel('Filter by name or category').fill(`Import ${tag} 7`);
    const grid = page.getByRole('grid', { name: 'Products and sizes' });
    await grid
      .getByRole('row', { name: /Size M/ })
      .first()
      .getByRole('gridcell', { name: '42' })
      .waitFor();
    await page.close();
  });
});
