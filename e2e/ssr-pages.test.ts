// Server-rendered storefront pages (ADR 050): complete HTML in the first answer, hydrated without a
// second fetch of the same data and without a hydration warning.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { launchBrowser } from '../test-support/browser.js';
import { createUser } from '../test-support/factories/accounts.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { openContext, seedCatalogue, type Catalogue } from './storefront-support.js';

let shop: ShopProcess;
let browser: Browser;
let catalogue: Catalogue;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false' }), launchBrowser()]);
  if (!shop.databaseUrl) throw new Error('startShop gave no database URL');
  catalogue = await seedCatalogue(shop.databaseUrl, shop.dataDir);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (shop) await shop.stop();
});

const productPath = () => `/shop/alpine-merino-beanie/${catalogue.beanieId}`;

describe('server-rendered storefront pages', () => {
  it("a product page's first HTML (no JavaScript) holds its name, price, sizes and a sized image", async () => {
    const res = await fetch(`${shop.baseUrl}${productPath()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1 class="sf-product__name">Alpine Merino Beanie</h1>');
    expect(root).toContain('$35.00');
    expect(root).toContain('One Size');
    expect(root).toMatch(/<img [^>]*width="\d+"[^>]*height="\d+"|<img [^>]*height="\d+"[^>]*width="\d+"/);
    expect(html).toContain('<script type="application/json" id="shop-state">');
    // In one piece: no part held back in a hidden element for an inline script to reveal (the CSP blocks those).
    expect(root).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>[^<]/);
    expect(root).not.toContain('id="S:');
    expect(root.match(/class="sf-product__name"/g)).toHaveLength(1);
    // Inert until hydrated: a tap before the JavaScript runs reaches no half-ready form.
    expect(root).toContain('<div class="sf-app" inert="">');
  });

  it('a page asks for its scripts in few files: the entry, the bundler runtime and one chunk of what the entry imports', async () => {
    const html = await (await fetch(`${shop.baseUrl}${productPath()}`)).text();
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    expect(scripts).toHaveLength(3);
    expect(scripts.filter((src) => /\/assets\/app-[\w-]+\.js$/.test(src!))).toHaveLength(1);
    // No Intl formatter is built while the scripts start (tens of ms on a phone): prices use the domain's formatAud.
    const app = await (await fetch(`${shop.baseUrl}${scripts.find((src) => src!.includes('/app-'))!}`)).text();
    // Built on first use (`x ??= new Intl…`) where one is needed at all, never while the module is evaluated.
    const eager = [...app.matchAll(/(.{0,3})new Intl\.\w+\(/g)].filter((m) => !m[1]!.endsWith('??=')).map((m) => m[0]);
    expect(eager).toEqual([]);
  });

  it('the home page and the shop list arrive with product names; an unknown path is a 404 with its page', async () => {
    const home = await (await fetch(`${shop.baseUrl}/`)).text();
    expect(home).toMatch(/Ridge Tee \d\d/);
    const list = await fetch(`${shop.baseUrl}/shop?orderby=pricelow&category=solid`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(catalogue.cheapestPaged);
    const missing = await fetch(`${shop.baseUrl}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This Page Could Not Be Found');
  });

  it('hydrates a product page with no hydration warning and no second fetch of the product', async () => {
    const context = await openContext(browser, { width: 390, height: 844 });
    try {
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      });
      page.on('pageerror', (e) => messages.push(e.message));
      const productFetches: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/products\/(getSpecificProduct|getYouMayAlsoLike)/.test(r.url())) productFetches.push(r.url());
      });
      await page.goto(`${shop.baseUrl}${productPath()}`, { waitUntil: 'networkidle' });
      // Hydrated: choosing a quantity and adding to the cart works.
      await page.getByRole('button', { name: /add to cart/i }).click();
      await page.getByRole('dialog').waitFor();
      expect(productFetches).toEqual([]);
      expect(await page.locator('.sf-app').getAttribute('inert')).toBeNull();
      // A returning shopper (a cart in storage) gets the same server HTML: it hydrates without a
      // mismatch, and the header shows the cart once the page is live.
      await page.keyboard.press('Escape');
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
      expect(productFetches).toEqual([]);
      expect(messages.filter((m) => /hydrat|did not match|server rendered/i.test(m))).toEqual([]);
      expect(messages.filter((m) => /hydrat|did not match|server rendered/i.test(m))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a product changed through the admin API shows in the very next product-page HTML (the cached page is dropped)', async () => {
    const first = await (await fetch(`${shop.baseUrl}${productPath()}`)).text();
    expect(first).toContain('$35.00');
    const db = new pg.Pool({ connectionString: shop.databaseUrl, max: 1 });
    const admin = await createUser(db, { isAdmin: true }).finally(() => db.end());
    const login = await fetch(`${shop.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.set('price', '31.50');
    const edit = await fetch(`${shop.baseUrl}/api/admin/updateProduct/${catalogue.beanieId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(edit.status).toBe(200);
    const next = await (await fetch(`${shop.baseUrl}${productPath()}`)).text();
    expect(next).toContain('$31.50');
    expect(next).not.toContain('$35.00');
  });
});
