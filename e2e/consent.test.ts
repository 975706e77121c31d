// The optional Google Analytics / Meta pixel in a browser, with their scripts served by a local
// stand-in: no banner and no third-party request without ids; with ids a banner, nothing loaded
// before Accept or after Decline, and after Accept both scripts load and receive the page views.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { TrackingStandIn } from './tracking-stand-in.js';

const standIn = new TrackingStandIn();
let plain: ShopProcess;
let tracked: ShopProcess;
let browser: Browser;
let base: string;

beforeAll(async () => {
  base = await standIn.start();
  [plain, tracked, browser] = await Promise.all([
    startShop({ SEED_DEMO: 'false' }),
    startShop({ SEED_DEMO: 'false', GA_MEASUREMENT_ID: 'G-TEST123', GA_SCRIPT_URL: `${base}/gtag/js`, META_PIXEL_ID: '1234567890', META_SCRIPT_URL: `${base}/fbevents.js` }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.stop(), tracked?.stop()]);
  await standIn.stop();
});

/** A fresh browser context (empty localStorage) on `url`, waiting until the storefront asked for the tracking settings. */
async function open(shop: ShopProcess, path: string, init = ''): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(`localStorage.setItem('welcomeModalShown', 'true');${init}`);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/tracking/config'));
  await page.goto(`${shop.baseUrl}${path}`);
  await asked;
  return { page, violations };
}

const banner = (page: Page) => page.getByRole('region', { name: /Google Analytics and the Meta pixel/ });

describe('third-party analytics behind a consent banner', () => {
  it('without ids: no banner and no request to any third party', async () => {
    standIn.requested.length = 0;
    const { page } = await open(plain, '/');
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    expect(await page.evaluate('typeof window.gtag + typeof window.fbq')).toBe('undefinedundefined');
    expect(standIn.requested).toEqual([]);
    await page.close();
  });

  it('with ids: a banner, nothing loaded before a choice, and nothing after Decline (remembered)', async () => {
    standIn.requested.length = 0;
    const { page } = await open(tracked, '/');
    await banner(page).waitFor();
    expect(standIn.requested).toEqual([]);
    await page.getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate("localStorage.getItem('analyticsConsent')")).toBe('declined');
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/tracking/config'));
    await page.reload();
    await asked;
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    expect(await page.evaluate('typeof window.gtag + typeof window.fbq')).toBe('undefinedundefined');
    expect(standIn.requested).toEqual([]);
    await page.close();
  });

  it('with ids: after Accept (keyboard) both scripts load from the configured URLs and receive page views', async () => {
    standIn.requested.length = 0;
    const { page, violations } = await open(tracked, '/');
    const accept = page.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => standIn.hits()).toEqual(expect.arrayContaining(['ga:page_view:/', 'meta:PageView']));
    expect(standIn.requested).toContain('/gtag/js?id=G-TEST123');
    expect(standIn.requested).toContain('/fbevents.js');
    await page
      .getByRole('link', { name: /explore|shop/i })
      .first()
      .click();
    await expect.poll(() => standIn.hits().filter((h) => h.startsWith('ga:page_view:')).length).toBeGreaterThanOrEqual(2);
    // The two scripts report independently: Meta's page view may arrive after Google's.
    await expect.poll(() => standIn.hits().filter((h) => h === 'meta:PageView').length).toBeGreaterThanOrEqual(2);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('the banner sits in the page flow on checkout and covers none of its buttons', async () => {
    const db = new pg.Pool({ connectionString: tracked.databaseUrl, max: 1 });
    try {
      const tee = await createProduct(db, { name: 'Consent Tee', priceCents: 4500, variants: [['M', 5]] });
      const cart = [{ product: { _id: tee.id, name: tee.name, price: 45 }, variant: tee.variantIds[0], quantity: 1 }];
      const { page } = await open(tracked, '/checkout', `localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
      await banner(page).waitFor();
      await page.getByRole('button', { name: 'Continue to Shipping' }).waitFor();
      const buttons = (await page.evaluate(`[...document.querySelectorAll('main button')].map((b) => {
        b.scrollIntoView({ block: 'center', behavior: 'instant' });
        const r = b.getBoundingClientRect();
        return Boolean(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.sf-consent'));
      })`)) as boolean[];
      expect(buttons.length).toBeGreaterThan(0);
      const covered = buttons.filter(Boolean).length;
      expect(covered).toBe(0);
      expect(await page.evaluate("getComputedStyle(document.querySelector('.sf-consent')).position")).toBe('static');
      await page.close();
    } finally {
      await db.end();
    }
  });
});
