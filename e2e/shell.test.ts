// The walking skeleton, end to end: the production build on a free port with embedded Postgres,
// driven in Debian's Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';

let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', SUPPORT_EMAIL: 'help@example.org' }, { embedded: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  if (shop) await shop.stop();
});

describe('the shop in a browser', () => {
  it('shows the storefront with the free-shipping banner at /', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const res = await page.goto(`${shop.baseUrl}/`);
    expect(res?.status()).toBe(200);
    await page.getByText('Free shipping on all domestic orders over $100.').first().waitFor();
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
    await page.close();
  });

  it('shows the not-found page, with status 404, for an unknown path', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${shop.baseUrl}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByText('Oops! This Page Could Not Be Found').waitFor();
    await page.getByRole('link', { name: 'Go To Homepage' }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.close();
  });

  it('sends a signed-out visitor of /adminpanel to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.baseUrl}/adminpanel`);
    await page.waitForURL(`${shop.baseUrl}/login`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('serves the browsable API reference under the strict Content-Security-Policy', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.baseUrl}/api/docs`);
    await page.locator('.swagger-ui .info .title').first().waitFor();
    expect(await page.locator('.swagger-ui .info .title').first().innerText()).toContain('API');
    await page.close();
  });
});

describe('the HTTP surface', () => {
  it('answers health and readiness', async () => {
    expect((await fetch(`${shop.baseUrl}/api/healthz`)).status).toBe(200);
    const ready = await fetch(`${shop.baseUrl}/api/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers unknown API paths with JSON 404 and bad JSON with 400, never a stack trace', async () => {
    const missing = await fetch(`${shop.baseUrl}/api/no/such/thing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'There is no API endpoint GET /api/no/such/thing.' });
    const bad = await fetch(`${shop.baseUrl}/api/healthz`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(JSON.parse(text)).toEqual({ message: 'The request body is not valid JSON.' });
    expect(text).not.toMatch(/at \w+ \(|node_modules|SyntaxError/);
    const big = await fetch(`${shop.baseUrl}/api/healthz`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(200_000) }) });
    expect(big.status).toBe(413);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await fetch(`${shop.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; info: { title: string }; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toContain('API');
  });

  it('sends security headers: a strict CSP with no inline scripts, no framing, no sniffing', async () => {
    const res = await fetch(`${shop.baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('tells the storefront the support address configured for the shop', async () => {
    const html = await (await fetch(`${shop.baseUrl}/order-status`)).text();
    expect(html).toContain('<meta name="support-email" content="help@example.org">');
  });

  it('caches hashed assets for a year and never caches index.html; compresses text', async () => {
    const html = await fetch(`${shop.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const body = await html.text();
    // The chunk of what the entry imports (the entry itself is under a kilobyte, too small to compress).
    const asset = /href="(\/assets\/app-[^"]+\.js)"/.exec(body)?.[1];
    expect(asset).toBeTruthy();
    const js = await fetch(`${shop.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-encoding')).toBe('gzip');
    const admin = await fetch(`${shop.baseUrl}/adminpanel/orders`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('no-cache');
    expect(await admin.text()).toContain('/adminpanel/assets/');
  });
});

describe('lifecycle', () => {
  it('keeps every order across a restart, and stops cleanly (exit 0) on SIGTERM', async () => {
    const password = readFileSync(join(shop.dataDir, 'postgres.password'), 'utf8').trim();
    const url = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
    const client = new pg.Client({ connectionString: url(shop.pgPort) });
    await client.connect();
    await client.query(`INSERT INTO orders (id, orderid, email, first_name, last_name, address, city, country, shipping_type, shipping_fee_cents, subtotal_cents, total_cents, gst_cents, payment_type)
      VALUES (gen_random_uuid(), 'KEEPME01', 'kim@example.com', 'Kim', 'Lee', '1 Swanston St', 'Melbourne', 'Australia', 'standardShipping', 1000, 5000, 6000, 545, 'stripe')`);
    await client.end();

    expect(await shop.stop({ keepData: true })).toBe(0);

    shop = await startShop({ SEED_DEMO: 'false', SUPPORT_EMAIL: 'help@example.org', DATA_DIR: shop.dataDir }, { embedded: true });
    const again = new pg.Client({ connectionString: url(shop.pgPort) });
    await again.connect();
    const { rows } = await again.query<{ orderid: string }>('SELECT orderid FROM orders');
    await again.end();
    expect(rows.map((r) => r.orderid)).toEqual(['KEEPME01']);
  });
});
