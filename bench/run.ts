// `npm run bench`: the shop list and one product page against the production build with 10,000
// products, beside two ceilings answering the same bytes from memory (bare node:http, minimal Express 5).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../adapters/platform/database/embedded.js';
import { applyMigrations } from '../adapters/platform/database/migrate.js';
import { fromRoot } from '../adapters/platform/project-root.js';
import { freePort } from '../test-support/global-setup.js';
import { buildForBench, createBenchDatabase, stopChild } from './bench-support.js';
import { seedProducts } from './seed.js';
import { printOrderBench, runOrderBench } from './orders.js';
import { printAdminBench, runAdminBench } from './admin.js';
import { printReadsUnderOrders, runReadsUnderOrders } from './cached-reads.js';
import { printAdminListBench, runAdminListBench } from './admin-lists.js';
import { printDashboardBench, runDashboardBench } from './admin-dashboard.js';
import { printSpreadReads, runSpreadReads } from './spread-reads.js';

const PRODUCTS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIST_PATH = '/api/products/getproducts/1/bestselling/-/-';
const ORDERS_PER_SECOND = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 50);
/** Which parts run after the hot reads (default all): `BENCH_SECTIONS=writes,admin` runs those two. */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'spread,writes,admin,dashboard,orders').split(',').map((x) => x.trim()));

interface Measure {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch((e: unknown) => console.error('clean-up:', e));
  cleanups.length = 0;
}

async function measure(name: string, url: string): Promise<Measure> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (performance.now() > deadline) throw new Error(`${what} did not become ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function adminDatabase(): Promise<string> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-pg-'));
  const pgDb: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), database: 'postgres', log: { info: () => {}, warn: (m) => console.warn(m) } });
  cleanups.push(async () => {
    await pgDb.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.password`, { force: true });
  });
  return pgDb.url;
}

async function main(): Promise<void> {
  console.log('Building the server and the storefront if they changed…');
  // The server and the storefront with its server-rendering bundle (the HTML pages are measured); not the back office.
  buildForBench(['server', 'storefront', 'storefrontSsr']);

  const adminUrl = await adminDatabase();
  const { databaseUrl, drop } = await createBenchDatabase(adminUrl, 'shop_bench');
  cleanups.push(drop);
  await applyMigrations(databaseUrl);
  const started = performance.now();
  const productId = await seedProducts(databaseUrl, PRODUCTS);
  console.log(`Seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const shop = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), fromRoot('dist', 'server', 'adapters', 'platform', 'main', 'server.js')], {
    // TRUST_PROXY=1: the order benchmark sends each checkout from its own shopper's address (X-Forwarded-For), as the rate limits count per address.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(shop));
  const shopUrl = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${shopUrl}/api/readyz`)).status === 200, 'the shop');

  const listRes = await fetch(`${shopUrl}${LIST_PATH}`);
  if (listRes.status !== 200) throw new Error(`the shop list answered ${listRes.status}`);
  const listBytes = Buffer.from(await listRes.arrayBuffer());
  const bodyFile = join(dataDir, 'list.json');
  writeFileSync(bodyFile, listBytes);

  const ceilings: Record<string, string> = {};
  for (const kind of ['node', 'express']) {
    const p = await freePort();
    const child = fork(fromRoot('bench', 'ceiling-server.ts'), [kind, String(p), bodyFile], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    cleanups.push(() => stopChild(child));
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`${kind} ceiling exited with ${code}`)));
    });
    ceilings[kind] = `http://127.0.0.1:${p}/`;
  }

  console.log(`Measuring at ${CONNECTIONS} connections, ${DURATION_S} s each, best of ${ROUNDS} rounds (${listBytes.length} bytes per list answer)…`);
  const targets: [string, string][] = [
    ['bare node:http (same bytes)', ceilings.node!],
    ['minimal Express 5 (same bytes)', ceilings.express!],
    [`shop list ${LIST_PATH}`, `${shopUrl}${LIST_PATH}`],
    ['shop product getSpecificProduct', `${shopUrl}/api/products/getSpecificProduct/${productId}`],
  ];
  // Rounds run the four targets in turn and each keeps its best round, so a burst of other work on
  // the machine during one run does not decide the comparison.
  const results: Measure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [label, url]] of targets.entries()) {
      const m = await measure(label, url);
      if (!results[i] || m.rps > results[i].rps) results[i] = m;
    }
  }
  console.log('');
  console.log('| what | requests/s | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  const [, express, list] = results;
  const ratio = list!.rps / express!.rps;
  console.log('');
  console.log(`shop list / Express: ${(ratio * 100).toFixed(0)}% (target ≥ 90%), shop list p99 ${list!.p99} ms (target < 25 ms)`);

  if (SECTIONS.has('spread')) {
    console.log('');
    console.log(`Reads spread so that most miss the answer cache, each case ${DURATION_S} s at ${CONNECTIONS} connections…`);
    printSpreadReads(
      await runSpreadReads({ shopUrl, databaseUrl, shopPid: shop.pid!, listPath: LIST_PATH, connections: CONNECTIONS, durationS: DURATION_S, ordersPerSecond: ORDERS_PER_SECOND }),
      express!.rps,
    );
  }
  if (SECTIONS.has('writes')) {
    console.log('');
    console.log(`Reads with no writes and during ${ORDERS_PER_SECOND} orders/s (test gateway checkouts buying the hot list's products)…`);
    printReadsUnderOrders(
      await runReadsUnderOrders({ shopUrl, databaseUrl, listPath: LIST_PATH, productId, connections: CONNECTIONS, durationS: DURATION_S, ordersPerSecond: ORDERS_PER_SECOND }),
      express!.rps,
    );
  }
  if (SECTIONS.has('admin')) {
    console.log('');
    printAdminListBench(await runAdminListBench({ shopUrl, databaseUrl, durationS: DURATION_S }));
  }
  if (SECTIONS.has('dashboard')) printDashboardBench(await runDashboardBench({ shopUrl, databaseUrl, durationS: DURATION_S }));
  if (SECTIONS.has('orders')) {
    console.log('');
    console.log('Order placement with the test gateway…');
    printOrderBench(await runOrderBench({ shopUrl, databaseUrl }));
  }
  if (SECTIONS.has('admin')) printAdminBench(await runAdminBench({ shopUrl, databaseUrl, rounds: ROUNDS }));
}

process.on('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

main()
  .then(cleanUp, async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exitCode = 1;
  })
  .then(() => process.exit());
