// The back office's products in Chromium against the production build: an administrator signs in,
// is told what is wrong with an empty form, creates a product with two images and three sizes and
// sees it in the shop, edits its price (asked before leaving it unsaved) and sees the new price on
// the shop's next load, then deletes it and is sent back to the list while it leaves the shop.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';

let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;
let pictures: { name: string; mimeType: string; buffer: Buffer }[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'run the whole shop' }), launchBrowser()]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
  pictures = [
    {
      name: 'front.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2f4a3a' } })
        .png()
        .toBuffer(),
    },
    {
      name: 'back.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 800, height: 800, channels: 3, background: '#b5653b' } })
        .jpeg()
        .toBuffer(),
    },
  ];
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

/** What a shopper sees on the product's page: its name, price line, sizes and how many images. */
async function shopperSees(page: Page, id: string) {
  await page.goto(`${shop.baseUrl}/shop/ridge-jacket/${id}`);
  await page.locator('.sf-product__name, .sf-not-found').first().waitFor();
  if ((await page.locator('.sf-product__name').count()) === 0) return null;
  return {
    name: await page.locator('.sf-product__name').innerText(),
    price: await page.locator('.sf-buy__price').innerText(),
    sizes: await page.locator('.sf-variant').allInnerTexts(),
    images: await page.getByRole('list', { name: 'Product images' }).getByRole('listitem').count(),
  };
}

const focused = (page: Page, attribute: string) => page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute(${JSON.stringify(attribute)})`);

describe('products in the back office', () => {
  it('creates a product with two images and three sizes, edits its price and deletes it, the shop following each change', async () => {
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).first().click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/products`);
    await page.getByText('No results found.').waitFor();
    expect(await page.getByRole('link', { name: 'Edit Bulk' }).getAttribute('href')).toBe('/adminpanel/products/bulkEdit');

    await page.getByRole('link', { name: 'New Product' }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/products/newProduct`);
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByText('All fields are required. The form is case sensitive.').waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Please enter the product name.').waitFor();
    await form.getByText('Add at least one image (JPEG or PNG).').waitFor();
    await expect.poll(() => focused(page, 'name')).toBe('name');
    await form.getByLabel('Name').fill('Ridge Jacket');
    expect(await form.getByText('Please enter the product name.').count()).toBe(0);

    await form.getByLabel('Description').fill('A recycled shell for wet ridgelines.');
    await form.getByLabel('Price (AUD)').fill('199.90');
    await form.getByLabel('Category').selectOption('tops');
    for (const [i, [size, stock]] of [
      ['S', '2'],
      ['M', '3'],
      ['L', '4'],
    ].entries()) {
      await form.getByRole('button', { name: 'Add size' }).click();
      await form.getByLabel(`Size ${i + 1} name`).fill(size!);
      await form.getByLabel(`Size ${i + 1} stock`).fill(stock!);
    }
    await form.getByLabel('Choose images').setInputFiles(pictures);
    expect(await form.getByRole('list', { name: 'Product images' }).getByRole('listitem').count()).toBe(2);
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').getByText('New product has been successfully created.').waitFor();

    const { rows } = await db.query<{ id: string }>("SELECT id FROM products WHERE name = 'Ridge Jacket'");
    const id = rows[0]!.id;
    const shopper = await browser.newPage();
    await shopper.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
    expect(await shopperSees(shopper, id)).toEqual({ name: 'Ridge Jacket', price: expect.stringContaining('$199.90'), sizes: ['S', 'M', 'L'], images: 2 });

    await page.goto(`${shop.baseUrl}/adminpanel/products`);
    await page.getByRole('link', { name: 'Ridge Jacket' }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/products/Ridge-Jacket/${id}`);
    const edit = page.getByRole('form', { name: 'Edit product' });
    await edit.getByLabel('Price (AUD)').fill('149.50');
    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).first().click();
    const leaving = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await leaving.getByText('Leave without saving? Your changes to this product will be lost.').waitFor();
    await leaving.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(`${shop.baseUrl}/adminpanel/products/Ridge-Jacket/${id}`);
    expect(await edit.getByLabel('Price (AUD)').inputValue()).toBe('149.50');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Product Updated').waitFor();
    expect((await shopperSees(shopper, id))?.price).toContain('$149.50');
    await page.getByRole('region', { name: 'History' }).getByText('price: 199.9 → 149.5').waitFor();

    await edit.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete product' });
    await dialog.getByText('Are you sure you want to delete this product?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByRole('status').getByText('Product Deleted').waitFor();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/products`, { timeout: 6_000 });
    expect(await shopperSees(shopper, id)).toBeNull();
  });
});
