/**
 * JSON shapes of the back office's coupon calls (admin-api.md "Coupons, reviews, categories").
 * Types only: the SPAs import them with `import type`. Failures: 400 `{field: message}` (code,
 * amount, minimumSpend, expireDate, categories, isPercent, isOneTime, isActive), 404 `{message}` for
 * an unknown id, 409 `{code}` for a code already used in any case.
 */
import type { AdminList } from './admin.js';

/** The categories a coupon may be limited to; none means all. */
export type CouponCategory = 'solid' | 'nailart' | 'overlay' | 'marble' | 'missfrankie' | 'sale';

/** A coupon as the back office sees it (admin.md §3). */
export interface AdminCoupon {
  _id: string;
  /** As typed; unique case-insensitively. */
  code: string;
  /** YYYY-MM-DD, the first Melbourne day on which it no longer applies. */
  expireDate: string;
  /** Percent for a percent coupon, dollars for a fixed one. */
  amount: number;
  isActive: boolean;
  isPercent: boolean;
  /** Dollars; 0 when none. */
  minimumSpend: number;
  isOneTime: boolean;
  /** Empty means every category. */
  categories: string[];
}

/** GET /api/admin/getAdminCoupons/{page}: 20 a page, newest first. */
export type AdminCouponsAnswer = AdminList<'coupons', AdminCoupon>;

/** POST /api/admin/createNewCoupon. amount and minimumSpend as numbers or the text typed; minimumSpend blank or missing is 0. */
export interface CreateCouponRequest {
  code: string;
  isPercent: boolean;
  amount: number | string;
  expireDate: string;
  isActive: boolean;
  minimumSpend?: number | string | null;
  isOneTime: boolean;
  categories: CouponCategory[];
}

/** 201 from createNewCoupon. */
export interface CreateCouponAnswer {
  coupon: AdminCoupon;
}

/** POST /api/admin/deactivateCoupon/{id} answers the coupon. */
export interface SetCouponActiveRequest {
  isActive: boolean;
}

/** POST /api/admin/deleteCoupon/{id}: the coupon deleted and how many are left. */
export interface DeleteCouponAnswer {
  coupon: AdminCoupon;
  count: number;
}
