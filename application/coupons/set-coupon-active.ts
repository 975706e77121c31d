import { ok, ruleConflict, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { couponSnapshot, UNKNOWN_COUPON, type CouponStores, type SetCouponActive } from './ports.js';

/**
 * Activate / Deactivate. An inactive coupon is refused at checkout at once (the till reads the coupon
 * on every check). A one-time coupon that has been used stays used: activating it is refused (409),
 * since the till would refuse it anyway. Asking for the state it already has changes and records nothing.
 */
export function makeSetCouponActive(deps: { uow: UnitOfWork<CouponStores>; clock: Clock }): SetCouponActive {
  return async ({ actor, id, isActive }) =>
    deps.uow.run(async (s) => {
      const coupon = await s.coupons.findByIdForUpdate(id);
      if (!coupon) return unknownRecord('unknown_coupon', UNKNOWN_COUPON);
      if (coupon.isActive === isActive) return ok(coupon);
      if (isActive && coupon.isOneTime && coupon.timesUsed > 0) {
        return ruleConflict('one_time_coupon_used', `${coupon.code} is a one-time coupon and has been used. Create a new coupon to offer the discount again.`);
      }
      const changed = { ...coupon, isActive };
      await s.coupons.setActive(id, isActive);
      await recordChange(s.audit, {
        actor,
        at: deps.clock.now(),
        action: isActive ? 'coupon.activated' : 'coupon.deactivated',
        entityType: 'coupon',
        entityId: id,
        before: couponSnapshot(coupon),
        after: couponSnapshot(changed),
      });
      return ok(changed);
    });
}
