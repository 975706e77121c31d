// The dashboard's calls over HTTP against a real database: every figure is recomputed here from the
// orders table itself (Melbourne days, cancelled and deleted orders left out, test orders only in
// test mode), answers match their declared schemas, bad ranges are 400 and only administrators get in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { melbourneDate, addCalendarDays } from '../../../domain/dates.js';
import { saleStatsMonths } from '../../../domain/dashboard-ranges.js';
import { SHIPPING_TYPE_LABELS, SHIPPING_TYPES } from '../../../domain/shipping-types.js';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createUser } from '../../../test-support/factories/accounts.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import type { Queryable } from '../../platform/database/database.js';
import { ANSWERS, LATEST_ORDERS_ANSWER } from './dashboard-views.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Seed {
  createdAt: Date;
  totalCents: number;
  status?: 'Processing' | 'Confirmed' | 'Cancelled';
  deleted?: boolean;
  testMode?: boolean;
  shippingType?: string;
  coupon?: { code: string; amount: number; isPercent: boolean } | null;
  quantities?: number[];
}

let seq = 0;
async function seedOrder(db: Queryable, s: Seed): Promise<string> {
  const id = randomUUID();
  seq += 1;
  await db.query(
    `INSERT INTO orders (id, orderid, email, first_name, last_name, address, city, region, postcode, country, shipping_type, shipping_fee_cents,
       subtotal_cents, total_cents, gst_cents, payment_type, order_status, is_deleted, test_mode, coupon, created_at)
     VALUES ($1, $2, $3, 'Ada', 'Lovelace', '1 Collins St', 'Melbourne', 'VIC', '3000', 'Australia', $4, 1000, $5, $5, 0, 'stripe', $6, $7, $8, $9, $10)`,
    [
      id,
      `ssd${seq}${id.slice(0, 6)}`,
      `buyer${seq}@example.com`,
      s.shippingType ?? 'standardShipping',
      s.totalCents,
      s.status ?? 'Processing',
      s.deleted ?? false,
      s.testMode ?? false,
      s.coupon ? JSON.stringify(s.coupon) : null,
      s.createdAt,
    ],
  );
  for (const [i, q] of (s.quantities ?? [1]).entries()) {
    await db.query(`INSERT INTO order_lines (id, order_id, product_name, quantity, unit_price_cents, position) VALUES ($1, $2, 'Trail Tee', $3, 1000, $4)`, [randomUUID(), id, q, i]);
  }
  return id;
}

/** A varied month of orders: every day of the last 60, a few old months, cancelled, deleted and test ones, coupons, all shipping types. */
async function seedOrders(db: Queryable): Promise<void> {
  const now = Date.now();
  const types = [...SHIPPING_TYPES];
  for (let i = 0; i < 60; i++) {
    await seedOrder(db, {
      createdAt: new Date(now - i * 11 * HOUR - 60_000),
      totalCents: 1000 + i * 137,
      shippingType: types[i % 4]!,
      status: i % 7 === 3 ? 'Cancelled' : i % 5 === 0 ? 'Confirmed' : 'Processing',
      deleted: i % 11 === 5,
      testMode: i % 9 === 4,
      coupon: i % 3 === 0 ? { code: 'SAVE10', amount: 10, isPercent: true } : i % 3 === 1 ? { code: 'FIVE', amount: 5, isPercent: false } : null,
      quantities: i % 2 === 0 ? [1, 2] : [3],
    });
  }
  for (const monthsAgo of [3, 7, 13, 20, 23, 30]) await seedOrder(db, { createdAt: new Date(now - monthsAgo * 30.5 * DAY), totalCents: 5000 + monthsAgo });
}

interface OrderRow {
  created_at: Date;
  total_cents: number;
  order_status: string;
  is_deleted: boolean;
  test_mode: boolean;
  shipping_type: string;
  coupon: { amount: number; isPercent: boolean } | null;
  units: number;
}

async function ordersTable(db: Queryable): Promise<OrderRow[]> {
  return (
    await db.query<OrderRow>(
      `SELECT o.created_at, o.total_cents, o.order_status, o.is_deleted, o.test_mode, o.shipping_type, o.coupon,
              (SELECT COALESCE(sum(quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS units FROM orders o`,
    )
  ).rows;
}

const counted = (rows: OrderRow[], testMode: boolean) => rows.filter((o) => !o.is_deleted && o.order_status !== 'Cancelled' && (testMode || !o.test_mode));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, { email: `owner-${randomUUID().slice(0, 8)}@example.com` });
  await seedOrders(api.db);
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string, token = admin.token) => api.call('GET', path, { token });

describe('dashboard figures, recomputed from the orders table (test mode: test orders count)', () => {
  it('revenueDetails: today and yesterday in Melbourne', async () => {
    const rows = counted(await ordersTable(api.db), true);
    const today = melbourneDate(new Date());
    const yesterday = addCalendarDays(today, -1);
    const on = (d: string) => rows.filter((o) => melbourneDate(o.created_at) === d);
    const r = await get('/api/admin/revenueDetails');
    expect(r.status).toBe(200);
    expect(ANSWERS.revenue.strict().parse(r.body)).toEqual({
      todaysTotal: sum(on(today).map((o) => o.total_cents)),
      yesterdayTotal: sum(on(yesterday).map((o) => o.total_cents)),
      totalOrdersToday: on(today).length,
      totalOrdersYesterday: on(yesterday).length,
    });
    expect(r.body.totalOrdersToday + r.body.totalOrdersYesterday).toBeGreaterThan(0);
  });

  it('getSaleStats/{months}: every month of each range, oldest first, empty months 0', async () => {
    const rows = counted(await ordersTable(api.db), true);
    const today = melbourneDate(new Date());
    for (const n of [6, 12, 18, 24]) {
      const r = await get(`/api/admin/getSaleStats/${n}`);
      expect(r.status).toBe(200);
      const expected = saleStatsMonths(today, n).map((m) => ({
        _id: { month: m.month, year: m.year },
        total_sales: sum(rows.filter((o) => melbourneDate(o.created_at).startsWith(`${m.year}-${String(m.month).padStart(2, '0')}`)).map((o) => o.total_cents)),
      }));
      expect(ANSWERS.saleStats.parse(r.body)).toEqual(expected);
    }
    const two = (await get('/api/admin/getSaleStats/24')).body as { total_sales: number }[];
    expect(two.filter((m) => m.total_sales === 0).length).toBeGreaterThan(0);
  });

  it('getSaleStats answers 400 {months} for any other range', async () => {
    for (const bad of ['5', '0', 'abc', '12.0', '-6']) expect(await get(`/api/admin/getSaleStats/${bad}`)).toMatchObject({ status: 400, body: { months: 'Choose 6, 12, 18 or 24 months.' } });
  });

  it('averages, per shipping type and coupon stats', async () => {
    const rows = counted(await ordersTable(api.db), true);
    expect((await get('/api/admin/getAverageOrderSize')).body).toEqual({ averageOrderSize: Math.round((sum(rows.map((o) => o.units)) / rows.length) * 100) / 100 });
    expect((await get('/api/admin/getAverageOrderValue')).body).toEqual({ averageOrderValue: Math.round(sum(rows.map((o) => o.total_cents)) / rows.length) });
    const perShipping = await get('/api/admin/getAveragePerShipping');
    expect(ANSWERS.perShipping.parse(perShipping.body)).toEqual(
      SHIPPING_TYPES.map((t) => {
        const of = rows.filter((o) => o.shipping_type === t);
        return { _id: t, label: SHIPPING_TYPE_LABELS[t], totalOrders: of.length, totalProductsSold: sum(of.map((o) => o.units)), totalPriceValue: sum(of.map((o) => o.total_cents)) };
      }),
    );
    const withCoupon = rows.filter((o) => o.coupon);
    expect((await get('/api/admin/calculateCouponStats')).body).toEqual({
      orderCount: withCoupon.length,
      tenPercentOff: withCoupon.filter((o) => o.coupon?.isPercent && o.coupon.amount === 10).length,
    });
  });

  it('getLatestOrders: the 10 newest orders not deleted, newest first, in the row shape (cancelled ones listed)', async () => {
    const newest = (await api.db.query<{ id: string }>('SELECT id FROM orders WHERE NOT is_deleted ORDER BY created_at DESC LIMIT 10')).rows.map((r) => r.id);
    const r = await get('/api/admin/getLatestOrders');
    expect(r.status).toBe(200);
    const body = LATEST_ORDERS_ANSWER.parse(r.body);
    expect(body.orders.map((o) => o._id)).toEqual(newest);
    expect(Object.keys(r.body.orders[0]).sort()).toEqual(
      ['_id', 'created_at', 'email', 'firstName', 'lastName', 'orderStatus', 'orderid', 'paymentType', 'shippingType', 'total', 'trackingNumber'].sort(),
    );
  });

  it('getTotalUserDetails: active verified registered customers, not administrators; the week is the last 7 × 24 hours', async () => {
    const before = (await get('/api/admin/getTotalUserDetails')).body;
    await createUser(api.db);
    const old = await createUser(api.db);
    await api.db.query(`UPDATE users SET date_created = now() - interval '8 days' WHERE id = $1`, [old.id]);
    await createUser(api.db, { isActive: false });
    await createUser(api.db, { verificationCodeHash: 'pending' });
    await createUser(api.db, { registeredUser: false });
    await signIn(api); // another administrator
    const r = await get('/api/admin/getTotalUserDetails');
    expect(ANSWERS.users.strict().parse(r.body)).toEqual({ totalCount: before.totalCount + 2, weeklyCount: before.weeklyCount + 1 });
    const direct = await api.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE date_created >= now() - interval '7 days')::int AS weekly FROM users
        WHERE registered_user AND is_active AND NOT is_admin AND verification_code_hash IS NULL`,
    );
    expect(r.body).toEqual({ totalCount: direct.rows[0].total, weeklyCount: direct.rows[0].weekly });
  });

  it('sales follow orders as they are cancelled, deleted, restored, changed and removed', async () => {
    const expectRecomputed = async () => {
      const rows = counted(await ordersTable(api.db), true);
      const today = melbourneDate(new Date());
      const on = rows.filter((o) => melbourneDate(o.created_at) === today);
      const r = (await get('/api/admin/revenueDetails')).body;
      expect([r.todaysTotal, r.totalOrdersToday]).toEqual([sum(on.map((o) => o.total_cents)), on.length]);
      const months = (await get('/api/admin/getSaleStats/24')).body as { total_sales: number }[];
      const since = saleStatsMonths(today, 24)[0]!;
      const from = `${since.year}-${String(since.month).padStart(2, '0')}-01`;
      expect(sum(months.map((m) => m.total_sales))).toBe(sum(rows.filter((o) => melbourneDate(o.created_at) >= from).map((o) => o.total_cents)));
    };
    const id = await seedOrder(api.db, { createdAt: new Date(Date.now() - 30_000), totalCents: 12_345 });
    await expectRecomputed();
    await api.db.query(`UPDATE orders SET order_status = 'Cancelled' WHERE id = $1`, [id]);
    await expectRecomputed();
    await api.db.query(`UPDATE orders SET order_status = 'Confirmed', tracking_number = 'AB1' WHERE id = $1`, [id]);
    await expectRecomputed();
    await api.db.query(`UPDATE orders SET is_deleted = true WHERE id = $1`, [id]);
    await expectRecomputed();
    await api.db.query(`UPDATE orders SET is_deleted = false, total_cents = 999, created_at = now() - interval '40 days' WHERE id = $1`, [id]);
    await expectRecomputed();
    await api.db.query(`DELETE FROM orders WHERE id = $1`, [id]);
    await expectRecomputed();
  });

  it('every dashboard call is for administrators only', async () => {
    for (const path of ['revenueDetails', 'getTotalUserDetails', 'getSaleStats/6', 'getLatestOrders', 'getAverageOrderSize', 'getAverageOrderValue', 'getAveragePerShipping', 'calculateCouponStats']) {
      await expectAdminOnly(api, { method: 'GET', path: `/api/admin/${path}` });
    }
  });
});

describe('a live shop (a payment provider configured) leaves test orders out of every figure', () => {
  let live: TestApi;
  let boss: SignedIn;
  beforeAll(async () => {
    live = await startTestApi({ env: { STRIPE_SECRET_KEY: 'sk_test_dashboard', STRIPE_PUBLISHABLE_KEY: 'pk_test_dashboard', STRIPE_WEBHOOK_SECRET: 'whsec_dashboard' } });
    boss = await signIn(live);
    await seedOrder(live.db, { createdAt: new Date(Date.now() - 60_000), totalCents: 7000, testMode: false, quantities: [1] });
    await seedOrder(live.db, { createdAt: new Date(Date.now() - 60_000), totalCents: 9000, testMode: true, quantities: [4], coupon: { code: 'T10', amount: 10, isPercent: true } });
  });
  afterAll(async () => {
    await live?.close();
  });

  it('counts only the real order', async () => {
    const call = async (path: string) => (await live.call('GET', `/api/admin/${path}`, { token: boss.token })).body;
    expect((await call('revenueDetails')).todaysTotal + (await call('revenueDetails')).yesterdayTotal).toBe(7000);
    expect(await call('getAverageOrderValue')).toEqual({ averageOrderValue: 7000 });
    expect(await call('getAverageOrderSize')).toEqual({ averageOrderSize: 1 });
    expect(await call('calculateCouponStats')).toEqual({ orderCount: 0, tenPercentOff: 0 });
    expect(sum((await call('getSaleStats/6')).map((m: { total_sales: number }) => m.total_sales))).toBe(7000);
  });
});
