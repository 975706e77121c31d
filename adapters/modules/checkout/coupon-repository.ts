import type { CouponRecord, CouponRepository } from '../../../application/checkout/ports.js';
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
}

/**
 * `amount` is stored in hundredths: cents for a fixed coupon, hundredths of a percent for a percent
 * one (1550 = 15.5 %), so both keep 2 decimals exactly in an integer column.
 */
const amountColumn = (discount: CouponRecord['discount']): number => (discount.kind === 'percent' ? Math.round(discount.percent * 100) : discount.amountCents);

const toCoupon = (r: Row): CouponRecord => ({
  id: r.id,
  code: r.code,
  discount: r.is_percent ? { kind: 'percent', percent: r.amount / 100 } : { kind: 'fixed', amountCents: r.amount },
  minimumSpendCents: r.minimum_spend_cents,
  expireDate: r.expire_date,
  isActive: r.is_active,
  isOneTime: r.is_one_time,
  categories: r.categories,
  timesUsed: r.times_used,
});

const COLUMNS = "id, code, is_percent, amount, minimum_spend_cents, to_char(expire_date, 'YYYY-MM-DD') AS expire_date, is_active, is_one_time, categories, times_used";

export function postgresCouponRepository(db: Queryable): CouponRepository {
  return {
    async findByCode(code) {
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM coupons WHERE upper(code) = upper($1)`, [code.trim()]);
      return rows[0] ? toCoupon(rows[0]) : undefined;
    },
    async recordUse(couponId) {
      // The condition makes concurrent uses of a one-time coupon queue on the row: only the first passes.
      const r = await db.query(
        `UPDATE coupons SET times_used = times_used + 1, is_active = CASE WHEN is_one_time THEN false ELSE is_active END
         WHERE id = $1 AND is_active AND (NOT is_one_time OR times_used = 0)`,
        [couponId],
      );
      return r.rowCount === 1;
    },
    async releaseUse(couponId) {
      await db.query(
        `UPDATE coupons SET times_used = GREATEST(times_used - 1, 0), is_active = CASE WHEN is_one_time THEN true ELSE is_active END
         WHERE id = $1`,
        [couponId],
      );
    },
    async deactivateExpired(today) {
      const r = await db.query('UPDATE coupons SET is_active = false WHERE is_active AND expire_date <= $1::date', [today]);
      return r.rowCount ?? 0;
    },
    async insert(c) {
      await db.query(
        `INSERT INTO coupons (id, code, is_percent, amount, minimum_spend_cents, expire_date, is_active, is_one_time, categories, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [c.id, c.code, c.discount.kind === 'percent', amountColumn(c.discount), c.minimumSpendCents, c.expireDate, c.isActive, c.isOneTime, c.categories, c.createdAt],
      );
    },
  };
}
