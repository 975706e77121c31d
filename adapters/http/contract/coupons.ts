/**
 * JSON shapes of the back office's coupon calls (admin-api.md "Coupons, reviews, categories").
 * As zod schemas with their inferred types (the SPAs import the types with `import type`). Failures: 400 `{field: message}` (code,
 * amount, minimumSpend, expireDate, categories, isPercent, isOneTime, isActive), 404 `{message}` for
 * an unknown id, 409 `{code}` for a code already used in any case.
 */
import { z } from 'zod';

/** The categories a coupon may be limited to; none means all. */
export type CouponCategory = 'solid' | 'nailart' | 'overlay' | 'marble' | 'missfrankie' | 'sale';

/** A coupon as the back office sees it (admin.md §3). */
export const adminCoupon = z.object({
  _id: z.guid(),
  /** As typed; unique case-insensitively. */
  code: z.string(),
  /** YYYY-MM-DD, the first Melbourne day on which it no longer applies. */
  expireDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Percent for a percent coupon, dollars for a fixed one. */
  amount: z.number().positive(),
  isActive: z.boolean(),
  isPercent: z.boolean(),
  /** Dollars; 0 when none. */
  minimumSpend: z.number().min(0),
  isOneTime: z.boolean(),
  /** Empty means every category. */
  categories: z.array(z.string()),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

/** GET /api/admin/getAdminCoupons/{page}: 20 a page, newest first. */
export const adminCouponsAnswer = z.object({ coupons: z.array(adminCoupon), count: z.number().int().min(0) });
export type AdminCouponsAnswer = z.infer<typeof adminCouponsAnswer>;

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
export const createCouponAnswer = z.object({ coupon: adminCoupon });
export type CreateCouponAnswer = z.infer<typeof createCouponAnswer>;

/** POST /api/admin/deactivateCoupon/{id} answers the coupon. */
export interface SetCouponActiveRequest {
  isActive: boolean;
}

/** POST /api/admin/deleteCoupon/{id}: the coupon deleted and how many are left. */
export const deleteCouponAnswer = z.object({ coupon: adminCoupon, count: z.number().int().min(0) });
export type DeleteCouponAnswer = z.infer<typeof deleteCouponAnswer>;
