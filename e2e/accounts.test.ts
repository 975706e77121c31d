// Account journeys in Chromium against the production build, with mail delivered to a real SMTP server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../test-support/browser.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { startSmtpReceiver, type SmtpReceiver } from '../test-support/smtp-receiver.js';

let shop: ShopProcess;
let browser: Browser;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  [shop, browser] = await Promise.all([startShop({ SEED_DEMO: 'false', SMTP_URL: smtp.url, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'run the whole shop' }), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await smtp?.close();
});

const api = async (method: string, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${shop.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};
const pathOf = (link: string) => new URL(link).pathname;
const storedToken = (page: Page) => page.evaluate<string | null>("localStorage.getItem('token')");

/** A page of a shopper who has already seen the welcome newsletter offer (it would cover the forms). */
async function newPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript("localStorage.setItem('welcomeModalShown', 'true')");
  return page;
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

describe('customer accounts in a browser', () => {
  it('registers, verifies by mail, signs in, manages addresses and logs out', async () => {
    const page = await newPage();
    await page.goto(`${shop.baseUrl}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Register/ }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('First Name').fill('Ruby');
    await register.getByLabel('Last Name').fill('Walker');
    await register.getByLabel('Email').fill('Ruby.Walker@Example.com');
    await register.getByLabel('Password', { exact: true }).fill('bushwalk in the dandenongs');
    await register.getByLabel('Confirm Password').fill('bushwalk in the dandenongs');
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await register.getByText('Please accept the terms of use and privacy policy.').waitFor();
    await register.getByLabel(/I agree to the/).check();
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(/Thank you for registering!/).waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor({ timeout: 6_000 });

    const [link] = await smtp.waitFor('ruby.walker@example.com', /https?:\/\/\S+\/verifyaccount\/[A-Za-z0-9_-]+/);
    await page.goto(`${shop.baseUrl}${pathOf(link)}`);
    await page.getByText('Thank you for signing up !').waitFor();
    await page.getByText('Congratulations, your account has been verified. You are being redirected to login page.').waitFor();
    await page.waitForURL(`${shop.baseUrl}/login`, { timeout: 6_000 });

    await logIn(page, 'ruby.walker@example.com', 'bushwalk in the dandenongs');
    await page.waitForURL(`${shop.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await page.getByText("You haven't placed any orders yet.").waitFor();
    await page.getByRole('link', { name: 'View Addresses (0)' }).click();
    await page.waitForURL(`${shop.baseUrl}/dashboard/addresses`);

    expect(await page.getByLabel('Set as Default').count()).toBe(0);
    const add = page.getByRole('form', { name: 'Add a new address' });
    await add.getByLabel('Street Address').fill('1 Collins St');
    await add.getByLabel('City').fill('Melbourne');
    await add.getByLabel('State').fill('VIC');
    await add.getByLabel('Postcode').fill('3000');
    await add.getByRole('button', { name: 'Add Address' }).click();
    await page.getByText('Address added.').waitFor();
    await page.getByText('1 Collins St').waitFor();
    await page.getByLabel('Set as Default').waitFor();

    await page.getByRole('button', { name: 'Edit 1 Collins St' }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    await edit.getByLabel('Street Address').fill('2 Swanston St');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address updated.').waitFor();
    await page.getByRole('button', { name: 'Delete 2 Swanston St' }).waitFor();

    await page.getByRole('button', { name: 'Delete 2 Swanston St' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Address' });
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('You have no saved addresses yet.').waitFor();

    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${shop.baseUrl}/login`);
    expect(await storedToken(page)).toBeNull();
    expect((await api('POST', '/api/users/logout', {}, token!)).status).toBe(401);
    await page.goto(`${shop.baseUrl}/dashboard`);
    await page.waitForURL(`${shop.baseUrl}/login`);
    await page.close();
  });

  it('resets a forgotten password by mail: the new one works, the old one and the old session do not', async () => {
    const email = 'forgetful@example.com';
    expect((await api('POST', '/api/users/register', { firstName: 'Fern', lastName: 'Gully', email, password: 'old secret phrase', password2: 'old secret phrase' })).status).toBe(200);
    const [verify] = await smtp.waitFor(email, /https?:\/\/\S+\/verifyaccount\/[A-Za-z0-9_-]+/);
    expect((await api('POST', `/api/users${pathOf(verify)}`)).status).toBe(200);
    const old = await api('POST', '/api/users/login', { email, password: 'old secret phrase' });
    expect(old.status).toBe(200);

    const page = await newPage();
    await page.goto(`${shop.baseUrl}/reset-password`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const reset = page.getByRole('form', { name: 'Reset Password' });
    await reset.getByLabel('Email').fill(email);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/we have sent you a link to reset your password/).waitFor();

    const [link] = await smtp.waitFor(email, /https?:\/\/\S+\/newPassword\/[0-9a-f-]+\/[A-Za-z0-9_-]+/);
    await page.goto(`${shop.baseUrl}${pathOf(link)}`);
    const submit = page.getByRole('button', { name: 'Reset Password' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('New Password', { exact: true }).fill('new secret phrase');
    await page.getByLabel('Confirm New Password').fill('new secret phrase');
    await submit.click();
    await page.getByText('Your password has been reset. You are being redirected to login page.').waitFor();
    await page.waitForURL(`${shop.baseUrl}/login`, { timeout: 6_000 });

    await logIn(page, email, 'old secret phrase');
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    await logIn(page, email, 'new secret phrase');
    await page.waitForURL(`${shop.baseUrl}/dashboard`);
    const oldUserId = (JSON.parse(Buffer.from(old.body.token!.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect((await api('GET', `/api/orders/getProfileOrders/${oldUserId}`, undefined, old.body.token)).status).toBe(401);

    // The used link now shows the red alert with a way to ask again.
    await page.evaluate("localStorage.removeItem('token')");
    await page.goto(`${shop.baseUrl}${pathOf(link)}`);
    await page.getByLabel('New Password', { exact: true }).fill('third secret phrase');
    await page.getByLabel('Confirm New Password').fill('third secret phrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Request a new password reset' }).click();
    await page.waitForURL(`${shop.baseUrl}/reset-password`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.close();
  });

  it('sends an administrator to the back office after login and away from customer pages', async () => {
    const page = await newPage();
    await page.goto(`${shop.baseUrl}/login`);
    await logIn(page, 'BOSS@example.com', 'run the whole shop');
    await page.waitForURL(`${shop.baseUrl}/adminpanel**`);
    await page.goto(`${shop.baseUrl}/dashboard`);
    await page.waitForURL(`${shop.baseUrl}/adminpanel**`);
    await page.close();
  });

  it('redirects a short verification code home and shows the not-found view for a wrong one', async () => {
    const page = await newPage();
    await page.goto(`${shop.baseUrl}/verifyaccount/short`);
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.goto(`${shop.baseUrl}/verifyaccount/${'w'.repeat(32)}`);
    await page.getByText('Oops! This Page Could Not Be Found').waitFor();
    await page.close();
  });
});
