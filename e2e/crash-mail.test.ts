// A crash delays side effects and loses none: the embedded shop is killed (SIGKILL) during concurrent
// checkouts while order mails are being sent; after a restart on the same data every buyer has their
// confirmation exactly once, every order exists once and the stock is exact.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/factories/catalog.js';
import { orderBody } from '../test-support/factories/checkout.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { startSmtpReceiver, type SmtpReceiver } from '../test-support/smtp-receiver.js';

const BUYERS = 60;
const STOCK = 100;

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

/** The shop's database as the embedded superuser, the way the shop keeps its password and port. */
async function database(dataDir: string): Promise<pg.Client> {
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const { port } = JSON.parse(readFileSync(join(dataDir, 'postgres.json'), 'utf8')) as { port: number };
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop` });
  await client.connect();
  return client;
}

interface Buyer {
  email: string;
  /** Each shopper comes from an address of their own (through the trusted proxy). */
  address: string;
  body: Record<string, unknown>;
}

async function checkout(shop: ShopProcess, buyer: Buyer): Promise<number> {
  try {
    const res = await fetch(`${shop.baseUrl}/api/orders/receiveStripePayment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': buyer.address },
      body: JSON.stringify(buyer.body),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0; // the connection died with the process
  }
}

describe('a crash with order mails in flight (embedded mode, real SMTP)', () => {
  it('sends every buyer their confirmation exactly once after a SIGKILL and a restart', async () => {
    const smtp: SmtpReceiver = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const env = { SMTP_URL: smtp.url, SEED_DEMO: 'false', TRUST_PROXY: '1', EMBEDDED_PG_PORT: '' };
    let shop = await startShop(env, { embedded: true });
    const dataDir = shop.dataDir;
    cleanups.push(() => shop.stop());

    const db = await database(dataDir);
    const product = await createProduct(db, { stockLevel: STOCK, variants: [['M', STOCK]] });
    await db.end();
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const address = `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const card = await fetch(`${shop.baseUrl}/api/payments/test/payment-methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }),
      });
      expect(card.status).toBe(200);
      const { id: paymentId } = (await card.json()) as { id: string };
      const email = `buyer${i}@example.com`;
      buyers.push({ email, address, body: orderBody([[product.id, product.variantIds[0]!, 1]], { email, paymentId, checkoutKey: `crash-${i}-${paymentId.slice(-12)}` }) });
    }

    // All shoppers check out at once; once some mails are through, the SMTP server stops accepting
    // (sends wait for its reply), and the process is killed with those jobs in flight.
    const firstTry = Promise.all(buyers.map((b) => checkout(shop, b)));
    await until('ten confirmations arrived', () => smtp.mails.length >= 10);
    smtp.hold();
    await until('a mail job is in flight', () => smtp.held() >= 1);
    await sleep(300); // mails accepted just before the hold have recorded it
    shop.child.kill('SIGKILL');
    await new Promise((resolve) => shop.child.once('exit', resolve));
    const statuses = await firstTry;
    // The dead process's SMTP connections close: their withheld messages were never accepted.
    await until('the killed process has no SMTP connection left', () => smtp.held() === 0, 10_000);
    const accepted = smtp.mails.length;
    smtp.release();
    expect(accepted).toBeLessThan(BUYERS); // the kill did land while mails were outstanding

    // Restart on the same data; each shopper whose answer was lost tries once more.
    shop = await startShop({ ...env, DATA_DIR: dataDir }, { embedded: true });
    const retried = await Promise.all(buyers.map((b, i) => (statuses[i] === 200 ? 200 : checkout(shop, b))));
    expect(retried.filter((s) => s !== 200)).toEqual([]);

    const confirmations = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /^Subject: .*Tax invoice for your order/m.test(m.text)).length;
    await until('every buyer has a confirmation', () => buyers.every((b) => confirmations(b.email) >= 1), 45_000).catch(() => {});
    await sleep(3_000); // a duplicate would come within the outbox's next rounds
    expect(buyers.map((b) => [b.email, confirmations(b.email)]).filter(([, n]) => n !== 1)).toEqual([]); // none missing, none twice

    const after = await database(dataDir);
    try {
      const orders = await after.query<{ email: string; n: number }>('SELECT email, count(*)::int AS n FROM orders GROUP BY email');
      expect(orders.rows).toHaveLength(BUYERS);
      expect(orders.rows.every((r) => r.n === 1)).toBe(true);
      const stock = await after.query<{ s: number }>('SELECT stock_level AS s FROM product_variants WHERE id = $1', [product.variantIds[0]]);
      expect(stock.rows[0]!.s).toBe(STOCK - BUYERS);
      const pending = await after.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE topic = 'job:send-mail' AND delivered_at IS NULL");
      expect(pending.rows[0]!.n).toBe(0);
    } finally {
      await after.end();
    }
  });
});
