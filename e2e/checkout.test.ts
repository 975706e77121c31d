// Buying in a browser: cart, the three checkout steps, the test gateway's card, wallet and PayPal
// buttons, and the confirmation, against the production build over a fresh database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { createUser } from '../test-support/factories/accounts.js';
import { createProduct, type CreatedProduct } from '../test-support/factories/catalog.js';
import { createCoupon } from '../test-support/factories/coupons.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { confirmAndPay, continueToShipping, fillCard, fillGuestDetails, toPayment } from './checkout-steps.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

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

/** A cart as the storefront keeps it for a guest (the page validates it against the server). */
function guestCart(product: CreatedProduct, quantities: number[]) {
  return quantities
    .map((quantity, i) => ({ product: { _id: product.id, name: product.name, price: product.priceCents / 100 }, variant: product.variantIds[i] ?? '', quantity }))
    .filter((line) => line.quantity > 0);
}

async function openWithCart(viewport: { width: number; height: number }, cart: unknown[], token?: string): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${shop.baseUrl}/`);
  const script = [`localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`, token ? `localStorage.setItem('token', ${JSON.stringify(token)})` : ''].join(';');
  await page.evaluate(script);
  return page;
}

/** Fills the details step as a guest and goes on to shipping. */
async function detailsToShipping(page: Page, email: string) {
  await fillGuestDetails(page, email);
  await continueToShipping(page);
}

/** Pays by card; Pay Now stays disabled until the confirmation is ticked. */
async function payByCard(page: Page, number: string) {
  await fillCard(page, number);
  expect(await page.getByRole('button', { name: 'Pay Now' }).isDisabled()).toBe(true);
  await confirmAndPay(page);
}

async function stockOf(variantId: string): Promise<number> {
  const { rows } = await db.query<{ stock_level: number }>('SELECT stock_level FROM product_variants WHERE id = $1', [variantId]);
  return rows[0]?.stock_level ?? -1;
}

async function mailContaining(text: string, timeoutMs = 20_000): Promise<string> {
  const dir = join(shop.dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(dir)) {
      for (const file of readdirSync(dir)) {
        const body = readFileSync(join(dir, file), 'utf8');
        if (body.includes(text)) return body;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail containing ${text}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('checkout in a browser', () => {
  it('a guest buys two sizes of a t-shirt with a coupon and the test card, sees the confirmation and gets the mail (phone)', async () => {
    const tee = await createProduct(db, {
      name: 'Ridge Line Tee',
      priceCents: 4500,
      variants: [
        ['S', 5],
        ['M', 5],
      ],
    });
    const coupon = await createCoupon(db, { isPercent: true, amount: 1000 });
    const page = await openWithCart(PHONE, guestCart(tee, [1, 1]));

    await page.goto(`${shop.baseUrl}/cart`);
    await page.getByRole('heading', { name: 'My Cart' }).waitFor();
    await page.getByRole('rowheader', { name: 'Ridge Line Tee - S' }).waitFor();
    await page.getByRole('rowheader', { name: 'Ridge Line Tee - M' }).waitFor();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('link', { name: 'Checkout' }).click();

    await page.waitForURL(/\/checkout#userDetails$/);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue to Shipping' }).isDisabled()).toBe(true);
    await detailsToShipping(page, 'Jo.Walker@Example.com');

    const apply = page.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByRole('main').getByLabel('Discount code', { exact: true }).fill(coupon.code.toLowerCase());
    await apply.click();
    await page.getByText(`Discount applied: ${coupon.code}`).waitFor();
    await toPayment(page, /Standard Shipping/);

    await page.getByRole('note').filter({ hasText: 'Test mode — no real payment is taken' }).waitFor();
    await payByCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Jo!').waitFor();
    const orderid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByText(`Your order number is ${orderid.toUpperCase()}`).waitFor();
    const summary = page.getByRole('region', { name: 'Your order' });
    await summary.getByText('$90.00').waitFor(); // subtotal
    await summary.getByText('−$9.00').waitFor(); // 10 % off
    await summary.getByText('$10.00').waitFor(); // standard shipping
    await summary.getByText('$91.00').waitFor(); // total
    await summary.getByText('$8.27').waitFor(); // GST included, 1/11 of the total
    await summary.getByText('$8.10').waitFor(); // donation, 10 % of the goods paid
    await page.getByRole('link', { name: /@/ }).waitFor();

    expect(await stockOf(tee.variantIds[0] as string)).toBe(4);
    expect(await stockOf(tee.variantIds[1] as string)).toBe(4);
    const mail = await mailContaining(orderid);
    expect(mail).toMatch(/Tax invoice/i);
    expect(mail.toLowerCase()).toContain('jo.walker@example.com');

    // A reload has no order in state: the confirmation sends the shopper home.
    await page.reload();
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.close();
  });

  it('in test mode every checkout step and the confirmation say that no real payment is taken, and the mail says it is a test order (desktop)', async () => {
    const tee = await createProduct(db, { name: 'Notice Tee', priceCents: 3000, variants: [['M', 3]] });
    const page = await openWithCart(DESKTOP, guestCart(tee, [1]));
    const notice = page.getByRole('note').filter({ hasText: 'Test mode — no real payment is taken' });
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.waitForURL(/#userDetails$/);
    await notice.waitFor();
    await detailsToShipping(page, 'notice.tee@example.com');
    await notice.waitFor();
    await toPayment(page, /Express Shipping/);
    await notice.waitFor();
    await payByCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/order-received\//);
    await page.getByText('This is a test order — no real payment was taken.').waitFor();
    const orderid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(await mailContaining(orderid)).toContain('TEST ORDER');
    await page.close();
  });

  it('a declined card shows the message and leaves the cart intact (desktop)', async () => {
    const tee = await createProduct(db, { name: 'Declined Tee', priceCents: 3000, variants: [['L', 3]] });
    const page = await openWithCart(DESKTOP, guestCart(tee, [2]));
    // Steps ahead of verification bounce back to step 1.
    await page.goto(`${shop.baseUrl}/checkout#payment`);
    await page.waitForURL(/\/checkout#userDetails$/);
    await page.goto(`${shop.baseUrl}/checkout#shipping`);
    await expect.poll(() => page.url()).toBe(`${shop.baseUrl}/checkout#userDetails`);
    await detailsToShipping(page, 'declined@example.com');
    await toPayment(page, /Express Shipping/);
    await payByCard(page, '4000 0000 0000 0002');

    await page.getByText('Your card was declined.').waitFor();
    expect(new URL(page.url()).hash).toBe('#payment');
    expect(await stockOf(tee.variantIds[0] as string)).toBe(3);
    await page.goto(`${shop.baseUrl}/cart`);
    await page.getByRole('rowheader', { name: 'Declined Tee - L' }).waitFor();
    expect(await page.getByRole('main').getByLabel('Quantity of Declined Tee - L', { exact: true }).innerText()).toBe('2');
    await page.close();
  });

  it('a card that needs authentication: the test-mode dialog fails it, then approves it and the order is placed (phone)', async () => {
    const tee = await createProduct(db, { name: 'Secure Tee', priceCents: 4000, variants: [['M', 4]] });
    const page = await openWithCart(PHONE, guestCart(tee, [1]));
    await page.goto(`${shop.baseUrl}/checkout`);
    await detailsToShipping(page, 'secure.tee@example.com');
    await toPayment(page, /Standard Shipping/);
    await payByCard(page, '4000 0027 6000 3184');

    const dialog = page.getByRole('dialog', { name: 'Authenticate payment' });
    await dialog.getByText('Test mode').waitFor();
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByText('We could not authenticate your payment. Please try again or use another card.').waitFor();
    expect(new URL(page.url()).hash).toBe('#payment');
    expect(await stockOf(tee.variantIds[0] as string)).toBe(4);

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Jo!').waitFor();
    const { rows } = await db.query<{ total_cents: number; payment_id: string }>('SELECT total_cents, payment_id FROM orders WHERE email = $1', ['secure.tee@example.com']);
    expect(rows).toEqual([{ total_cents: 5000, payment_id: expect.stringMatching(/^pi_test_/) }]);
    expect(await stockOf(tee.variantIds[0] as string)).toBe(3);
    await page.close();
  });

  it('the test wallet and the test PayPal button complete orders', async () => {
    const beanie = await createProduct(db, { name: 'Wallet Beanie', priceCents: 3500, variants: [['One size', 10]] });
    for (const [viewport, button] of [
      [PHONE, 'Pay with test wallet'],
      [DESKTOP, 'Pay with PayPal (test)'],
    ] as const) {
      const page = await openWithCart(viewport, guestCart(beanie, [1]));
      await page.goto(`${shop.baseUrl}/checkout`);
      await detailsToShipping(page, `${button.length}@example.com`);
      await toPayment(page, /Standard Shipping/);
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL(/\/order-received\//);
      await page.getByText('Thank you for your order, Jo!').waitFor();
      await page.close();
    }
    expect(await stockOf(beanie.variantIds[0] as string)).toBe(8);
  });

  it('validates the cart when it is shown: stock that ran low is listed as a warning (phone)', async () => {
    const cap = await createProduct(db, { name: 'Low Stock Cap', priceCents: 2500, variants: [['One size', 4]] });
    const page = await openWithCart(PHONE, guestCart(cap, [3]));
    await db.query('UPDATE product_variants SET stock_level = 1 WHERE id = $1', [cap.variantIds[0]]);
    await page.goto(`${shop.baseUrl}/cart`);
    const warning = page.getByRole('alert').filter({ hasText: 'Low Stock Cap' });
    await warning.waitFor();
    expect(await warning.locator('dd').innerText()).not.toBe('');
    expect(await page.getByRole('main').getByLabel('Quantity of Low Stock Cap - One size', { exact: true }).innerText()).toBe('1');
    await page.close();
  });

  it('an empty cart visiting /checkout lands on /cart', async () => {
    const page = await openWithCart(PHONE, []);
    await page.goto(`${shop.baseUrl}/checkout#payment`);
    await page.waitForURL(`${shop.baseUrl}/cart`);
    await page.getByText('Your cart is empty!!').waitFor();
    await page.close();
  });

  it('a customer buys with a saved address and finds the order in the dashboard (desktop)', async () => {
    const tee = await createProduct(db, { name: 'Customer Tee', priceCents: 5500, variants: [['M', 4]] });
    const user = await createUser(db, { firstName: 'Ada', lastName: 'Lovelace' });
    await db.query(
      `INSERT INTO addresses (id, user_id, street_adress, city, region, zip_code, country, is_default)
       VALUES (gen_random_uuid(), $1, '7 Wattle Lane', 'Hobart', 'TAS', '7000', 'Australia', true)`,
      [user.id],
    );
    const login = await fetch(`${shop.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const added = await fetch(`${shop.baseUrl}/api/cart/addQuantityToCart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ params: { product: tee.id, quantity: 2, uid: user.id, variant: tee.variantIds[0] } }),
    });
    expect(added.status).toBe(200);

    const page = await openWithCart(DESKTOP, [], token);
    await page.goto(`${shop.baseUrl}/cart`);
    await page.getByRole('rowheader', { name: 'Customer Tee - M' }).waitFor();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/#userDetails$/);

    expect(await page.getByRole('main').getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByRole('main').getByLabel('First name', { exact: true }).inputValue()).toBe('Ada');
    await page.getByRole('radio', { name: /7 Wattle Lane/ }).waitFor();
    expect(await page.getByRole('radio', { name: /7 Wattle Lane/ }).isChecked()).toBe(true);
    expect(await page.getByRole('main').getByLabel('Address', { exact: true }).inputValue()).toBe('7 Wattle Lane');
    expect(await page.getByRole('main').getByLabel('Address', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Use a new address' }).check();
    expect(await page.getByRole('main').getByLabel('Address', { exact: true }).inputValue()).toBe('');
    await page.getByRole('radio', { name: /7 Wattle Lane/ }).check();
    await page.getByRole('main').getByLabel('Phone number', { exact: true }).fill('0411 222 333');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.waitForURL(/#shipping$/);
    await toPayment(page, /Free Shipping/);
    await payByCard(page, '4242424242424242');

    await page.waitForURL(/\/order-received\//);
    await page.getByText('Thank you for your order, Ada!').waitFor();
    const orderid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(await stockOf(tee.variantIds[0] as string)).toBe(2);

    const orders = await fetch(`${shop.baseUrl}/api/orders/getProfileOrders/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await orders.json()) as { orderid: string }[]).map((o) => o.orderid.toUpperCase())).toContain(orderid.toUpperCase());
    await page.goto(`${shop.baseUrl}/dashboard`);
    await page.getByText(new RegExp(orderid, 'i')).first().waitFor();
    await page.close();
  });
});
