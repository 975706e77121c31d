import { isSaleStatsMonths, saleStatsMonths, type CalendarMonth } from '../../domain/dashboard-ranges.js';
import { melbourneDate } from '../../domain/dates.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import type { DashboardDeps } from './ports.js';

/** Sales per calendar month of the chart's range, oldest first, the current month last, empty months 0. */
export function makeGetSaleStats(deps: Pick<DashboardDeps, 'reader' | 'clock' | 'scope'>) {
  return async (months: number): Promise<Result<(CalendarMonth & { totalCents: number })[], 'invalid_input'>> => {
    if (!isSaleStatsMonths(months)) return invalid({ months: 'Choose 6, 12, 18 or 24 months.' });
    const range = saleStatsMonths(melbourneDate(deps.clock.now()), months);
    const sales = await deps.reader.monthlySales(range[0]!, deps.scope);
    const byMonth = new Map(sales.map((s) => [`${s.year}-${s.month}`, s.totalCents]));
    return ok(range.map((m) => ({ ...m, totalCents: byMonth.get(`${m.year}-${m.month}`) ?? 0 })));
  };
}
