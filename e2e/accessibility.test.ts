// axe-core on every screen of the storefront and the back office, in Chromium against the production
// build: no serious or critical violation of WCAG 2.x A/AA or axe's best practices. The screens are a
// table beside the routers: a route of either SPA without a screen here fails the first test, so a new
// page is checked from the day it is added. Each screen is checked in the state a person works with
// (data loaded, dialogs open where they are part of the screen), at a phone and a desktop width.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../adapters/platform/project-root.js';
import { ADMIN_PATHS } from '../web-admin/src/routeTitles.js';
import { launchBrowser } from '../test-support/browser.js';
import { createOrder, createUser, type CreatedUser } from '../test-support/factories/accounts.js';
import { createCoupon } from '../test-support/factories/coupons.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { confirmAndPay, continueToShipping, fillCard, fillGuestDetails, toPayment } from './checkout-steps.js';
import { seedCatalogue, type Catalogue } from './storefront-support.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
/**
 * A walk visits up to fifteen screens and runs axe on each; on a loaded two-core machine that passed
 * the project's two minutes, so a walk gets five (each screen still waits at most 20 s to be ready).
 */
const WALK_TIMEOUT = 300_000;
const ADMIN = { email: 'boss@example.com', password: 'run the whole shop' };

let shop: ShopProcess;
let browser: Browser;
let db: pg.Pool;
let catalogue: Catalogue;
let customer: CreatedUser;
let customerOrder: string;
let adminOrder: string;
let someUser: { id: string; path: string };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }), launchBrowser()]);
  if (!shop.databaseUrl) throw new Error('startShop gave no database URL');
  db = new pg.Pool({ connectionString: shop.databaseUrl, max: 2 });
  catalogue = await seedCatalogue(shop.databaseUrl, shop.dataDir);
  customer = await createUser(db, { firstName: 'Robin', lastName: 'Banks' });
  customerOrder = (await createOrder(db, { userId: customer.id, orderid: 'SSAXE0001' })).orderid;
  adminOrder = (await createOrder(db, { userId: customer.id, orderid: 'SSAXE0002', trackingNumber: 'AB123456789AU', status: 'Confirmed' })).id;
  await db.query(
    `INSERT INTO addresses (id, user_id, street_adress, city, region, zip_code, country, is_default)
     VALUES (gen_random_uuid(), $1, '1 Collins St', 'Melbourne', 'VIC', '3000', 'Australia', true)`,
    [customer.id],
  );
  await createCoupon(db, {});
  someUser = { id: customer.id, path: `/adminpanel/users/Robin-Banks/${customer.id}` };
}, 180_000);

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await shop?.stop();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core run in the page (through the DevTools protocol, so the shop's CSP stays as it is); the serious and critical findings. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const options = { runOnly: { type: 'tag', values: TAGS } };
  const found = await page.evaluate<Violation[]>(`axe.run(document, ${JSON.stringify(options)}).then((result) => result.violations)`);
  return found
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(0, 2).join(' ')}`)
          .join(' | ')}`,
    );
}

/** Fails listing every problem found (the assertion's diff alone shows only how many). */
function expectNone(problems: string[]): void {
  expect(problems, problems.join('\n')).toEqual([]);
}

async function signIn(page: Page, who: { email: string; password: string }, landing: RegExp): Promise<void> {
  await page.goto(`${shop.baseUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(landing);
}

type Screen = { route: string; path: () => string; ready: (page: Page) => Promise<unknown>; act?: (page: Page) => Promise<unknown> };
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
const text = (t: string | RegExp) => (page: Page) => page.getByText(t).first().waitFor();
const SHOTS = fromRoot('.tmp', 'axe');

/** Storefront screens as a guest (the cart holds a beanie where the screen needs one). */
const GUEST_SCREENS: Screen[] = [
  { route: '/', path: () => '/', ready: heading(/./) },
  { route: '/about', path: () => '/about', ready: heading(/./) },
  { route: '/sustainability', path: () => '/sustainability', ready: heading(/./) },
  { route: '/howtoapply', path: () => '/howtoapply', ready: heading(/./) },
  { route: '/explore', path: () => '/explore', ready: heading(/./) },
  { route: '/shop', path: () => '/shop', ready: text('Ridge Tee 30') },
  { route: '/shop/:slug/:productId', path: () => `/shop/alpine-merino-beanie/${catalogue.beanieId}`, ready: heading('Alpine Merino Beanie') },
  { route: '/help-centre', path: () => '/help-centre', ready: heading(/./) },
  { route: '/faqs', path: () => '/faqs', ready: heading(/./) },
  { route: '/order-status', path: () => '/order-status', ready: heading(/./) },
  { route: '/becomestockist', path: () => '/becomestockist', ready: heading(/./) },
  { route: '/shipping-policy', path: () => '/shipping-policy', ready: heading(/./) },
  { route: '/termsofuse', path: () => '/termsofuse', ready: heading(/./) },
  { route: '/privacypolicy', path: () => '/privacypolicy', ready: heading(/./) },
  { route: '/returns-policy', path: () => '/returns-policy', ready: heading(/./) },
  {
    route: '/login',
    path: () => '/login',
    ready: (page) => page.getByRole('form', { name: 'Login' }).waitFor(),
    // With the error a wrong password shows, which must be as readable as the form.
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill('nobody@example.com');
      await form.getByLabel('Password', { exact: true }).fill('not the password');
      await form.getByRole('button', { name: 'Login' }).click();
      await page.getByText('The e-mail address or password is incorrect.').waitFor();
    },
  },
  { route: '/reset-password', path: () => '/reset-password', ready: heading(/./) },
  { route: '/verifyaccount/:code', path: () => '/verifyaccount/not-a-real-code', ready: heading(/./) },
  { route: '/newPassword/:userid/:code', path: () => `/newPassword/${customer.id}/not-a-real-code`, ready: heading(/./) },
  { route: '/cart', path: () => '/cart', ready: heading('My Cart') },
  { route: '/checkout', path: () => '/checkout', ready: (page) => page.getByRole('button', { name: 'Continue to Shipping' }).waitFor() },
  { route: '*', path: () => '/no-such-page', ready: heading(/./) },
];

/** Storefront screens of a signed-in customer. */
const CUSTOMER_SCREENS: Screen[] = [
  { route: '/dashboard', path: () => '/dashboard', ready: text('Robin') },
  { route: '/dashboard/order-details/:orderid', path: () => `/dashboard/order-details/${customerOrder}`, ready: text(/SSAXE0001/i) },
  { route: '/dashboard/addresses', path: () => '/dashboard/addresses', ready: text('1 Collins St') },
];

/** Back-office screens, with their data loaded. */
const ADMIN_SCREENS: Screen[] = [
  { route: '/adminpanel', path: () => '/adminpanel', ready: text("Today's sales") },
  { route: '/adminpanel/orders', path: () => '/adminpanel/orders', ready: text(/SSAXE0002/i) },
  {
    route: '/adminpanel/orders/:orderid',
    path: () => `/adminpanel/orders/${adminOrder}`,
    ready: text('AB123456789AU'),
    // With the cancel confirmation open over it.
    act: async (page) => {
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel order' }).waitFor();
    },
  },
  { route: '/adminpanel/users', path: () => '/adminpanel/users', ready: (page) => text(customer.email)(page) },
  { route: '/adminpanel/users/:name/:userid', path: () => someUser.path, ready: (page) => text(customer.email)(page) },
  { route: '/adminpanel/products', path: () => '/adminpanel/products', ready: text('Alpine Merino Beanie') },
  { route: '/adminpanel/products/newProduct', path: () => '/adminpanel/products/newProduct', ready: (page) => page.getByRole('form').first().waitFor() },
  { route: '/adminpanel/products/bulkEdit', path: () => '/adminpanel/products/bulkEdit', ready: heading(/./) },
  {
    route: '/adminpanel/products/:title/:productid',
    path: () => `/adminpanel/products/Alpine-Merino-Beanie/${catalogue.beanieId}`,
    ready: (page) => page.locator('input[value="Alpine Merino Beanie"]').first().waitFor(),
  },
  { route: '/adminpanel/coupons', path: () => '/adminpanel/coupons', ready: heading(/./) },
  { route: '/adminpanel/coupons/newCoupon', path: () => '/adminpanel/coupons/newCoupon', ready: (page) => page.getByRole('form').first().waitFor() },
  { route: '/adminpanel/reviews', path: () => '/adminpanel/reviews', ready: heading(/./) },
  { route: '/adminpanel/categories', path: () => '/adminpanel/categories', ready: text('nailart') },
  { route: '/adminpanel/categories/newCategory', path: () => '/adminpanel/categories/newCategory', ready: (page) => page.getByRole('form').first().waitFor() },
  { route: 'admin *', path: () => '/adminpanel/no-such-screen', ready: heading(/./) },
];

/** The storefront's route patterns, read from its router's table (importing it would load every page into Node). */
function storefrontRoutes(): string[] {
  const source = readFileSync(fromRoot('web-storefront', 'src', 'routes.tsx'), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]!);
}

describe('axe-core on every screen', () => {
  it('has a screen in this table for every route of both SPAs', () => {
    // The order-received page is reached by paying, in the checkout test below.
    const covered = new Set([...GUEST_SCREENS, ...CUSTOMER_SCREENS].map((s) => s.route).concat('/order-received/:orderid'));
    expect(storefrontRoutes().filter((r) => !covered.has(r))).toEqual([]);
    const admin = new Set(ADMIN_SCREENS.map((s) => s.route));
    expect(ADMIN_PATHS.map((r) => r.path).filter((r) => !admin.has(r))).toEqual([]);
  });

  describe.each(VIEWPORTS)('at $name width', (viewport) => {
    const check = async (page: Page, screens: Screen[]) => {
      page.setDefaultTimeout(20_000);
      const problems: string[] = [];
      for (const screen of screens) {
        await page.goto(`${shop.baseUrl}${screen.path()}`);
        try {
          await screen.ready(page);
          await screen.act?.(page);
        } catch (error) {
          // A screen that never reached the state to check is a failure too; its picture shows what it showed instead.
          mkdirSync(SHOTS, { recursive: true });
          const shot = join(SHOTS, `${viewport.name}-${screen.route.replace(/[^a-z0-9]+/gi, '_')}.png`);
          await page.screenshot({ path: shot, fullPage: true });
          problems.push(`${screen.path()}: not ready (${(error as Error).message.split('\n')[0]}), see ${shot}`);
          continue;
        }
        for (const v of await violations(page)) problems.push(`${screen.path()}: ${v}`);
      }
      return problems;
    };

    it(
      'storefront screens as a guest, with a beanie in the cart',
      async () => {
        const context = await browser.newContext({ viewport });
        const cart = [{ product: { _id: catalogue.beanieId, name: catalogue.beanieName, price: 35 }, variant: '', quantity: 1 }];
        await context.addInitScript({
          content: `localStorage.setItem('welcomeModalShown', 'true'); if (!localStorage.getItem('cart')) localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))});`,
        });
        const page = await context.newPage();
        expectNone(await check(page, GUEST_SCREENS));
        await context.close();
      },
      WALK_TIMEOUT,
    );

    it(
      'the welcome offer, every checkout step and the order received',
      async () => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems: string[] = [];
        const look = async (where: string) => problems.push(...(await violations(page)).map((v) => `${where}: ${v}`));
        await page.goto(`${shop.baseUrl}/`);
        await page.locator('.sf-app:not([inert])').waitFor({ state: 'attached' });
        // The welcome offer opens after the first scroll past 500 px.
        await page.evaluate('window.scrollTo(0, 700)');
        await page.getByRole('dialog', { name: 'Welcome to Soul Searching' }).waitFor();
        await look('welcome offer');

        const cart = [{ product: { _id: catalogue.beanieId, name: catalogue.beanieName, price: 35 }, variant: '', quantity: 1 }];
        await page.evaluate(`localStorage.setItem('welcomeModalShown', 'true'); localStorage.setItem('cart', ${JSON.stringify(JSON.stringify(cart))})`);
        await page.goto(`${shop.baseUrl}/checkout`);
        const email = page.getByRole('main').getByLabel('Email', { exact: true });
        await email.fill('jo.walker@example.com');
        await email.blur();
        await look('checkout, details');
        await fillGuestDetails(page, 'jo.walker@example.com');
        await continueToShipping(page);
        await look('checkout, shipping');
        await toPayment(page);
        await look('checkout, payment');
        await fillCard(page);
        await confirmAndPay(page);
        await page.waitForURL(/\/order-received\//);
        await page.getByText('Thank you for your order, Jo!').waitFor();
        await look('order received');
        expectNone(problems);
        await context.close();
      },
      WALK_TIMEOUT,
    );

    it(
      'storefront screens as a signed-in customer',
      async () => {
        const context = await browser.newContext({ viewport });
        await context.addInitScript({ content: "localStorage.setItem('welcomeModalShown', 'true')" });
        const page = await context.newPage();
        await signIn(page, customer, /\/dashboard/);
        expectNone(await check(page, CUSTOMER_SCREENS));
        await context.close();
      },
      WALK_TIMEOUT,
    );

    it(
      'back-office screens',
      async () => {
        const context = await browser.newContext({ viewport });
        await context.addInitScript({ content: "localStorage.setItem('welcomeModalShown', 'true')" });
        const page = await context.newPage();
        await signIn(page, ADMIN, /\/adminpanel/);
        expectNone(await check(page, ADMIN_SCREENS));
        await context.close();
      },
      WALK_TIMEOUT,
    );
  });
});
