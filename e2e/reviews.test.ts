// The back office's reviews in Chromium against the production build: a shopper writes a review, an
// administrator publishes it and the product page shows it with the rating and count following; a
// review written as markup shows as text and never runs.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct, createReview } from '../test-support/factories/catalog.js';
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

/** An administrator's page, signed in through /login as staff do; any script dialog (alert) is recorded. */
async function adminPage(dialogs: string[] = []): Promise<Page> {
  const page = await browser.newPage();
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
  await page.goto(`${shop.baseUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill('boss@example.com');
  await form.getByLabel('Password', { exact: true }).fill('run the whole shop');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${shop.baseUrl}/adminpanel**`);
  return page;
}

/** A shopper writes a review through the shop's API, as the review wizard sends it. */
async function shopperWrites(productId: string, review: string, rating: number, firstName: string, lastName: string): Promise<void> {
  const body = new FormData();
  for (const [k, v] of Object.entries({ productId, review, rating: String(rating), firstName, lastName, email: `${firstName.replace(/\W/g, '') || 'x'}@example.com` })) body.set(k, v);
  const r = await fetch(`${shop.baseUrl}/api/reviews/newReview`, { method: 'POST', body });
  expect(r.status).toBe(201);
}

/** What a shopper sees of the product page's reviews, freshly loaded. */
async function productPageShows(page: Page, path: string): Promise<{ texts: string[]; rating: string | null }> {
  await page.goto(`${shop.baseUrl}${path}`);
  const section = page.getByRole('region', { name: 'Reviews' });
  await section.getByRole('button', { name: 'Write a Review' }).waitFor();
  const texts = await section.locator('.sf-review__text').allInnerTexts();
  const stars = section.locator('.sf-reviews__head [role="img"]');
  return { texts, rating: (await stars.count()) > 0 ? await stars.first().getAttribute('aria-label') : null };
}

describe('reviews in the back office', () => {
  it('publishes a shopper’s review: it appears on the product page at once, with the rating and count', async () => {
    const product = await createProduct(db, { name: 'Granite Hoodie' });
    await createReview(db, product.id, { rating: 5, isActive: true, review: 'Already shown.' });
    await shopperWrites(product.id, 'Snug, but the sleeves run long.', 3, 'Kim', 'lee');
    const shopper = await browser.newPage();
    await shopper.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
    const path = `/shop/Granite-Hoodie/${product.id}`;
    expect(await productPageShows(shopper, path)).toEqual({ texts: ['Already shown.'], rating: 'Rated 5.0 out of 5' });

    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Reviews' }).first().click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/reviews`);
    const table = page.getByRole('table', { name: 'Reviews' });
    const row = table.getByRole('row').filter({ hasText: 'Snug, but the sleeves run long.' });
    await row.getByText('Not Active', { exact: true }).waitFor();
    expect(await row.getByRole('rowheader').innerText()).toBe('Kim L.');
    expect(await row.getByRole('img', { name: 'Rated 3 out of 5' }).count()).toBe(1);
    expect(await row.getByRole('link', { name: 'Granite Hoodie' }).getAttribute('href')).toBe(`/adminpanel/products/Granite-Hoodie/${product.id}`);
    expect(await row.getAttribute('class')).toContain('is-muted');

    await page.getByRole('button', { name: 'Publish the review by Kim L.', exact: true }).click();
    await page.getByText('The review by Kim L. is now published.').waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    await expect.poll(() => productPageShows(shopper, path)).toEqual({ texts: ['Snug, but the sleeves run long.', 'Already shown.'], rating: 'Rated 4.0 out of 5' });
    await shopper.getByRole('region', { name: 'Reviews' }).getByText('(2 reviews)').waitFor();

    await page.getByRole('button', { name: 'Deactivate the review by Kim L.', exact: true }).click();
    await row.getByText('Not Active', { exact: true }).waitFor();
    await expect.poll(() => productPageShows(shopper, path)).toEqual({ texts: ['Already shown.'], rating: 'Rated 5.0 out of 5' });
    expect((await db.query("SELECT action FROM audit_log WHERE entity_type = 'review' ORDER BY id")).rows.map((r) => r.action)).toEqual(['review.published', 'review.deactivated']);
    await shopper.close();
    await page.close();
  });

  it('shows a review written as markup as text, runs nothing, and deletes it once confirmed', async () => {
    const product = await createProduct(db, { name: 'Hostile Tee' });
    await shopperWrites(product.id, '<img src=x onerror=alert(1)>', 1, 'Mallory', 'Smith');
    const dialogs: string[] = [];
    const page = await adminPage(dialogs);
    await page.goto(`${shop.baseUrl}/adminpanel/reviews`);
    const cell = page.getByRole('table', { name: 'Reviews' }).getByRole('cell', { name: '<img src=x onerror=alert(1)>', exact: true });
    await cell.waitFor();
    expect(await cell.locator('img').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Delete the review by Mallory S.', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete review' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('The review by Mallory S. was deleted.').waitFor();
    expect(await cell.count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
