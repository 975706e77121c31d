import { addCalendarDays, melbourneDate } from '../../domain/dates.js';
import { ok, type Result } from '../../domain/result.js';
import type { DashboardDeps } from './ports.js';

export interface RevenueDetails {
  todaysCents: number;
  yesterdayCents: number;
  ordersToday: number;
  ordersYesterday: number;
}

/** Today's and yesterday's sales and order counts (Melbourne days). */
export function makeGetRevenueDetails(deps: Pick<DashboardDeps, 'reader' | 'clock' | 'scope'>) {
  return async (): Promise<Result<RevenueDetails>> => {
    const today = melbourneDate(deps.clock.now());
    const yesterday = addCalendarDays(today, -1);
    const days = await deps.reader.salesOn([today, yesterday], deps.scope);
    const t = days.get(today) ?? { totalCents: 0, orders: 0 };
    const y = days.get(yesterday) ?? { totalCents: 0, orders: 0 };
    return ok({ todaysCents: t.totalCents, yesterdayCents: y.totalCents, ordersToday: t.orders, ordersYesterday: y.orders });
  };
}
