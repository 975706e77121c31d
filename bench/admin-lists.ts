import { runIfMain } from './standalone.js';
// The back office's coupon and review lists at the sizes of issue 11 (1,000 coupons, 50,000 reviews):
// p95 of getAdminReviews and getAdminCoupons, first page and a page deep in the list, as staff read
// them with Load More. Part of `npm run bench`; alone (`node --import tsx bench/admin-lists.ts`) it
// builds the server, starts it over a fresh database (BENCH_DATABASE_URL or TEST_DATABASE_URL) and measures.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { argon2PasswordHasher } from '../adapters/modules/accounts/argon2-password-hasher.js';

export const BENCH_REVIEWS = 50_000;
export const BENCH_COUPONS = 1_000;
/** A few members of staff at once: the back office's load, not the shop's. */
const CONNECTIONS = 4;
/** Target of issue 11: every admin list's p95 under 50 ms at these sizes. */
const TARGET_P95_MS = 50;

export interface AdminListMeasure {
  name: string;
  requests: number;
  rps: number;
  p95: number;
  p99: number;
  failures: number;
}

/** Tops the database up to 50,000 reviews (half by registered shoppers, a third published) and 1,000 coupons, set-based. */
export async function seedAdminLists(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    if ((rows[0]?.n ?? 0) === 0) {
      await client.query(
        `INSERT INTO products (id, name, description, price_cents, category, stock_level) SELECT gen_random_uuid(), 'Bench Tee ' || g, 'A tee.', 3000, 'sale', 10 FROM generate_series(1, 200) g`,
      );
    }
    await client.query(
      `INSERT INTO users (id, first_name, last_name, email, registered_user, is_active) SELECT gen_random_uuid(), 'Shopper', 'Number ' || g, 'bench-shopper-' || g || '@example.com', true, true FROM generate_series(1, 2000) g`,
    );
    await client.query(
      `WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM products),
            u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE 'bench-shopper-%')
       INSERT INTO reviews (id, product_id, user_id, first_name, last_name, email, review, rating, is_active, last_updated)
       SELECT gen_random_uuid(), p.id, u.id, 'Ava', 'Nguyen', 'ava@example.com', 'Review number ' || g || ': warm, soft and well made.', 1 + g % 5, g % 3 = 0, now() - make_interval(secs => g)
       FROM generate_series(1, GREATEST(0, $1::int - (SELECT count(*) FROM reviews)::int)) g
       JOIN p ON p.n = g % p.total
       LEFT JOIN u ON g % 2 = 0 AND u.n = g % 2000`,
      [BENCH_REVIEWS],
    );
    await client.query(
      `INSERT INTO coupons (id, code, is_percent, amount, expire_date, is_one_time, categories, created_at)
       SELECT gen_random_uuid(), 'BENCH' || g, g % 2 = 0, 500 + g, DATE '2099-12-31', g % 4 = 0, CASE WHEN g % 3 = 0 THEN ARRAY['sale'] ELSE ARRAY[]::text[] END, now() - make_interval(secs => g)
       FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
      [BENCH_COUPONS],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE reviews, coupons, users');
  } finally {
    await client.end();
  }
}

/** A signed-in administrator's token (created for the benchmark). */
async function adminToken(shopUrl: string, databaseUrl: string): Promise<string> {
  const email = `bench-admin-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench admin password 1';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO users (id, first_name, last_name, email, password_hash, is_admin, is_active, registered_user) VALUES ($1, 'Bench', 'Admin', $2, $3, true, true, true)`, [
      randomUUID(),
      email,
      await argon2PasswordHasher.hash(password),
    ]);
  } finally {
    await client.end();
  }
  const r = await fetch(`${shopUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (r.status !== 200) throw new Error(`the benchmark administrator could not sign in: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `CONNECTIONS` clients asking in a loop for `durationS` seconds; the latency of every answer kept. */
async function measure(name: string, url: string, token: string, durationS: number): Promise<AdminListMeasure> {
  const ask = async () => {
    const started = performance.now();
    const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    return { ms: performance.now() - started, ok: r.status === 200 };
  };
  for (let i = 0; i < 50; i++) await ask(); // warm-up
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const r = await ask();
        latencies.push(r.ms);
        if (!r.ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { name, requests: latencies.length, rps: latencies.length / durationS, p95: percentile(latencies, 95), p99: percentile(latencies, 99), failures };
}

export async function runAdminListBench(options: { shopUrl: string; databaseUrl: string; durationS?: number }): Promise<AdminListMeasure[]> {
  await seedAdminLists(options.databaseUrl);
  const token = await adminToken(options.shopUrl, options.databaseUrl);
  const durationS = options.durationS ?? 10;
  const targets: [string, string][] = [
    ['baseline: getCategories (an admin call over a tiny table)', '/api/admin/getCategories'],
    ['getAdminReviews/1', '/api/admin/getAdminReviews/1'],
    ['getAdminReviews/100 (Load More, 2,000 rows in)', '/api/admin/getAdminReviews/100'],
    ['getAdminCoupons/1', '/api/admin/getAdminCoupons/1'],
    ['getAdminCoupons/50 (the last page)', '/api/admin/getAdminCoupons/50'],
  ];
  const results: AdminListMeasure[] = [];
  for (const [name, path] of targets) results.push(await measure(name, `${options.shopUrl}${path}`, token, durationS));
  return results;
}

export function printAdminListBench(results: AdminListMeasure[]): void {
  console.log(
    `| admin list (${BENCH_REVIEWS.toLocaleString('en-AU')} reviews, ${BENCH_COUPONS.toLocaleString('en-AU')} coupons, ${CONNECTIONS} connections) | requests/s | p95 ms | p99 ms | failures |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} |`);
  const lists = results.filter((r) => !r.name.startsWith('baseline'));
  const worst = Math.max(...lists.map((r) => r.p95));
  console.log(`admin lists p95 target < ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS && lists.every((r) => r.failures === 0) ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`);
}

runIfMain(import.meta.url, 'admin', async ({ shopUrl, databaseUrl }) => printAdminListBench(await runAdminListBench({ shopUrl, databaseUrl, durationS: Number(process.env.BENCH_DURATION ?? 10) })));
