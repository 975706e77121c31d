import { createCoupon } from '../../domain/coupon.js';
import { ok, ruleConflict } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { couponSnapshot, type AdminCouponRecord, type CouponStores, type CreateAdminCoupon } from './ports.js';

/**
 * Adds a coupon from the back office's form: the domain's rules (code, amount, minimum spend 0 when
 * blank, expiry after today in Melbourne), the code kept as typed and unique in any case (409 under
 * `code`), recorded in the audit log in the same transaction.
 */
export function makeCreateAdminCoupon(deps: { uow: UnitOfWork<CouponStores>; ids: IdGenerator; clock: Clock }): CreateAdminCoupon {
  return async ({ actor, ...form }) => {
    const now = deps.clock.now();
    const made = createCoupon(form, now);
    if (!made.ok) return made;
    return deps.uow.run(async (s) => {
      const coupon: AdminCouponRecord = { ...made.value, id: deps.ids.newId(), timesUsed: 0, createdAt: now };
      if ((await s.coupons.insert(coupon)) === 'duplicate_code') return ruleConflict('code_taken', `A coupon with the code ${coupon.code} already exists.`, 'code');
      await recordChange(s.audit, { actor, at: now, action: 'coupon.created', entityType: 'coupon', entityId: coupon.id, before: null, after: couponSnapshot(coupon) });
      return ok(coupon);
    });
  };
}
