import type { AdminUserReader } from '../../../application/users/ports.js';
import { COUNT_CAP, cappedCount, countLimit } from '../../../domain/pagination.js';
import type { Queryable } from '../../platform/database/database.js';
import { ADDRESS_SQL, FILTER_SQL, USER_COLUMNS, USER_SEARCH_TEXT, toUserRecord, toUserRow, type AddressRow, type UserRow } from './admin-user-sql.js';

const likePattern = (query: string): string => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's user reads. */
export function postgresAdminUserReader(db: Queryable, countCap: number = COUNT_CAP): AdminUserReader {
  return {
    async list(filter, query, window) {
      const values: unknown[] = [];
      let where = FILTER_SQL[filter];
      if (query !== null) {
        values.push(likePattern(query));
        where += ` AND ${USER_SEARCH_TEXT} LIKE $1`;
      }
      const order = filter === 'oldest' ? 'u.date_created ASC, u.id ASC' : 'u.date_created DESC, u.id DESC';
      const n = values.length;
      const [page, count] = await Promise.all([
        db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...values, window.limit, window.offset]),
        // A search counts its matches only up to the cap past the page's start.
        query === null
          ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, values)
          : db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM users u WHERE ${where} LIMIT $${n + 1}) m`, [...values, countLimit(window.offset, countCap)]),
      ]);
      const counted = count.rows[0]?.n ?? 0;
      const { count: total, capped } = query === null ? { count: counted, capped: false } : cappedCount(counted, window.offset, countCap);
      return { rows: page.rows.map(toUserRow), count: total, countCapped: capped };
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
