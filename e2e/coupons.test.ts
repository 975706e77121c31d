// The back office's coupons in Chromium against the production build: an administrator creates a
// one-time 20 % coupon through the form (told under the fields what is wrong, the focus sent there),
// a shopper uses it at checkout, and the coupon list then shows it inactive, highlighted and marked.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, melbourneDate } from '../domain/dates.js';
import { launchBrowser } from '../test-support/browser.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { createCoupon } from '../test-support/factories/coupons.js';
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

/** An attribute of the element that has the focus (the browser evaluates it). */
const focused = (page: Page, attribute: string) => page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute(${JSON.stringify(attribute)})`);

describe('coupons in the back office', () => {
  it('creates a one-time 20% coupon, used once at checkout, then shown inactive in the coupon list', async () => {
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).first().click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/coupons`);
    await page.getByText('No coupons yet.').waitFor();
    await page.getByRole('link', { name: 'New Coupon' }).click();
    await page.waitForURL(`${shop.baseUrl}/adminpanel/coupons/newCoupon`);

    const form = page.getByRole('form', { name: 'New coupon' });
    const today = melbourneDate(new Date());
    const expiry = form.getByLabel('Expiry date');
    expect(await expiry.getAttribute('min')).toBe(addCalendarDays(today, 1));
    await form.getByLabel('Code').fill('Spring20');
    await form.getByRole('radio', { name: 'Percentage' }).check();
    await form.getByRole('radio', { name: 'One time' }).check();
    expect(await form.getByRole('checkbox').count()).toBe(6);
    for (const name of ['solid', 'nailart', 'overlay', 'marble', 'missfrankie', 'sale']) await form.getByRole('checkbox', { name, exact: true }).waitFor();
    await form.getByLabel('Value (%)').fill('20');
    await expiry.fill(today);
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Expiry date must be later than today.').waitFor();
    await expect.poll(() => focused(page, 'name')).toBe('expireDate');
    await expiry.fill(addCalendarDays(today, 30));
    expect(await form.getByText('Expiry date must be later than today.').count()).toBe(0);
    await form.getByRole('button', { name: 'Create' }).click();
    const alert = page.getByRole('status').filter({ hasText: 'New coupon has been successfully created.' });
    await alert.getByRole('link', { name: 'Back to coupons' }).waitFor();
    expect(await form.getByLabel('Code').inputValue()).toBe('');

    await form.getByLabel('Code').fill('SPRING20');
    await form.getByLabel('Value (%)').fill('150');
    await expiry.fill(addCalendarDays(today, 30));
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('A percentage discount cannot be more than 100.').waitFor();
    await form.getByLabel('Value (%)').fill('15');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('A coupon with the code SPRING20 already exists.').waitFor();
    expect(await form.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focused(page, 'name')).toBe('code');
    expect((await db.query("SELECT code, amount, is_one_time, is_active FROM coupons WHERE upper(code) = 'SPRING20'")).rows).toEqual([
      { code: 'Spring20', amount: 2000, is_one_time: true, is_active: true },
    ]);

    // A shopper uses it once at checkout.
    const tee = await createProduct(db, { name: 'Coupon Tee', priceCents: 5000, variants: [['M', 5]] });
    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopper.goto(`${shop.baseUrl}/`);
    const cart = [{ product: { _id: tee.id, name: tee.name, price: 50 }, variant: tee.variantIds[0], quantity: 1 }];
    await shopper.evaluate(`localStorage.setItem('welcomeModalShown', 'true'); localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
    await shopper.goto(`${shop.baseUrl}/checkout`);
    await shopper.waitForURL(/#userDetails$/);
    const main = shopper.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill('coupon.shopper@example.com');
    await main.getByLabel('Phone number', { exact: true }).fill('0400 123 456');
    await main.getByLabel('First name', { exact: true }).fill('Jo');
    await main.getByLabel('Last name', { exact: true }).fill('Walker');
    await main.getByLabel('Address', { exact: true }).fill('12 Banksia Track');
    await main.getByLabel('City', { exact: true }).fill('Melbourne');
    await main.getByLabel('State', { exact: true }).fill('VIC');
    await main.getByLabel('Postcode', { exact: true }).fill('3000');
    await shopper.getByRole('button', { name: 'Continue to Shipping' }).click();
    await shopper.waitForURL(/#shipping$/);
    await main.getByLabel('Discount code', { exact: true }).fill('spring20');
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await shopper.getByText('Discount applied: Spring20').waitFor();
    await shopper.getByRole('radio', { name: /Standard Shipping/ }).check();
    await shopper.getByRole('button', { name: 'Continue', exact: true }).click();
    await shopper.waitForURL(/#payment$/);
    await main.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await main.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
    await main.getByLabel('Security code', { exact: true }).fill('123');
    await shopper.getByLabel(/information I have entered is correct/).check();
    await shopper.getByRole('button', { name: 'Pay Now' }).click();
    await shopper.waitForURL(/\/order-received\//);
    await shopper.getByRole('region', { name: 'Your order' }).getByText('−$10.00').waitFor(); // 20 % of $50
    await shopper.close();

    // The coupon list shows it used up: inactive, highlighted and marked, with Activate offered.
    await page.goto(`${shop.baseUrl}/adminpanel/coupons`);
    const table = page.getByRole('table', { name: 'Coupons' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Spring20', exact: true }) });
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect(await row.getAttribute('class')).toContain('is-muted');
    expect(await row.innerText()).toMatch(/20%[\s\S]*All/);
    await page.getByRole('button', { name: 'Activate Spring20', exact: true }).waitFor();
    await page.close();
  });

  it('refuses to activate the used one-time coupon, deactivates and activates another, and deletes them, each audited', async () => {
    await createCoupon(db, { code: 'AUTUMN10', isOneTime: false });
    const page = await adminPage();
    await page.goto(`${shop.baseUrl}/adminpanel/coupons`);
    await page.getByRole('button', { name: 'Activate Spring20', exact: true }).click();
    await page.getByRole('alert').getByText('Spring20 is a one-time coupon and has been used. Create a new coupon to offer the discount again.').waitFor();
    await page.getByRole('button', { name: 'Deactivate AUTUMN10', exact: true }).click();
    await page.getByText('AUTUMN10 is now inactive.').waitFor();
    await page.getByRole('button', { name: 'Activate AUTUMN10', exact: true }).click();
    await page.getByText('AUTUMN10 is now active.').waitFor();
    const dialog = page.getByRole('alertdialog', { name: 'Delete coupon' });
    for (const code of ['Spring20', 'AUTUMN10']) {
      await page.getByRole('button', { name: `Delete ${code}`, exact: true }).click();
      await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
      await page.getByText(`${code} was deleted.`).waitFor();
    }
    await page.getByText('No coupons yet.').waitFor();
    expect((await db.query("SELECT action FROM audit_log WHERE entity_type = 'coupon' ORDER BY id")).rows.map((r) => r.action)).toEqual([
      'coupon.created',
      'coupon.deactivated',
      'coupon.activated',
      'coupon.deleted',
      'coupon.deleted',
    ]);
    await page.close();
  });
});
