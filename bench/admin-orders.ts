// The back office's order and user reads at scale: a fresh database with 1,000,000 orders (and 200,000
// users) generated in set-based SQL, then the list with each filter and the searches by e-mail, order
// number, name and tracking number timed through the shop's own readers (p50 and p95 of 30 runs each).
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-orders.ts
import pg from 'pg';
import { postgresAdminOrderReader } from '../adapters/modules/orders/admin-order-reader.js';
import { postgresAdminUserReader } from '../adapters/modules/users/admin-user-reader.js';
import { applyMigrations } from '../adapters/platform/database/migrate.js';
import type { AdminOrderFilter } from '../application/orders/admin-ports.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const USERS = 200_000;
const RUNS = 30;

async function main(): Promise<void> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_admin_orders_${Date.now()}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = new pg.Pool({ connectionString: url.toString(), max: 4 });
  try {
    await applyMigrations(url.toString());
    const t0 = Date.now();
    await db.query(
      `INSERT INTO users (id, first_name, last_name, email, is_active, registered_user, send_offers, date_created)
       SELECT gen_random_uuid(), (ARRAY['Ada','Grace','Linus','Mira','Zoe','Omar'])[1 + g % 6] || g, (ARRAY['Lovelace','Hopper','King','Quill'])[1 + g % 4],
              'customer' || g || '@example.com', g % 7 <> 0, g % 3 <> 0, g % 5 = 0, now() - make_interval(mins => g)
       FROM generate_series(1, $1::int) g`,
      [USERS],
    );
    // The counters' trigger is off while a million rows go in; the counts are then taken once, as the migration does.
    await db.query('ALTER TABLE orders DISABLE TRIGGER USER');
    await db.query(
      `INSERT INTO orders (id, orderid, user_id, email, first_name, last_name, address, city, region, postcode, country, shipping_type,
         shipping_fee_cents, subtotal_cents, total_cents, gst_cents, payment_type, order_status, tracking_number, created_at, test_mode)
       SELECT gen_random_uuid(), upper(lpad(to_hex((g::bigint * 2654435761) % 4294967296), 8, '0')), NULL, 'customer' || (g % $2::int) || '@example.com',
              (ARRAY['Ada','Grace','Linus','Mira','Zoe','Omar'])[1 + g % 6] || (g % $2::int), (ARRAY['Lovelace','Hopper','King','Quill'])[1 + g % 4],
              '1 Collins St', 'Melbourne', 'VIC', '3000', 'Australia',
              (ARRAY['standardShipping','freeExpressShipping','expressShipping','internationalShipping'])[1 + g % 4],
              1000, 4995, 5995, 545, (ARRAY['stripe','paypal'])[1 + g % 2], (ARRAY['Processing','Confirmed','Confirmed','Cancelled'])[1 + g % 4],
              CASE WHEN g % 4 IN (1, 2) THEN 'AP' || g || 'AU' END, now() - make_interval(secs => g * 30), false
       FROM generate_series(1, $1::int) g`,
      [ORDERS, USERS],
    );
    await db.query('ALTER TABLE orders ENABLE TRIGGER USER');
    await db.query(
      'INSERT INTO order_counts (slot, order_status, payment_type, shipping_type, n) SELECT 0, order_status, payment_type, shipping_type, count(*) FROM orders WHERE NOT is_deleted GROUP BY 1, 2, 3, 4',
    );
    await db.query('ANALYZE');
    console.log(`generated ${ORDERS.toLocaleString()} orders and ${USERS.toLocaleString()} users in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const orders = postgresAdminOrderReader(db);
    const users = postgresAdminUserReader(db);
    const all: AdminOrderFilter = { sort: 'newest', query: null, orderStatus: null, paymentType: null, shippingType: null };
    const sample = (
      await db.query<{ orderid: string; email: string; tracking_number: string }>('SELECT orderid, email, tracking_number FROM orders WHERE tracking_number IS NOT NULL OFFSET 400000 LIMIT 1')
    ).rows[0]!;
    const cases: [string, () => Promise<unknown>][] = [
      ['list, newest', () => orders.list(all, { offset: 0, limit: 20 })],
      ['list, oldest', () => orders.list({ ...all, sort: 'oldest' }, { offset: 0, limit: 20 })],
      ['list, status Processing', () => orders.list({ ...all, orderStatus: 'Processing' }, { offset: 0, limit: 20 })],
      ['list, payment Paypal', () => orders.list({ ...all, paymentType: 'paypal' }, { offset: 0, limit: 20 })],
      ['list, shipping express', () => orders.list({ ...all, shippingType: 'expressShipping' }, { offset: 0, limit: 20 })],
      ['list, page 500', () => orders.list(all, { offset: 9980, limit: 20 })],
      ['search by e-mail', () => orders.list({ ...all, query: sample.email }, { offset: 0, limit: 20 })],
      ['search by order number', () => orders.list({ ...all, query: sample.orderid.toLowerCase() }, { offset: 0, limit: 20 })],
      ['search by tracking number', () => orders.list({ ...all, query: sample.tracking_number }, { offset: 0, limit: 20 })],
      ['search by last name (many hits)', () => orders.list({ ...all, query: 'hopper' }, { offset: 0, limit: 20 })],
      ['users, newest', () => users.list('newest', null, { offset: 0, limit: 20 })],
      ['users, search by e-mail', () => users.list('newest', 'customer12345@', { offset: 0, limit: 20 })],
    ];
    console.log('| what | p50 ms | p95 ms |\n|---|---:|---:|');
    for (const [label, run] of cases) {
      await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
      console.log(`| ${label} | ${at(0.5)} | ${at(0.95)} |`);
    }
  } finally {
    await db.end();
    await root.query(`DROP DATABASE IF EXISTS ${name}`);
    await root.end();
  }
}

await main();
