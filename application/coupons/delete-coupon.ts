import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { couponSnapshot, UNKNOWN_COUPON, type CouponStores, type DeleteCoupon } from './ports.js';

/** Deletes a coupon. Orders that used it keep their own copy of it; its history stays in the audit log. */
export function makeDeleteCoupon(deps: { uow: UnitOfWork<CouponStores>; clock: Clock }): DeleteCoupon {
  return async ({ actor, id }) =>
    deps.uow.run(async (s) => {
      const coupon = await s.coupons.findByIdForUpdate(id);
      if (!coupon) return unknownRecord('unknown_coupon', UNKNOWN_COUPON);
      const count = await s.coupons.delete(id);
      await recordChange(s.audit, { actor, at: deps.clock.now(), action: 'coupon.deleted', entityType: 'coupon', entityId: id, before: couponSnapshot(coupon), after: null });
      return ok({ coupon, count });
    });
}
