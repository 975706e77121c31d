import { z } from 'zod';
import type { AdminCouponRecord } from '../../../application/coupons/ports.js';
import type { AdminCoupon, AdminCouponsAnswer, CreateCouponAnswer, DeleteCouponAnswer } from '../../http/contract/coupons.js';

/** A coupon on the wire of the back office: amount in percent or dollars, minimumSpend in dollars. */
export const couponView = (c: AdminCouponRecord): AdminCoupon => ({
  _id: c.id,
  code: c.code,
  expireDate: c.expireDate,
  amount: c.discount.kind === 'percent' ? c.discount.percent : c.discount.amountCents / 100,
  isActive: c.isActive,
  isPercent: c.discount.kind === 'percent',
  minimumSpend: c.minimumSpendCents / 100,
  isOneTime: c.isOneTime,
  categories: [...c.categories],
});

export const couponSchema = z.object({
  _id: z.guid(),
  code: z.string(),
  expireDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amount: z.number().positive(),
  isActive: z.boolean(),
  isPercent: z.boolean(),
  minimumSpend: z.number().min(0),
  isOneTime: z.boolean(),
  categories: z.array(z.string()),
}) satisfies z.ZodType<AdminCoupon>;

export const couponsAnswer = z.object({ coupons: z.array(couponSchema), count: z.number().int().min(0) }) satisfies z.ZodType<AdminCouponsAnswer>;
export const createCouponAnswer = z.object({ coupon: couponSchema }) satisfies z.ZodType<CreateCouponAnswer>;
export const deleteCouponAnswer = z.object({ coupon: couponSchema, count: z.number().int().min(0) }) satisfies z.ZodType<DeleteCouponAnswer>;
