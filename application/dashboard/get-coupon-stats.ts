import { ok, type Result } from '../../domain/result.js';
import type { DashboardDeps } from './ports.js';

/** Counted orders that used a coupon, and how many of them used a 10 % percent coupon. */
export function makeGetCouponStats(deps: Pick<DashboardDeps, 'reader' | 'scope'>) {
  return async (): Promise<Result<{ orderCount: number; tenPercentOff: number }>> => {
    const c = await deps.reader.couponUse(deps.scope);
    return ok({ orderCount: c.withCoupon, tenPercentOff: c.tenPercentOff });
  };
}
