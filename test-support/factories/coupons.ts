import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export interface CouponOverrides {
  code?: string;
  isPercent?: boolean;
  /** Hundredths, as stored: cents for a fixed coupon, hundredths of a percent (1000 = 10 %) for a percent one. */
  amount?: number;
  minimumSpendCents?: number;
  /** YYYY-MM-DD; defaults to a date far ahead. */
  expireDate?: string;
  isActive?: boolean;
  isOneTime?: boolean;
  categories?: string[];
}

let counter = 0;

/** Inserts a coupon straight into the database (a 10 % coupon without minimum unless told otherwise). */
export async function createCoupon(db: Queryable, overrides: CouponOverrides = {}): Promise<{ id: string; code: string }> {
  counter += 1;
  const id = randomUUID();
  const code = (overrides.code ?? `TEST${counter}${id.slice(0, 4)}`).toUpperCase();
  await db.query(
    `INSERT INTO coupons (id, code, is_percent, amount, minimum_spend_cents, expire_date, is_active, is_one_time, categories)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      code,
      overrides.isPercent ?? true,
      overrides.amount ?? 1000,
      overrides.minimumSpendCents ?? 0,
      overrides.expireDate ?? '2099-12-31',
      overrides.isActive ?? true,
      overrides.isOneTime ?? false,
      overrides.categories ?? [],
    ],
  );
  return { id, code };
}
