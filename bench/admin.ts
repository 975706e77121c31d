import { runIfMain } from './standalone.js';
// The back office's lists at size: p50 and p95 of getAdminProducts (search and each of its eight
// orders) and getAdminReviews over 10,000 products and 50,000 reviews (added set-based in SQL), as an
// administrator, 4 requests at a time, beside a baseline admin call that reads a few rows.
// `runAdminBench` is called by bench/run.ts against its shop (whose products are seeded); run alone
// (`node --import tsx bench/admin.ts`) it builds the server, starts it over a fresh database, seeds
// the products and measures.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createUser } from '../test-support/factories/accounts.js';
import { seedProducts } from './seed.js';

export interface AdminBenchOptions {
  shopUrl: string;
  databaseUrl: string;
  /** Requests per call measured (after a warm-up). */
  requests?: number;
  concurrency?: number;
  /** Rounds over every call; each call keeps its best round (default 2, BENCH_ROUNDS). */
  rounds?: number;
}

export interface AdminBenchRow {
  call: string;
  p50: number;
  p95: number;
  count: number | null;
  /** The call does not exist in this build (answered 404 for the path). */
  missing: boolean;
}

export const ADMIN_TARGET_MS = 50;
const REVIEWS = 50_000;
const FILTERS = ['newest', 'oldest', 'pricelow', 'pricehigh', 'stockLow', 'stockHigh', 'popularDesc', 'popularAsc'];

/** Brings the reviews up to 50,000 (one in three published, spread over the products and a year). */
async function seedReviews(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
  const missing = REVIEWS - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  await client.query(
    `INSERT INTO reviews (id, product_id, first_name, last_name, email, review, rating, is_active, last_updated)
     WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM products), n AS (SELECT count(*) AS n FROM products)
     SELECT gen_random_uuid(), p.id, 'Sam', 'Lee', 'sam' || g || '@example.com', 'Review ' || g || ': fits well, keeps warm on the trail.', 1 + g % 5, g % 3 = 0,
            now() - make_interval(mins => g * 10)
       FROM generate_series(1, $1::int) g CROSS JOIN n JOIN p ON p.i = (g::bigint * 7919) % n.n`,
    [missing],
  );
  await client.query('ANALYZE reviews');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timeCall(url: string, token: string, requests: number, concurrency: number): Promise<{ p50: number; p95: number; count: number | null; missing: boolean }> {
  const get = () => fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const first = await get();
  if (first.status === 404) return { p50: 0, p95: 0, count: null, missing: true };
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${await first.text()}`);
  const count = ((await first.json()) as { count?: number }).count ?? null;
  for (let i = 0; i < 10; i++) await (await get()).arrayBuffer(); // warm-up
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const started = performance.now();
        const res = await get();
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count, missing: false };
}

export async function runAdminBench(options: AdminBenchOptions): Promise<AdminBenchRow[]> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let token: string;
  try {
    await seedReviews(client);
    // The steady state of a live shop, where autovacuum has run: counts read the visibility map
    // (an index-only scan) instead of every freshly written heap page.
    await client.query('VACUUM ANALYZE products, product_images, product_variants, reviews');
    const admin = await createUser(client, { isAdmin: true, email: `bench-admin-${randomUUID().slice(0, 8)}@example.com` });
    const login = await fetch(`${options.shopUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    if (login.status !== 200) throw new Error(`the administrator's login answered ${login.status}`);
    token = ((await login.json()) as { token: string }).token;
  } finally {
    await client.end();
  }
  const calls: [string, string][] = [
    ['baseline: getCategories (a few rows, the same guard)', '/api/admin/getCategories'],
    ...FILTERS.map((f): [string, string] => [`getAdminProducts ${f}`, `/api/admin/getAdminProducts/1/${f}/-`]),
    ['getAdminProducts search "summit"', '/api/admin/getAdminProducts/1/newest/summit'],
    ['getAdminProducts search "alpine hoodie 7" by price', '/api/admin/getAdminProducts/1/pricelow/alpine%20hoodie%207'],
    ['getAdminProducts page 400 (newest)', '/api/admin/getAdminProducts/400/newest/-'],
    ['getAdminReviews page 1', '/api/admin/getAdminReviews/1'],
    ['getAdminReviews page 1000', '/api/admin/getAdminReviews/1000'],
  ];
  // Rounds run every call in turn and each call keeps its best round (as bench/run.ts does), so a
  // burst of other work on the machine during one run does not decide the figure.
  const rows: AdminBenchRow[] = [];
  for (let round = 0; round < (options.rounds ?? 2); round++) {
    for (const [i, [call, path]] of calls.entries()) {
      const m = { call, ...(await timeCall(`${options.shopUrl}${path}`, token, options.requests ?? 200, options.concurrency ?? 4)) };
      if (!rows[i] || m.p95 < rows[i].p95) rows[i] = m;
    }
  }
  return rows;
}

export function printAdminBench(rows: AdminBenchRow[]): void {
  console.log('');
  console.log(`| back-office list (10,000 products, ${REVIEWS.toLocaleString('en-AU')} reviews, 4 at a time, best round) | matching | p50 ms | p95 ms |`);
  console.log('|---|---:|---:|---:|');
  for (const r of rows) console.log(r.missing ? `| ${r.call} | — | not in this build | — |` : `| ${r.call} | ${r.count ?? '—'} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  const measured = rows.filter((r) => !r.missing && !r.call.startsWith('baseline'));
  const slow = measured.filter((r) => r.p95 >= ADMIN_TARGET_MS);
  console.log(`admin lists p95 target < ${ADMIN_TARGET_MS} ms: ${slow.length === 0 ? 'met' : `NOT met (${slow.map((r) => r.call).join(', ')})`}`);
}

runIfMain(import.meta.url, 'admin', async ({ shopUrl, databaseUrl }) => {
  await seedProducts(databaseUrl, 10_000);
  printAdminBench(await runAdminBench({ shopUrl, databaseUrl, rounds: Number(process.env.BENCH_ROUNDS ?? 2) }));
});
