// The web process is killed (SIGKILL) in the middle of 50 concurrent card checkouts against the fake
// Stripe API, with some payments taken and their answers still on the way. Started again on the same
// database, the shop turns every taken payment into exactly one order through Stripe's
// payment_intent.succeeded webhook (which Stripe retries until the shop answers), even for shoppers
// who never come back; every confirmation mail goes out once; the stock is exact.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/factories/catalog.js';
import { orderBody } from '../test-support/factories/checkout.js';
import { FakeStripeServer } from '../test-support/fake-stripe-server.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { startSmtpReceiver } from '../test-support/smtp-receiver.js';
import { createTestDatabase } from '../test-support/test-database.js';

const BUYERS = 50;
const STOCK = 100;
const SECRET = 'whsec_kill_test';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

describe('SIGKILL of the web process during 50 concurrent card checkouts (fake Stripe)', () => {
  it('makes every taken payment exactly one order with one mail, and keeps the stock exact', async () => {
    const stripe = new FakeStripeServer();
    const [address, smtp, tdb] = await Promise.all([stripe.start(), startSmtpReceiver(), createTestDatabase()]);
    cleanups.push(
      () => tdb.drop(),
      () => smtp.close(),
      () => stripe.stop(),
    );
    // The answer to a taken payment needs 400 ms to come back, Stripe's event 1.5 s: a kill lands
    // with payments taken whose orders nobody has written yet.
    stripe.answerDelayMs = 400;
    const env = {
      DATABASE_URL: tdb.url,
      DATABASE_APP_URL: tdb.appUrl,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: `http://${address.host}:${address.port}`,
    };
    let shop: ShopProcess = await startShop(env);
    cleanups.push(() => shop.stop({ keepData: true }));
    stripe.webhook = { url: shop.baseUrl, secret: SECRET, delayMs: 1_500 };

    const db = new pg.Client({ connectionString: tdb.url });
    await db.connect();
    cleanups.push(() => db.end());
    const product = await createProduct(db, { priceCents: 2500, stockLevel: STOCK, variants: [['M', STOCK]] });
    const run = Date.now();
    const buyers = Array.from({ length: BUYERS }, (_, i) => ({
      email: `killed${i}@example.com`,
      address: `10.9.0.${i + 1}`,
      body: orderBody([[product.id, product.variantIds[0]!, 1]], { email: `killed${i}@example.com`, paymentId: 'pm_card_visa', checkoutKey: `kill-${run}-${i}` }),
    }));
    const checkout = async (target: ShopProcess, buyer: (typeof buyers)[number]) => {
      try {
        const res = await fetch(`${target.baseUrl}/api/orders/receiveStripePayment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': buyer.address },
          body: JSON.stringify(buyer.body),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0; // the connection died with the process
      }
    };

    const statuses = Promise.all(buyers.map((b) => checkout(shop, b)));
    await until('a third of the payments are taken', () => stripe.charges >= BUYERS / 3);
    shop.child.kill('SIGKILL');
    await new Promise((resolve) => shop.child.once('exit', resolve));
    const answered = await statuses;
    const ordersAtKill = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
    // The kill did land between taking payments and writing their orders.
    expect(stripe.charges).toBeGreaterThan(ordersAtKill);
    expect(answered.filter((s) => s === 0).length).toBeGreaterThan(0);

    // Started again; the shoppers whose answer was lost do not come back. Stripe keeps sending its events.
    shop = await startShop(env);
    stripe.webhook = { url: shop.baseUrl, secret: SECRET, delayMs: 0 };
    await stripe.eventsSettled(60_000);
    expect(stripe.eventsDelivered).toBe(stripe.succeeded.length);
    expect(stripe.eventAnswers.filter((a) => !/"outcome":"(already_)?fulfilled"/.test(a))).toEqual([]);

    const orders = (await db.query<{ checkout_key: string; payment_id: string; email: string }>('SELECT checkout_key, payment_id, email FROM orders')).rows;
    const paid = stripe.succeeded.map((p) => p.checkoutKey).sort();
    expect(new Set(paid).size).toBe(paid.length); // one payment per checkout (idempotency keys)
    expect(orders.map((o) => o.checkout_key).sort()).toEqual(paid); // every payment one order, no order unpaid
    expect(Object.fromEntries(orders.map((o) => [o.checkout_key, o.payment_id]))).toEqual(Object.fromEntries(stripe.succeeded.map((p) => [p.checkoutKey, p.id])));
    expect(stripe.refunds).toBe(0);

    const confirmations = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /^Subject: .*Tax invoice for your order/m.test(m.text)).length;
    await until('every order has its confirmation', () => orders.every((o) => confirmations(o.email) >= 1), 30_000).catch(() => {});
    await sleep(2_000); // a duplicate would come within the outbox's next rounds
    expect(buyers.map((b) => [b.email, confirmations(b.email)]).filter(([email, n]) => n !== (orders.some((o) => o.email === email) ? 1 : 0))).toEqual([]);

    const stock = (await db.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [product.variantIds[0]])).rows[0]!.s;
    expect(stock).toBe(STOCK - orders.length);
    const pending = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL')).rows[0]!.n;
    expect(pending).toBe(0);
  });
});
