import type { AdminUserReader } from '../../../application/users/ports.js';
import { COUNT_CAP, cappedCount, countLimit } from '../../../domain/pagination.js';
import type { Queryable } from '../../platform/database/database.js';
import { walkedMatch } from '../../platform/database/walked-match.js';
import { ADDRESS_SQL, FILTER_SQL, countedUsersSql, USER_COLUMNS, USER_SEARCH_TEXT, toUserRecord, toUserRow, type AddressRow, type UserRow } from './admin-user-sql.js';

const likePattern = (query: string): string => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's user reads. */
export function postgresAdminUserReader(db: Queryable, countCap: number = COUNT_CAP): AdminUserReader {
  return {
    async list(filter, query, window) {
      const order = filter === 'oldest' ? 'u.date_created ASC, u.id ASC' : 'u.date_created DESC, u.id DESC';
      const page = (where: string, values: unknown[]) =>
        db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE ${where} ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`, [...values, window.limit, window.offset]);
      if (query === null) {
        // Without a search the count is the sum of the kept counters (user_counts), not a count of every user.
        const [rows, count] = await Promise.all([page(FILTER_SQL[filter], []), db.query<{ n: number }>(countedUsersSql(filter))]);
        return { rows: rows.rows.map(toUserRow), count: count.rows[0]?.n ?? 0, countCapped: false };
      }
      // A search counts its matches only up to the cap past the page's start; a broad one's page is found
      // by walking the date index (as the order list does, see `walkedMatch`).
      const values = [likePattern(query)];
      const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM users u WHERE ${FILTER_SQL[filter]} AND ${USER_SEARCH_TEXT} LIKE $1 LIMIT $2) m`, [
        ...values,
        countLimit(window.offset, countCap),
      ]);
      const { count: total, capped } = cappedCount(count.rows[0]?.n ?? 0, window.offset, countCap);
      if (total === 0) return { rows: [], count: 0, countCapped: false };
      const rows = await page(`${FILTER_SQL[filter]} AND ${capped ? walkedMatch(USER_SEARCH_TEXT, 1) : `${USER_SEARCH_TEXT} LIKE $1`}`, values);
      return { rows: rows.rows.map(toUserRow), count: total, countCapped: capped };
    },
    async find(id) {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
      if (!rows[0]) return undefined;
      const addresses = await db.query<AddressRow>(ADDRESS_SQL, [id]);
      return toUserRecord(rows[0], addresses.rows);
    },
    async ordersOf(id) {
      const { rows } = await db.query<{
        id: string;
        orderid: string;
        created_at: Date;
        total_cents: number;
        shipping_type: string;
        payment_type: string;
        order_status: string;
        tracking_number: string | null;
        test_mode: boolean;
      }>(
        `SELECT id, orderid, created_at, total_cents, shipping_type, payment_type, order_status, tracking_number, test_mode
         FROM orders WHERE user_id = $1 AND NOT is_deleted ORDER BY created_at DESC, id DESC`,
        [id],
      );
      return rows.map((r) => ({
        id: r.id,
        orderid: r.orderid,
        createdAt: r.created_at,
        totalCents: r.total_cents,
        shippingType: r.shipping_type,
        paymentType: r.payment_type,
        orderStatus: r.order_status,
        trackingNumber: r.tracking_number,
        testMode: r.test_mode,
      }));
    },
  };
}
