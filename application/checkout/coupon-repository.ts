import type { Coupon } from '../../domain/coupon.js';

export interface CouponRecord extends Coupon {
  id: string;
  timesUsed: number;
}

export interface CouponRepository {
  /** By code, case-insensitively. */
  findByCode(code: string): Promise<CouponRecord | undefined>;
  /**
   * Records one use, only while the coupon is active and (when one-time) unused; a one-time coupon
   * becomes inactive. False when it could not be used (someone else used it first).
   */
  recordUse(couponId: string): Promise<boolean>;
  /** Undoes one use (a cancelled order): a one-time coupon becomes active again. */
  releaseUse(couponId: string): Promise<void>;
  /** Deactivates active coupons whose expiry date is on or before `today` (YYYY-MM-DD); returns how many. */
  deactivateExpired(today: string): Promise<number>;
}
