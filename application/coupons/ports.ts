import type { Coupon } from '../../domain/coupon.js';
import type { Result } from '../../domain/result.js';
import type { Actor, AuditStores } from '../audit/ports.js';

// The back office's coupons: list, create, activate and deactivate, delete. The coupons table is
// shared with the checkout module, which reads a coupon by code at the till and records its uses
// (application/checkout/ports.ts); this module owns every other write (ADR 035).

/** A coupon as the back office sees it. */
export interface AdminCouponRecord extends Coupon {
  id: string;
  timesUsed: number;
  createdAt: Date;
}

export interface AdminCouponRepository {
  /** A page of coupons, newest first (then by id), and how many there are in all. */
  page(window: { offset: number; limit: number }): Promise<{ coupons: AdminCouponRecord[]; count: number }>;
  /** The coupon, its row locked until the transaction ends. */
  findByIdForUpdate(id: string): Promise<AdminCouponRecord | undefined>;
  /** 'duplicate_code' when a coupon with this code in any case exists (or is being added by a concurrent transaction that commits). */
  insert(coupon: AdminCouponRecord): Promise<'inserted' | 'duplicate_code'>;
  setActive(id: string, isActive: boolean): Promise<void>;
  /** Deletes the coupon (orders keep their copy of it) and answers how many coupons are left. */
  delete(id: string): Promise<number>;
}

/** What a coupons unit of work binds: the coupons and the audit log. */
export interface CouponStores extends AuditStores {
  coupons: AdminCouponRepository;
}

/** The audited fields of a coupon, in the API's names and units (amount in percent or dollars, minimumSpend in dollars). */
export const couponSnapshot = (c: Coupon) => ({
  code: c.code,
  isPercent: c.discount.kind === 'percent',
  amount: c.discount.kind === 'percent' ? c.discount.percent : c.discount.amountCents / 100,
  minimumSpend: c.minimumSpendCents / 100,
  expireDate: c.expireDate,
  isActive: c.isActive,
  isOneTime: c.isOneTime,
  categories: [...c.categories],
});

export const UNKNOWN_COUPON = 'We could not find that coupon. It may have been deleted.';

/** What the new-coupon form sends (amount and minimum spend in dollars or percent, as numbers or text). */
export interface NewCouponRequest {
  code: string;
  isPercent: boolean;
  amount: number | string;
  expireDate: string;
  isActive: boolean;
  minimumSpend?: number | string | null;
  isOneTime: boolean;
  categories: string[];
}

export type CreateCouponFailure = 'invalid_coupon' | 'code_taken';
export type ListCoupons = (input: { page: number }) => Promise<Result<{ coupons: AdminCouponRecord[]; count: number }>>;
export type CreateAdminCoupon = (input: NewCouponRequest & { actor: Actor }) => Promise<Result<AdminCouponRecord, CreateCouponFailure>>;
export type SetCouponActive = (input: { actor: Actor; id: string; isActive: boolean }) => Promise<Result<AdminCouponRecord, 'unknown_coupon' | 'one_time_coupon_used'>>;
export type DeleteCoupon = (input: { actor: Actor; id: string }) => Promise<Result<{ coupon: AdminCouponRecord; count: number }, 'unknown_coupon'>>;
