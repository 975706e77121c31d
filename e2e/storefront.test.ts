// Shopper journeys through the storefront in Chromium, at a phone size and a desktop size, against
// the production build over a fresh database.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createUser } from '../test-support/factories/accounts.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { openContext, PAGED_COUNT, seedCatalogue, smallPng, VIEWPORTS, waitForMail, type Catalogue } from './storefront-support.js';

let shop: ShopProcess;
let browser: Browser;
let catalogue: Catalogue;
let db: pg.Pool;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false' }), launchBrowser()]);
  if (!shop.databaseUrl) throw new Error('startShop gave no database URL');
  catalogue = await seedCatalogue(shop.databaseUrl, shop.dataDir);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  if (shop) await shop.stop();
});

const CONTENT_PAGES = [
  ['/about', 'Who We Are'],
  ['/sustainability', 'Sustainability'],
  ['/howtoapply', 'How to Apply Nail Wraps'],
  ['/explore', 'Explore'],
  ['/faqs', 'FAQs'],
  ['/help-centre', 'Help Centre'],
  ['/order-status', 'Order Status'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/termsofuse', 'Terms of Use'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/returns-policy', 'Returns Policy'],
  ['/becomestockist', 'Become a Stockist'],
] as const;

const search = (page: Page) => new URL(page.url()).searchParams;

describe.each(VIEWPORTS)('the storefront at $name size ($width×$height)', (viewport) => {
  it('walks home → category → sort → page 2 → product → size → add to cart, and the badge counts it', async () => {
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Start Your Soul Searching Journey' }).waitFor();
    // The trending carousel is fed by the best sellers (Ridge Tee 30 sold the most).
    await page.getByRole('region', { name: 'Trending gear' }).getByRole('heading', { name: 'Ridge Tee 30' }).waitFor();
    expect(await page.getByRole('link', { name: /We Give Back For Every Sale/ }).getAttribute('href')).toBe('/explore');

    await page.getByRole('link', { name: 'Shop Now' }).click();
    await page.waitForURL(/\/shop$/);
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Solid' }).click();
    await page.waitForURL(/category=solid/);
    await page.getByRole('heading', { level: 1, name: 'Solid' }).waitFor();
    await page.getByText(`${PAGED_COUNT} products`).waitFor();
    expect(await categories.getByRole('link', { name: 'Hiddenstuff' }).count()).toBe(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Price(low to high)' });
    await page.waitForURL(/orderby=pricelow/);
    await expect.poll(() => page.locator('.sf-card__name').first().innerText()).toBe(catalogue.cheapestPaged);
    await expect.poll(() => page.locator('.sf-product-grid > li').count()).toBe(24);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('.sf-product-grid > li').count()).toBe(PAGED_COUNT - 24);
    expect(Object.fromEntries(search(page))).toEqual({ category: 'solid', orderby: 'pricelow', page: '2' });

    // Every list state is a URL: back returns to page 1, forward to page 2.
    await page.goBack();
    await expect.poll(() => page.locator('.sf-product-grid > li').count()).toBe(24);
    await page.goForward();
    await expect.poll(() => page.locator('.sf-product-grid > li').count()).toBe(PAGED_COUNT - 24);

    // The first row loads at once; cards further down the page are lazy-loaded WebP with width descriptors.
    const images = page.locator('.sf-product-grid .sf-card__img:not(.sf-card__img--hover)');
    expect(await images.first().getAttribute('loading')).toBe('eager');
    expect(await images.nth(4).getAttribute('loading')).toBe('lazy');
    expect(await images.nth(4).getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w/);
    const card = page.locator('.sf-card').first();
    const name = await card.locator('.sf-card__name').innerText();
    expect(await card.locator('img').first().getAttribute('srcset')).toContain('-960.webp 960w');
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/shop/${name.replace(/ /g, '-')}/[0-9a-f-]{36}$`));
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).waitFor();
    expect(await page.title()).toContain(name);

    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText('Please select a size.').waitFor();
    await page.getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await drawer.getByText(name).waitFor();
    await drawer.getByText('Size: M').waitFor();
    await drawer.getByRole('button', { name: 'Close my cart' }).click();
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('1');
    // The guest cart survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await drawer.getByRole('button', { name: `Remove ${name}, size M` }).click();
    await drawer.getByText('Your cart is empty!!').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    await context.close();
  });

  it('searches from the Contact Us banner and lists only products with images', async () => {
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/help-centre`);
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('merino beanie');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/shop\?productSearch=merino\+beanie$/);
    await page.getByRole('heading', { name: catalogue.beanieName }).waitFor();
    await page.goto(`${shop.baseUrl}/shop?category=sale`);
    await page.getByRole('heading', { level: 1, name: 'Sale Products' }).waitFor();
    await page.getByText('1 product', { exact: true }).waitFor();
    expect(await page.getByText('Invisible Cap').count()).toBe(0);
    await page.goto(`${shop.baseUrl}/shop?category=nailart`);
    await page.getByText('There is no products in this category. Please check back later.').waitFor();
    await context.close();
  });

  it('renders every content page with its title, and the not-found page for an unknown path', async () => {
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    for (const [path, title] of CONTENT_PAGES) {
      const response = await page.goto(`${shop.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.title(), { message: path }).toContain(title);
    }
    await page.goto(`${shop.baseUrl}/faqs`);
    const question = page.getByRole('button', { name: 'When will my order ship?' });
    await question.click();
    await page.getByText('Standard delivery takes 4-7 business days').waitFor();
    await page.getByRole('button', { name: 'Do you offer free shipping?' }).click();
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    const missing = await page.goto(`${shop.baseUrl}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! This Page Could Not Be Found' }).waitFor();
    await page.getByRole('link', { name: 'Go To Homepage' }).waitFor();
    await context.close();
  });
});

describe('shopper forms (desktop)', () => {
  const viewport = VIEWPORTS[1];

  it('writes a review with a photo through the wizard; it waits for an administrator', async () => {
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/shop/Alpine-Merino-Beanie/${catalogue.beanieId}`);
    await page.getByRole('heading', { level: 1, name: catalogue.beanieName }).waitFor();
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('dialog', { name: /Write a Review/ });
    await dialog.getByText('Love it!').click();
    await dialog.getByRole('button', { name: 'Skip' }).waitFor();
    await dialog.getByLabel(/Add a photo/).setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: await smallPng() });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Required field').waitFor();
    await dialog.getByLabel('Your review').fill('Warm, soft and not itchy at all.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    expect(await dialog.getByText('Required field').count()).toBe(3);
    await dialog.getByLabel('First name').fill('Kim');
    await dialog.getByLabel('Last name').fill('Lee');
    await dialog.getByLabel('Email').fill('kim@example.com');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Thank you for your review!').waitFor();
    const { rows } = await db.query<{ rating: number; review_image: string | null; is_active: boolean }>('SELECT rating, review_image, is_active FROM reviews WHERE product_id = $1', [
      catalogue.beanieId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, is_active: false });
    expect(rows[0]?.review_image).toMatch(/\.webp$/);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    expect(await page.getByText('Warm, soft and not itchy at all.').count()).toBe(0);
    await context.close();
  });

  it('subscribes from the welcome modal after scrolling, and the mail carries the 10% code', async () => {
    const context = await openContext(browser, VIEWPORTS[0], { welcome: true });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/faqs`);
    await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
    await page.evaluate('window.scrollTo(0, 700)');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Soul Searching' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Required', { exact: true }).waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Invalid email').waitFor();
    await dialog.getByLabel('Email').fill('river@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Thanks for signing up to our newsletter. Check your email to see your 10% off promo code!').waitFor();
    const mail = await waitForMail(shop.dataDir, 'river@example.com', /10% off promo code: [A-Z0-9-]+/);
    expect(mail).toMatch(/promo code: [A-Z0-9-]{6,}/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Once only, remembered across visits.
    await page.reload();
    await page.evaluate('window.scrollTo(0, 900)');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The footer form says the address is already on the list.
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email').fill('river@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Email address has already subscribed.').waitFor();
    await context.close();
  });

  it('signs in from the order-status page, which carries the sign-in forms, and lands on the dashboard', async () => {
    const user = await createUser(db, { firstName: 'Olive' });
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/order-status`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${shop.baseUrl}/dashboard`);
    await page.goto(`${shop.baseUrl}/order-status`);
    await page.getByRole('link', { name: 'View My Orders' }).waitFor();
    await context.close();
  });

  it('sends feedback from the side tab, after showing every field message of an empty form', async () => {
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/about`);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Us Feedback' });
    // An empty form: the server's messages for stars and e-mail show together.
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.getByText('Please choose from 1 to 5 stars.').waitFor();
    await dialog.getByText('Email is required.').waitFor();
    await dialog.locator('label').filter({ hasText: '4 stars' }).click();
    await dialog.getByLabel('Tell us more (optional)').fill('Easy to find what I needed.');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.getByText('Thanks for you feedback!').waitFor();
    const { rows } = await db.query<{ stars: number; email: string }>('SELECT stars, email FROM feedback');
    expect(rows).toEqual([{ stars: 4, email: 'sam@example.com' }]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('applies as a stockist; server errors show under the fields and the form clears 5 s after success', async () => {
    const context = await openContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/becomestockist`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.locator('.sf-error').first().waitFor();
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    const fields: [string, string][] = [
      ['Full name', 'Jo Walker'],
      ['Email', 'jo@campstore.example'],
      ['Phone number', '0400 123 456'],
      ['Business name', 'Camp Store Pty Ltd'],
      ['ABN', '51 824 753 556'],
      ['Website', 'https://campstore.example'],
      ['Instagram', '@campstore'],
      ['Facebook', 'campstore'],
      ['Tell us about your store', 'An outdoor store in Bright, Victoria.'],
    ];
    const main = page.getByRole('main');
    for (const [label, value] of fields) await main.getByLabel(label).fill(value);
    await main.getByLabel('Store category').selectOption('Outdoor & adventure');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText("We've recieved your inquiry. We'll be in touch within 24-48 hours.").waitFor();
    const { rows } = await db.query<{ full_name: string; abn: string; category: string }>('SELECT full_name, abn, category FROM stockist_inquiries');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: 'Jo Walker', category: 'Outdoor & adventure' });
    await expect.poll(() => main.getByLabel('Full name').inputValue(), { timeout: 8000 }).toBe('');
    await context.close();
  });
});
