// Redis goes away for 20 s under load in the scaled-out mode (a web process with RUN_WORKERS=false
// and a worker, sharing Postgres and the test's own Redis, which keeps an append-only file as the
// README asks). Browsing and checkout keep working or answer 503 with a sentence (never a 500 or a
// stack trace, never a hang); readiness says so; every order placed gets its confirmation once after
// Redis is back; no outbox message (job or event) is left undelivered.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/factories/catalog.js';
import { orderBody } from '../test-support/factories/checkout.js';
import { startOwnRedis } from '../test-support/redis-server.js';
import { SERVER_ENTRY, startShop } from '../test-support/shop-process.js';
import { startSmtpReceiver } from '../test-support/smtp-receiver.js';
import { createTestDatabase } from '../test-support/test-database.js';

const OUTAGE_MS = 20_000;

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Answer {
  what: string;
  status: number;
  body: string;
  phase: string;
}

describe('Redis stops for 20 s under load (scaled-out mode)', () => {
  it('answers 200 or a clean 503 meanwhile, and delivers every mail once after Redis returns', async () => {
    const redisDir = mkdtempSync(join(tmpdir(), 'shop-redis-'));
    cleanups.push(() => rmSync(redisDir, { recursive: true, force: true }));
    const [redis, smtp, tdb] = await Promise.all([startOwnRedis({ persistIn: redisDir }), startSmtpReceiver(), createTestDatabase()]);
    cleanups.push(
      () => redis.stop(),
      () => smtp.close(),
      () => tdb.drop(),
    );
    const shared = {
      DATABASE_URL: tdb.url,
      DATABASE_APP_URL: tdb.appUrl,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      JOB_RETRY_BASE_MS: '200',
      JOB_RETRY_MAX_MS: '2000',
    };
    const web = await startShop({ ...shared, RUN_WORKERS: 'false' });
    cleanups.push(() => web.stop());
    const workerDir = mkdtempSync(join(tmpdir(), 'shop-worker-'));
    cleanups.push(() => rmSync(workerDir, { recursive: true, force: true }));
    const worker = spawn(process.execPath, [join(SERVER_ENTRY, '..', 'worker.js')], {
      env: { PATH: process.env.PATH ?? '', ...shared, DATA_DIR: workerDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let workerOut = '';
    worker.stdout.on('data', (d: Buffer) => (workerOut += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (workerOut += d.toString()));
    const workerExit = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    cleanups.push(async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await workerExit;
    });

    const db = new pg.Client({ connectionString: tdb.url });
    await db.connect();
    cleanups.push(() => db.end());
    const product = await createProduct(db, { name: 'Outage Stove', priceCents: 4000, stockLevel: 500, variants: [['M', 500]] });

    const answers: Answer[] = [];
    let phase = 'before';
    let loading = true;
    const call = async (what: string, path: string, init: RequestInit = {}): Promise<Answer> => {
      const started = phase;
      try {
        const res = await fetch(`${web.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
        const answer = { what, status: res.status, body: await res.text(), phase: started };
        answers.push(answer);
        return answer;
      } catch (e) {
        const answer = { what, status: 0, body: String(e), phase: started }; // a hang or a dropped connection
        answers.push(answer);
        return answer;
      }
    };
    const browser = async (n: number) => {
      for (let i = n; loading; i++) {
        await call('browse', i % 2 === 0 ? `/api/products/getSpecificProduct/${product.id}` : `/api/products/getproducts/1/pricelow/stove${n}x${i}/-`);
      }
    };
    const placed: string[] = [];
    let buyerNo = 0;
    const buyer = async () => {
      while (loading) {
        const n = ++buyerNo;
        const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${Math.floor(n / 200)}.${(n % 200) + 1}` };
        const card = await call('card', '/api/payments/test/payment-methods', { method: 'POST', headers, body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }) });
        if (card.status === 200) {
          const email = `outage${n}@example.com`;
          const { id: paymentId } = JSON.parse(card.body) as { id: string };
          const body = orderBody([[product.id, product.variantIds[0]!, 1]], { email, paymentId, checkoutKey: `outage-${n}-${paymentId.slice(-12)}` });
          const paid = await call('checkout', '/api/orders/receiveStripePayment', { method: 'POST', headers, body: JSON.stringify(body) });
          if (paid.status === 200) placed.push(email);
        }
        await sleep(150);
      }
    };
    const load = Promise.all([...Array.from({ length: 4 }, (_, n) => browser(n)), buyer(), buyer()]);
    const readiness = async () => (await fetch(`${web.baseUrl}/api/readyz`)).status;

    await sleep(3_000);
    expect(await readiness()).toBe(200);
    phase = 'down';
    await redis.stop();
    await sleep(1_000);
    const readyWhileDown = await readiness();
    await sleep(OUTAGE_MS - 1_000);
    phase = 'back';
    await redis.start();
    const deadline = performance.now() + 30_000;
    while ((await readiness()) !== 200) {
      if (performance.now() > deadline) throw new Error(`not ready again:\n${web.output()}`);
      await sleep(250);
    }
    await sleep(4_000);
    loading = false;
    await load;

    expect(readyWhileDown).toBe(503);
    // Browsing kept working without Redis; payments, whose attempt limits live in Redis, were refused with 503.
    expect(answers.filter((a) => a.phase === 'down' && a.what === 'browse' && a.status === 200).length).toBeGreaterThan(100);
    expect(answers.filter((a) => a.phase === 'down' && a.what === 'checkout' && a.status === 503).length).toBeGreaterThan(0);
    const unclean = answers.filter((a) => !(a.status === 200 || (a.status === 503 && /"message":"[^"]+"/.test(a.body) && !/\bat \/|Error:|stack/.test(a.body))));
    expect(unclean.slice(0, 5)).toEqual([]);
    expect(answers.filter((a) => a.phase === 'before' && a.status !== 200).slice(0, 3)).toEqual([]);
    const lastSeconds = answers.filter((a) => a.phase === 'back').slice(-40);
    expect(lastSeconds.length).toBeGreaterThan(10);
    expect(lastSeconds.filter((a) => a.status !== 200).slice(0, 3)).toEqual([]);
    expect(placed.length).toBeGreaterThan(5);

    // Every order placed has exactly one confirmation; no order exists without a 200 to its buyer.
    const confirmations = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /^Subject: .*Tax invoice for your order/m.test(m.text)).length;
    const mailDeadline = performance.now() + 30_000;
    while (!placed.every((e) => confirmations(e) >= 1) && performance.now() < mailDeadline) await sleep(250);
    await sleep(2_000);
    expect(placed.map((e) => [e, confirmations(e)]).filter(([, n]) => n !== 1)).toEqual([]);
    const orders = (await db.query<{ email: string }>('SELECT email FROM orders')).rows.map((r) => r.email).sort();
    expect(orders).toEqual([...placed].sort());
    const undelivered = (await db.query<{ topic: string; n: number }>('SELECT topic, count(*)::int AS n FROM outbox WHERE delivered_at IS NULL GROUP BY topic')).rows;
    expect(undelivered).toEqual([]);
    expect(worker.exitCode, workerOut).toBeNull();
  });
});
