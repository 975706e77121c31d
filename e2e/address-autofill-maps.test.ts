// Street autocomplete through a maps provider in a browser: with GOOGLE_MAPS_API_KEY set, the
// policy allows exactly the Maps origins, and the storefront loads the Maps script from the
// configured URL (here a local stand-in) once the shopper types a street, then fills the address.
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { MapsStandIn } from './maps-stand-in.js';

const maps = new MapsStandIn();
let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;
let mapsBase: string;

beforeAll(async () => {
  mapsBase = await maps.start();
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', GOOGLE_MAPS_API_KEY: 'AIza-stand-in-key', GOOGLE_MAPS_JS_URL: `${mapsBase}/maps/api/js` }), launchBrowser()]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  if (shop) await shop.stop();
  await maps.stop();
});

const directive = (csp: string, name: string) => new RegExp(`(?:^|;)${name} ([^;]+)`).exec(csp)?.[1]?.split(' ') ?? [];

describe('street autocomplete with a maps provider configured', () => {
  it('serves a policy that allows exactly the Maps script origin and Google’s Maps origins', async () => {
    const csp = (await fetch(`${shop.baseUrl}/checkout`)).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toEqual(["'self'", mapsBase, 'https://*.googleapis.com', 'https://*.gstatic.com']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", mapsBase, 'https://*.googleapis.com']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.googleapis.com', 'https://*.gstatic.com']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
  });

  it('loads the Maps script from the configured URL only once the street is typed, and a chosen street fills the address (keyboard)', async () => {
    const tee = await createProduct(db, { name: 'Street Tee', priceCents: 4500, variants: [['M', 5]] });
    const cart = [{ product: { _id: tee.id, name: tee.name, price: 45 }, variant: tee.variantIds[0], quantity: 1 }];
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(`localStorage.setItem('welcomeModalShown', 'true');localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
    await page.goto(`${shop.baseUrl}/checkout`);
    const main = page.getByRole('main');
    const street = main.getByRole('combobox', { name: 'Address', exact: true });
    await street.waitFor();
    expect(maps.requested).toEqual([]);

    await street.click();
    await street.pressSequentially('12 Banksia T', { delay: 30 });
    const list = page.locator(`[id="${await street.getAttribute('aria-controls')}"]`);
    await list.getByRole('option', { name: '12 Banksia Track, Fitzroy VIC, Australia' }).waitFor();
    expect(maps.requested).toEqual(['/maps/api/js?key=AIza-stand-in-key&v=weekly&loading=async&callback=__shopMapsReady']);
    await street.press('ArrowDown');
    expect(await page.locator(`[id="${await street.getAttribute('aria-activedescendant')}"]`).innerText()).toBe('12 Banksia Track, Fitzroy VIC, Australia');
    await street.press('Enter');
    await expect.poll(() => street.inputValue()).toBe('12 Banksia Track');
    expect(await main.getByRole('combobox', { name: 'City', exact: true }).inputValue()).toBe('Fitzroy');
    expect(await main.getByLabel('State', { exact: true }).inputValue()).toBe('VIC');
    expect(await main.getByRole('combobox', { name: 'Postcode', exact: true }).inputValue()).toBe('3065');
    expect(await page.evaluate('window.__mapsRequests.at(-1)')).toEqual({ input: '12 Banksia T', regions: ['au'], key: 'AIza-stand-in-key' });
    expect(violations).toEqual([]);
    await page.close();
  });
});
