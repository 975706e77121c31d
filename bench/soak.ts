// `npm run bench:soak`: a mixed load held for SOAK_MINUTES (10 by default) at 100 connections against
// two web processes and one worker on one Postgres and one Redis, with an administrator's dashboard
// stream open: browsing 80 % (list pages over every sort and category, product pages), add to cart
// 15 %, checkout 5 % (test gateway). It prints errors, latency, each web process's memory over time,
// then balances the books: orders, stock, coupon uses, confirmation mails and the dashboard's figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { applyMigrations } from '../adapters/platform/database/migrate.js';
import { fromRoot } from '../adapters/platform/project-root.js';
import { createUser } from '../test-support/factories/accounts.js';
import { freePort } from '../test-support/global-setup.js';
import { buildForBench, createBenchDatabase, stopChild } from './bench-support.js';
import { openLoad, latencies, type LoadRequest, type TargetResult } from './open-load.js';
import { seedProducts } from './seed.js';

type Cannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}>;
const cannon = autocannon as unknown as Cannon;

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = 100;
/**
 * Requests per second over all connections: shoppers arrive at a steady rate, as in a shop, and the
 * 100 connections carry them (ADR 086). `SOAK_RATE=0` drops the limit: every connection asks again as
 * soon as it is answered, which measures the ceiling, not a shop's day.
 */
const RATE = Number(process.env.SOAK_RATE ?? 200);
/** Seconds of the same load before the measured run: the processes' first requests (JIT, pools, caches) are not a soak's subject. */
const WARM_UP_S = Number(process.env.SOAK_WARM_UP_S ?? 20);
const PRODUCTS = Number(process.env.SOAK_PRODUCTS ?? 2_000);
const COUPON = 'SOAK10';
const SORTS = ['bestselling', 'pricelow', 'pricehigh', 'created_ascending', 'created_descending'];
const CATEGORIES = ['-', 'solid', 'overlay', 'christmas', 'crescentic', 'nailart', 'sale'];

const cleanups: (() => Promise<void> | void)[] = [];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

const rssMb = (pid: number) => {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('Set TEST_DATABASE_URL and TEST_REDIS_URL (the scaled-out mode needs Postgres and Redis).');
  // The web processes and the worker run the build (what npm start builds, if it is out of date).
  buildForBench(['server', 'storefront', 'storefrontSsr', 'admin']);
  const { databaseUrl, drop } = await createBenchDatabase(adminUrl, 'shop_soak');
  cleanups.push(drop);
  await applyMigrations(databaseUrl);
  await seedProducts(databaseUrl, PRODUCTS);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  cleanups.push(() => db.end());
  await db.query(`UPDATE product_variants SET stock_level = 100000; UPDATE products SET stock_level = 300000`);
  await db.query(
    `INSERT INTO coupons (id, code, is_percent, amount, minimum_spend_cents, expire_date, is_active, is_one_time, times_used)
     VALUES (gen_random_uuid(), $1, true, 10, 0, (now() + interval '30 days')::date, true, false, 0)`,
    [COUPON],
  );
  const products = (
    await db.query<{ id: string; variant: string }>(
      `SELECT p.id, (SELECT v.id FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1) AS variant FROM products p WHERE p.is_listed`,
    )
  ).rows;
  const stockBefore = (await db.query<{ n: string }>('SELECT sum(stock_level)::text AS n FROM product_variants')).rows[0]!.n;
  const boss = await createUser(db, { isAdmin: true });

  const prefix = `soak${process.pid}`;
  const env = (extra: Record<string, string>) => ({
    PATH: process.env.PATH ?? '',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'soak-secret-soak-secret-soak-secret-0123',
    ...extra,
  });
  const entry = (mode: string) => fromRoot('dist', 'server', 'adapters', 'platform', 'main', `${mode}.js`);
  const webs: { url: string; child: ChildProcess; rss: number[] }[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-soak-web-'));
    const child = spawn(process.execPath, [entry('server')], {
      env: env({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: '1', RUN_WORKERS: 'false' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(async () => {
      await stopChild(child, 15_000);
      rmSync(dataDir, { recursive: true, force: true });
    });
    webs.push({ url: `http://127.0.0.1:${port}`, child, rss: [] });
  }
  const workerDir = mkdtempSync(join(tmpdir(), 'shop-soak-worker-'));
  const worker = spawn(process.execPath, [entry('worker')], { env: env({ DATA_DIR: workerDir }), stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(async () => {
    await stopChild(worker, 15_000);
    rmSync(workerDir, { recursive: true, force: true });
  });
  for (const w of webs) {
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`${w.url}/api/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (tries > 300) throw new Error('a web process did not become ready');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const login = await fetch(`${webs[1]!.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: boss.email, password: boss.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const revenue = async () =>
    (await (await fetch(`${webs[0]!.url}/api/admin/revenueDetails`, { headers: { authorization: `Bearer ${token}` } })).json()) as { todaysTotal: number; totalOrdersToday: number };
  const revenueBefore = await revenue();

  // The administrator's dashboard stream, open on web B for the whole run.
  const stream = new AbortController();
  let streamEvents = 0;
  const streaming = fetch(`${webs[1]!.url}/api/admin/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: stream.signal }).then(async (r) => {
    const reader = r.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      streamEvents += (decoder.decode(value).match(/^event: /gm) ?? []).length;
    }
  });
  streaming.catch(() => undefined);

  let n = 0;
  const requestFor = (): LoadRequest => {
    n += 1;
    const address = `10.${100 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': address };
    const r = Math.random();
    if (r < 0.8) {
      const path =
        Math.random() < 0.6 ? `/api/products/getproducts/${1 + Math.floor(Math.random() * 10)}/${pick(SORTS)}/-/${pick(CATEGORIES)}` : `/api/products/getSpecificProduct/${pick(products).id}`;
      return { kind: path.includes('getproducts') ? 'browse: list page' : 'browse: product page', method: 'GET', path, headers };
    }
    const line = pick(products);
    if (r < 0.95)
      return {
        kind: 'add to cart',
        method: 'POST',
        path: '/api/cart/addQuantityToCart',
        headers,
        body: JSON.stringify({ params: { product: line.id, variant: line.variant, quantity: 1, cart: [] } }),
      };
    return {
      kind: 'checkout',
      method: 'POST',
      path: '/api/orders/receiveStripePayment',
      headers,
      body: JSON.stringify({
        firstName: 'Ava',
        lastName: 'Nguyen',
        address: '1 Collins St',
        city: 'Melbourne',
        country: 'Australia',
        region: 'VIC',
        postcode: '3000',
        phoneNumber: '0412345678',
        email: `soak.${n}.${randomUUID().slice(0, 8)}@example.com`,
        shippingType: 'express-shipping',
        ...(n % 3 === 0 ? { coupon: COUPON } : {}),
        cart: [{ product: line.id, variant: line.variant, quantity: 1 }],
        paymentId: `pm_test_ok_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      }),
    };
  };

  // Without a rate: every connection asks again as soon as it is answered (autocannon), for the ceiling.
  const closedLoad = async (url: string): Promise<TargetResult> => {
    const r = await cannon({
      url,
      connections: CONNECTIONS / webs.length,
      duration: MINUTES * 60,
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...requestFor() }) }],
    });
    const statuses = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, { count }]) => [code, count]));
    return {
      url,
      requests: r.requests.total,
      requestsPerS: r.requests.average,
      errors: r.errors + r.timeouts,
      statuses,
      latency: { ...latencies([]), count: r.requests.total, p50: r.latency.p50, p99: r.latency.p99 },
      byKind: {},
      slowestPerSecond: [],
    };
  };

  console.log(
    `Soak: ${MINUTES} min, ${CONNECTIONS} connections over two web processes, ${RATE > 0 ? `${RATE} requests/s` : 'no rate limit (each connection asks again when answered)'}, ${PRODUCTS} products, dashboard stream open…`,
  );
  if (RATE > 0 && WARM_UP_S > 0) {
    const warm = await openLoad({ targets: webs.map((w) => w.url), rate: RATE, seconds: WARM_UP_S, connections: CONNECTIONS / webs.length, next: requestFor });
    console.log(`warm-up: ${WARM_UP_S} s at the same rate, not counted (p99 ${warm.map((r) => r.latency.p99).join(' / ')} ms, ${warm.reduce((sum, r) => sum + r.errors, 0)} errors)`);
  }
  const started = performance.now();
  const sampler = setInterval(() => {
    for (const w of webs) w.rss.push(rssMb(w.child.pid!));
  }, 5_000);
  const runs =
    RATE > 0
      ? await openLoad({ targets: webs.map((w) => w.url), rate: RATE, seconds: MINUTES * 60, connections: CONNECTIONS / webs.length, next: requestFor })
      : await Promise.all(webs.map((w) => closedLoad(w.url)));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;

  // Orders are counted from the database; let the outbox drain and the worker send the mails.
  await new Promise((r) => setTimeout(r, 5_000));
  for (let i = 0; i < 120; i++) {
    const pending = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL`).catch(() => ({ rows: [{ n: 0 }] }))).rows[0]!.n;
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  stream.abort();
  const orders = (
    await db.query<{ n: number; units: number; total: string; coupons: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(l.qty), 0)::int AS units, coalesce(sum(o.total_cents), 0)::text AS total, count(o.coupon_id)::int AS coupons
     FROM orders o LEFT JOIN LATERAL (SELECT sum(quantity) AS qty FROM order_lines WHERE order_id = o.id) l ON true`,
    )
  ).rows[0]!;
  const placedOk = orders.n;
  const stockAfter = (await db.query<{ n: string }>('SELECT sum(stock_level)::text AS n FROM product_variants')).rows[0]!.n;
  const couponUses = (await db.query<{ n: number }>(`SELECT times_used AS n FROM coupons WHERE code = $1`, [COUPON]).catch(() => ({ rows: [{ n: -1 }] }))).rows[0]!.n;
  const mailDir = join(workerDir, 'mail');
  const mails = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length : 0;
  const revenueAfter = await revenue();

  const total = runs.reduce((sum, r) => sum + r.requests, 0);
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [code, count] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  const non2xx = Object.entries(statuses).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count), 0);
  console.log('');
  console.log(`| web process | requests/s | p50 ms | p99 ms | max ms | errors | non-2xx | RSS first min MB | RSS at half time MB | RSS at end MB | growth over 2nd half |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  runs.forEach((r, i) => {
    const rss = webs[i]!.rss;
    const half = rss[Math.floor(rss.length / 2)] ?? 0;
    const end = rss.at(-1) ?? 0;
    const bad = Object.entries(r.statuses).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count), 0);
    console.log(
      `| ${i === 0 ? 'A' : 'B'} | ${Math.round(r.requestsPerS)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.errors} | ${bad} | ${Math.max(...rss.slice(0, 12)).toFixed(0)} | ${half.toFixed(0)} | ${end.toFixed(0)} | ${half > 0 ? (((end - half) / half) * 100).toFixed(1) : '?'}% |`,
    );
  });
  console.log('');
  console.log('| kind of request (both processes) | requests | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.byKind)))].sort();
  for (const kind of kinds) {
    const all = runs.map((r) => r.byKind[kind]).filter((x) => x !== undefined);
    // The per-process figures of a kind, combined by their counts (p50/p99 of the larger share are close to the whole's).
    const count = all.reduce((sum, x) => sum + x.count, 0);
    const worst = (f: 'p50' | 'p99' | 'max') => Math.max(...all.map((x) => x[f]));
    console.log(`| ${kind} | ${count} | ${worst('p50')} | ${worst('p99')} | ${worst('max')} |`);
  }
  console.log('');
  runs.forEach((r, i) => {
    const worst = r.slowestPerSecond
      .map((ms, second) => ({ ms, second }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    if (worst.length > 0) console.log(`slowest seconds on ${i === 0 ? 'A' : 'B'}: ${worst.map((w) => `${w.second} s: ${w.ms} ms`).join(', ')}`);
  });
  console.log(`${total} requests in ${seconds.toFixed(0)} s, ${errors} errors, ${non2xx} non-2xx (statuses ${JSON.stringify(statuses)}); ${streamEvents} dashboard events received.`);
  console.log('Books:');
  console.log(
    `- orders placed: ${placedOk}; units sold ${orders.units}; stock ${stockBefore} → ${stockAfter} (difference ${BigInt(stockBefore) - BigInt(stockAfter)}, ${BigInt(stockBefore) - BigInt(stockAfter) === BigInt(orders.units) ? 'balances' : 'DOES NOT BALANCE'})`,
  );
  console.log(
    `- orders with the coupon: ${orders.coupons}; coupon uses recorded: ${couponUses} (${couponUses === orders.coupons ? 'balances' : couponUses < 0 ? 'not recorded per use' : 'DOES NOT BALANCE'})`,
  );
  console.log(`- confirmation mails sent by the worker: ${mails} (${mails === placedOk ? 'one per order' : 'DOES NOT MATCH THE ORDERS'})`);
  const deltaOrders = revenueAfter.totalOrdersToday - revenueBefore.totalOrdersToday;
  const deltaTotal = revenueAfter.todaysTotal - revenueBefore.todaysTotal;
  console.log(
    `- dashboard: ${deltaOrders} orders today, ${deltaTotal} cents (${deltaOrders === placedOk && String(deltaTotal) === orders.total ? 'matches the orders table' : `orders table: ${placedOk} orders, ${orders.total} cents`})`,
  );
}

async function cleanUp(): Promise<void> {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch((e: unknown) => console.error('clean-up:', e));
  cleanups.length = 0;
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
main()
  .then(cleanUp, async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exitCode = 1;
  })
  .then(() => process.exit());
