// The checkout's three steps as a shopper goes through them in the browser, shared by the tests that
// need an order placed through the page (checkout, dashboard, accessibility).
import type { Page } from 'playwright-core';

/** The details step's fields for a guest in Melbourne, e-mail aside. */
const GUEST_DETAILS: [label: string, value: string][] = [
  ['Phone number', '0400 123 456'],
  ['First name', 'Jo'],
  ['Last name', 'Walker'],
  ['Address', '12 Banksia Track'],
  ['City', 'Melbourne'],
  ['State', 'VIC'],
  ['Postcode', '3000'],
];

/** Fills the details step for a guest (Jo Walker, Melbourne) with `email`, without going on. */
export async function fillGuestDetails(page: Page, email: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  for (const [label, value] of GUEST_DETAILS) await main.getByLabel(label, { exact: true }).fill(value);
}

/** Details → shipping. */
export async function continueToShipping(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.waitForURL(/#shipping$/);
}

/** Shipping → payment, with the shipping option whose name matches `shipping`. */
export async function toPayment(page: Page, shipping: RegExp = /Standard Shipping/): Promise<void> {
  await page.getByRole('radio', { name: shipping }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/#payment$/);
}

/** Fills the card form (any expiry and code the test gateway accepts) without paying. */
export async function fillCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Card number', { exact: true }).fill(number);
  await main.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await main.getByLabel('Security code', { exact: true }).fill('123');
}

/** Ticks the confirmation and presses Pay Now. */
export async function confirmAndPay(page: Page): Promise<void> {
  await page.getByLabel(/information I have entered is correct/).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
}
