// Address autofill in a browser, with no maps provider configured: the suburb and postcode fields
// of checkout step 1 and of the address book suggest Australian localities from the shop's own
// postcode list, chosen with the keyboard; nothing is ever asked of Google.
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createUser } from '../test-support/factories/accounts.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false' }), launchBrowser()]);
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  if (shop) await shop.stop();
});

/** A page that records every URL it requests beyond the shop itself. */
async function newPage(viewport: { width: number; height: number }, setup: string): Promise<{ page: Page; foreign: string[] }> {
  const page = await browser.newPage({ viewport });
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(shop.baseUrl)) foreign.push(r.url());
  });
  await page.addInitScript(`localStorage.setItem('welcomeModalShown', 'true');${setup}`);
  return { page, foreign };
}

/** The suggestions list a combobox controls. */
async function listOf(page: Page, field: Locator): Promise<Locator> {
  const id = await field.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The text of the option the combobox's aria-activedescendant points at. */
async function activeOption(page: Page, field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
}

/** Types like a person, then moves down to `wanted` with the arrow key and chooses it with Enter. */
async function chooseByKeyboard(page: Page, field: Locator, typed: string, wanted: string) {
  await field.click();
  await field.pressSequentially(typed, { delay: 30 });
  const list = await listOf(page, field);
  await list.getByRole('option', { name: wanted, exact: true }).waitFor();
  expect(await field.getAttribute('aria-expanded')).toBe('true');
  const count = await list.getByRole('option').count();
  await expect
    .poll(() => field.locator('xpath=..').getByRole('status').innerText())
    .toBe(`${count} ${count === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrow keys to review and Enter to choose.`);
  for (let i = 0; i < count && (await activeOption(page, field)) !== wanted; i++) await field.press('ArrowDown');
  expect(await activeOption(page, field)).toBe(wanted);
  expect(await list.getByRole('option', { name: wanted, exact: true }).getAttribute('aria-selected')).toBe('true');
  await field.press('Enter');
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
  expect(await list.isHidden()).toBe(true);
}

describe('address autofill in a browser (no maps provider)', () => {
  it('checkout step 1: a suburb and then a postcode fill suburb, state and postcode, chosen with the keyboard (desktop)', async () => {
    const tee = await createProduct(db, { name: 'Autofill Tee', priceCents: 4500, variants: [['M', 5]] });
    const cart = [{ product: { _id: tee.id, name: tee.name, price: 45 }, variant: tee.variantIds[0], quantity: 1 }];
    const { page, foreign } = await newPage(DESKTOP, `localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
    await page.goto(`${shop.baseUrl}/checkout`);
    const main = page.getByRole('main');
    const city = main.getByRole('combobox', { name: 'City', exact: true });
    const state = main.getByLabel('State', { exact: true });
    const postcode = main.getByRole('combobox', { name: 'Postcode', exact: true });

    await chooseByKeyboard(page, city, 'fitzr', 'Fitzroy VIC 3065');
    expect([await city.inputValue(), await state.inputValue(), await postcode.inputValue()]).toEqual(['Fitzroy', 'VIC', '3065']);
    expect(page.url()).toMatch(/#userDetails$/); // Enter chose the suggestion; it did not submit the form

    // Escape closes the list and leaves the text as typed.
    await postcode.fill('');
    await postcode.pressSequentially('70', { delay: 30 });
    await (await listOf(page, postcode)).getByRole('option').first().waitFor();
    await postcode.press('Escape');
    expect(await postcode.getAttribute('aria-expanded')).toBe('false');
    expect(await postcode.inputValue()).toBe('70');

    await postcode.fill('');
    await chooseByKeyboard(page, postcode, '7000', 'Hobart TAS 7000');
    expect([await city.inputValue(), await state.inputValue(), await postcode.inputValue()]).toEqual(['Hobart', 'TAS', '7000']);

    await main.getByLabel('Email', { exact: true }).fill('autofill@example.com');
    await main.getByLabel('Phone number', { exact: true }).fill('0400 123 456');
    await main.getByLabel('First name', { exact: true }).fill('Jo');
    await main.getByLabel('Last name', { exact: true }).fill('Walker');
    await main.getByLabel('Address', { exact: true }).fill('12 Banksia Track');
    expect(await main.getByRole('combobox', { name: 'Address', exact: true }).count()).toBe(0); // no street provider
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.waitForURL(/#shipping$/);
    await page.getByText('12 Banksia Track, Hobart TAS 7000, Australia').waitFor();

    expect(foreign).toEqual([]);
    const csp = (await fetch(`${shop.baseUrl}/checkout`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/google|gstatic/);
    await page.close();
  });

  it('address book: a new address and an edit fill suburb, state and postcode from the keyboard (phone)', async () => {
    const user = await createUser(db, { firstName: 'Ruby' });
    const login = await fetch(`${shop.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const { page, foreign } = await newPage(PHONE, `localStorage.setItem('token', ${JSON.stringify(token)})`);
    await page.goto(`${shop.baseUrl}/dashboard/addresses`);

    const add = page.getByRole('form', { name: 'Add a new address' });
    await add.getByLabel('Street Address').fill('1 Acland St');
    await chooseByKeyboard(page, add.getByRole('combobox', { name: 'City' }), 'st kil', 'St Kilda VIC 3182');
    expect(await add.getByLabel('State').inputValue()).toBe('VIC');
    expect(await add.getByRole('combobox', { name: 'Postcode' }).inputValue()).toBe('3182');
    await add.getByRole('button', { name: 'Add Address' }).click();
    await page.getByText('Address added.').waitFor();
    await page.getByText('St Kilda VIC 3182').waitFor();

    await page.getByRole('button', { name: 'Edit 1 Acland St' }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    const postcode = edit.getByRole('combobox', { name: 'Postcode' });
    await postcode.fill('');
    await chooseByKeyboard(page, postcode, '0800', 'Darwin NT 0800');
    expect(await edit.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Darwin');
    expect(await edit.getByLabel('State').inputValue()).toBe('NT');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address updated.').waitFor();
    await page.getByText('Darwin NT 0800').waitFor();
    const { rows } = await db.query<{ city: string; region: string; zip_code: string }>('SELECT city, region, zip_code FROM addresses WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ city: 'Darwin', region: 'NT', zip_code: '0800' }]);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
