import type { AdminCouponRecord, AdminCouponRepository } from '../../../application/coupons/ports.js';
import type { Queryable } from '../../platform/database/database.js';

interface Row {
  id: string;
  code: string;
  is_percent: boolean;
  amount: number;
  minimum_spend_cents: number;
  expire_date: string;
  is_active: boolean;
  is_one_time: boolean;
  categories: string[];
  times_used: number;
  created_at: Date;
}

// `amount` is stored in hundredths: cents for a fixed coupon, hundredths of a percent for a percent one.
const toRecord = (r: Row): AdminCouponRecord => ({
  id: r.id,
  code: r.code,
  discount: r.is_percent ? { kind: 'percent', percent: r.amount / 100 } : { kind: 'fixed', amountCents: r.amount },
  minimumSpendCents: r.minimum_spend_cents,
  expireDate: r.expire_date,
  isActive: r.is_active,
  isOneTime: r.is_one_time,
  categories: r.categories,
  timesUsed: r.times_used,
  createdAt: r.created_at,
});

const COLUMNS = "id, code, is_percent, amount, minimum_spend_cents, to_char(expire_date, 'YYYY-MM-DD') AS expire_date, is_active, is_one_time, categories, times_used, created_at";

/** The coupons table as the back office writes it (codes unique in any case: the index on upper(code)). */
export function postgresAdminCouponRepository(db: Queryable): AdminCouponRepository {
  const count = async () => (await db.query<{ n: number }>("SELECT n::int AS n FROM row_counts WHERE table_name = 'coupons'")).rows[0]?.n ?? 0;
  return {
    async page({ offset, limit }) {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM coupons ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [limit, offset]);
      return { coupons: rows.map(toRecord), count: await count() };
    },
    async findByIdForUpdate(id) {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM coupons WHERE id = $1 FOR UPDATE`, [id]);
      return rows[0] && toRecord(rows[0]);
    },
    async insert(c) {
      // ON CONFLICT waits for a concurrent insert of the same code and then does nothing, without
      // aborting the transaction the way a unique violation would.
      const r = await db.query(
        `INSERT INTO coupons (id, code, is_percent, amount, minimum_spend_cents, expire_date, is_active, is_one_time, categories, times_used, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT ((upper(code))) DO NOTHING`,
        [
          c.id,
          c.code,
          c.discount.kind === 'percent',
          c.discount.kind === 'percent' ? Math.round(c.discount.percent * 100) : c.discount.amountCents,
          c.minimumSpendCents,
          c.expireDate,
          c.isActive,
          c.isOneTime,
          c.categories,
          c.timesUsed,
          c.createdAt,
        ],
      );
      return r.rowCount === 1 ? 'inserted' : 'duplicate_code';
    },
    async setActive(id, isActive) {
      await db.query('UPDATE coupons SET is_active = $2 WHERE id = $1', [id, isActive]);
    },
    async delete(id) {
      await db.query('DELETE FROM coupons WHERE id = $1', [id]);
      return count();
    },
  };
}
