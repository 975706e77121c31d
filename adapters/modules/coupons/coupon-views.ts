import type { AdminCouponRecord } from '../../../application/coupons/ports.js';
import type { AdminCoupon } from '../../http/contract/coupons.js';

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

export { adminCoupon as couponSchema, adminCouponsAnswer as couponsAnswer, createCouponAnswer, deleteCouponAnswer } from '../../http/contract/coupons.js';
