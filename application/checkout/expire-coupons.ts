import { melbourneDate } from '../../domain/dates.js';
import type { Clock } from '../platform/clock.js';
import type { CouponRepository, ExpireCoupons } from './ports.js';
import { ok } from '../../domain/result.js';

/**
 * The nightly job: coupons whose expiry date has come (Melbourne date) are switched off, so the back
 * office shows them inactive. Expired coupons never apply anyway (the domain checks the date).
 */
export function makeExpireCoupons(deps: { coupons: Pick<CouponRepository, 'deactivateExpired'>; clock: Clock }): ExpireCoupons {
  return async () => ok({ deactivated: await deps.coupons.deactivateExpired(melbourneDate(deps.clock.now())) });
}
