import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { couponSnapshot, UNKNOWN_COUPON, type CouponStores, type SetCouponActive } from './ports.js';

/**
 * Activate / Deactivate. An inactive coupon is refused at checkout at once (the till reads the coupon
 * on every check). Asking for the state it already has changes and records nothing.
 */
export function makeSetCouponActive(deps: { uow: UnitOfWork<CouponStores>; clock: Clock }): SetCouponActive {
  return async ({ actor, id, isActive }) =>
    deps.uow.run(async (s) => {
      const coupon = await s.coupons.findByIdForUpdate(id);
      if (!coupon) return unknownRecord('unknown_coupon', UNKNOWN_COUPON);
      if (coupon.isActive === isActive) return ok(coupon);
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
