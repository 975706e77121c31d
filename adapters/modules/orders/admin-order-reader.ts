import type { AdminOrderReader, AdminOrderRecord, AdminOrderRow, OrderExportLine } from '../../../application/orders/admin-ports.js';
import type { OrderStatus } from '../../../domain/order-status.js';
import type { ShippingType } from '../../../domain/shipping-types.js';
import { COUNT_CAP, cappedCount, countLimit } from '../../../domain/pagination.js';
import type { Queryable } from '../../platform/database/database.js';
import { countedOrders, orderFilterSql, orderSort, ROW_COLUMNS, type RowColumns } from './admin-order-sql.js';
import { SELECT, toOrder, type Row } from './order-repository.js';

type AdminRow = Row & { refunded_at: Date | null; is_deleted: boolean };

export const toAdminOrder = (r: AdminRow): AdminOrderRecord => ({ ...toOrder(r), refundedAt: r.refunded_at, isDeleted: r.is_deleted });

export const toRow = (r: RowColumns): AdminOrderRow => ({
  id: r.id,
  orderid: r.orderid,
  createdAt: r.created_at,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  totalCents: r.total_cents,
  shippingType: r.shipping_type as ShippingType,
  paymentType: r.payment_type as 'stripe' | 'paypal',
  orderStatus: r.order_status as OrderStatus,
  trackingNumber: r.tracking_number,
  testMode: r.test_mode,
});

/** The back office's order reads; deleted orders are never answered. */
export function postgresAdminOrderReader(db: Queryable, countCap: number = COUNT_CAP): AdminOrderReader {
  return {
    async list(filter, window) {
      const { where, values } = orderFilterSql(filter);
      const n = values.length;
      // Without a search the count is the sum of the kept counters (order_counts), not a count of every order;
      // a search counts its matches only up to the cap past the page's start (a broad one matches a quarter of the orders).
      const counted =
        filter.query === null
          ? countedOrders(filter)
          : { sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE ${where} LIMIT $${n + 1}) m`, values: [...values, countLimit(window.offset, countCap)] };
      const [page, count] = await Promise.all([
        db.query<RowColumns>(`SELECT ${ROW_COLUMNS} FROM orders o WHERE ${where} ORDER BY ${orderSort(filter)} LIMIT $${n + 1} OFFSET $${n + 2}`, [...values, window.limit, window.offset]),
        db.query<{ n: number }>(counted.sql, counted.values),
      ]);
      const n0 = count.rows[0]?.n ?? 0;
      const { count: total, capped } = filter.query === null ? { count: n0, capped: false } : cappedCount(n0, window.offset, countCap);
      return { rows: page.rows.map(toRow), count: total, countCapped: capped };
    },
    async findById(id) {
      const { rows } = await db.query<AdminRow>(`${SELECT} WHERE o.id = $1 AND NOT o.is_deleted`, [id]);
      return rows[0] ? toAdminOrder(rows[0]) : undefined;
    },
    async customerOf(userId, excludingOrderId) {
      const user = await db.query<{ id: string; first_name: string; last_name: string; email: string; n: number }>(
        `SELECT u.id, u.first_name, u.last_name, u.email, (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND NOT o.is_deleted) AS n
         FROM users u WHERE u.id = $1`,
        [userId],
      );
      const u = user.rows[0];
      if (!u) return undefined;
      const others = await db.query<RowColumns>(`SELECT ${ROW_COLUMNS} FROM orders o WHERE o.user_id = $1 AND o.id <> $2 AND NOT o.is_deleted ORDER BY o.created_at DESC, o.id DESC`, [
        userId,
        excludingOrderId,
      ]);
      return { id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, orderCount: u.n, others: others.rows.map(toRow) };
    },
    async exportLines(filter) {
      const { where, values } = orderFilterSql(filter);
      const { rows } = await db.query<
        RowColumns & {
          gst_cents: number;
          donation_cents: number;
          subtotal_cents: number;
          discount_cents: number;
          shipping_fee_cents: number;
          product_name: string;
          product_size: string;
          quantity: number;
          unit_price_cents: number;
        }
      >(
        `SELECT ${ROW_COLUMNS}, o.gst_cents, o.donation_cents, o.subtotal_cents, o.discount_cents, o.shipping_fee_cents,
           l.product_name, l.product_size, l.quantity, l.unit_price_cents
         FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE ${where} ORDER BY ${orderSort(filter)}, l.position`,
        values,
      );
      return rows.map((r): OrderExportLine => ({
        order: {
          ...toRow(r),
          gstCents: r.gst_cents,
          donationCents: r.donation_cents,
          subtotalCents: r.subtotal_cents,
          discountCents: r.discount_cents,
          shippingFeeCents: r.shipping_fee_cents,
        },
        productName: r.product_name,
        productSize: r.product_size,
        quantity: r.quantity,
        unitPriceCents: r.unit_price_cents,
      }));
    },
  };
}
