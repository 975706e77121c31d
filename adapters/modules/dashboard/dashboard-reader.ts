import type { DashboardReader, FigureScope, LatestOrder } from '../../../application/dashboard/ports.js';
import { isShippingType } from '../../../domain/shipping-types.js';
import type { Queryable } from '../../platform/database/database.js';

/** Orders a figure counts: neither cancelled nor deleted; test orders only while the shop runs in test mode (`$1`). */
const COUNTED = `NOT o.is_deleted AND o.order_status <> 'Cancelled' AND ($1::boolean OR NOT o.test_mode)`;

const UNITS = `(SELECT COALESCE(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id)`;

interface LatestRow {
  id: string;
  orderid: string;
  created_at: Date;
  email: string;
  first_name: string;
  last_name: string;
  total_cents: number;
  shipping_type: string;
  payment_type: string;
  order_status: string;
  tracking_number: string | null;
  test_mode: boolean;
}

const toLatest = (r: LatestRow): LatestOrder => ({
  id: r.id,
  orderid: r.orderid,
  createdAt: r.created_at,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  totalCents: r.total_cents,
  shippingType: r.shipping_type,
  paymentType: r.payment_type,
  orderStatus: r.order_status,
  trackingNumber: r.tracking_number,
  testMode: r.test_mode,
});

const scopeParam = (s: FigureScope) => s.withTestOrders;

/**
 * The dashboard's figures from the orders and users tables; sales by day and month from
 * `order_sales_daily`, which the database keeps in step with the orders table (see its migration).
 */
export function postgresDashboardReader(db: Queryable): DashboardReader {
  return {
    async salesOn(days, scope) {
      const { rows } = await db.query<{ day: string; total: string; orders: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(total_cents) AS total, sum(orders)::int AS orders
           FROM order_sales_daily WHERE day = ANY($2::date[]) AND ($1::boolean OR NOT test_mode) GROUP BY day`,
        [scopeParam(scope), days],
      );
      return new Map(rows.filter((r) => r.orders > 0 || Number(r.total) !== 0).map((r) => [r.day, { totalCents: Number(r.total), orders: r.orders }]));
    },

    async monthlySales(from, scope) {
      const { rows } = await db.query<{ year: number; month: number; total: string }>(
        `SELECT extract(year FROM day)::int AS year, extract(month FROM day)::int AS month, sum(total_cents) AS total
           FROM order_sales_daily WHERE day >= $2::date AND ($1::boolean OR NOT test_mode) GROUP BY 1, 2`,
        [scopeParam(scope), `${String(from.year).padStart(4, '0')}-${String(from.month).padStart(2, '0')}-01`],
      );
      return rows.map((r) => ({ year: r.year, month: r.month, totalCents: Number(r.total) }));
    },

    async customers(since) {
      const { rows } = await db.query<{ total: number; since: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE date_created >= $1)::int AS since
           FROM users WHERE registered_user AND is_active AND NOT is_admin AND verification_code_hash IS NULL`,
        [since],
      );
      return { total: rows[0]?.total ?? 0, since: rows[0]?.since ?? 0 };
    },

    async latestOrders(limit) {
      const { rows } = await db.query<LatestRow>(
        `SELECT id, orderid, created_at, email, first_name, last_name, total_cents, shipping_type, payment_type, order_status, tracking_number, test_mode
           FROM orders WHERE NOT is_deleted ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(toLatest);
    },

    async orderUnits(scope) {
      const { rows } = await db.query<{ orders: number; units: string; total: string }>(
        `SELECT count(*)::int AS orders, COALESCE(sum(${UNITS}), 0) AS units, COALESCE(sum(o.total_cents), 0) AS total FROM orders o WHERE ${COUNTED}`,
        [scopeParam(scope)],
      );
      return { orders: rows[0]?.orders ?? 0, units: Number(rows[0]?.units ?? 0), totalCents: Number(rows[0]?.total ?? 0) };
    },

    async perShipping(scope) {
      const { rows } = await db.query<{ shipping_type: string; orders: number; units: string; total: string }>(
        `SELECT o.shipping_type, count(*)::int AS orders, COALESCE(sum(${UNITS}), 0) AS units, sum(o.total_cents) AS total
           FROM orders o WHERE ${COUNTED} GROUP BY o.shipping_type`,
        [scopeParam(scope)],
      );
      return rows.flatMap((r) => (isShippingType(r.shipping_type) ? [{ shippingType: r.shipping_type, orders: r.orders, units: Number(r.units), totalCents: Number(r.total) }] : []));
    },

    async userRow(userId) {
      const { rows } = await db.query<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        date_created: Date;
        last_login: Date | null;
        is_admin: boolean;
        is_active: boolean;
        registered_user: boolean;
        send_offers: boolean;
        order_count: number;
      }>(
        `SELECT u.id, u.first_name, u.last_name, u.email, u.date_created, u.last_login, u.is_admin, u.is_active, u.registered_user, u.send_offers,
                (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND NOT o.is_deleted) AS order_count
           FROM users u WHERE u.id = $1`,
        [userId],
      );
      const r = rows[0];
      return r
        ? {
            id: r.id,
            firstName: r.first_name,
            lastName: r.last_name,
            email: r.email,
            dateCreated: r.date_created,
            lastLogin: r.last_login,
            isAdmin: r.is_admin,
            isActive: r.is_active,
            registeredUser: r.registered_user,
            sendOffers: r.send_offers,
            orderCount: r.order_count,
          }
        : undefined;
    },

    async couponUse(scope) {
      const { rows } = await db.query<{ with_coupon: number; ten: number }>(
        `SELECT count(*)::int AS with_coupon,
                count(*) FILTER (WHERE (o.coupon->>'isPercent')::boolean AND (o.coupon->>'amount')::numeric = 10)::int AS ten
           FROM orders o WHERE ${COUNTED} AND o.coupon IS NOT NULL`,
        [scopeParam(scope)],
      );
      return { withCoupon: rows[0]?.with_coupon ?? 0, tenPercentOff: rows[0]?.ten ?? 0 };
    },
  };
}
