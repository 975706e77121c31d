import { addCalendarDays, parseCalendarDate, type CalendarDate } from './dates.js';
import { DomainError } from './errors.js';

/** The monthly sales chart's ranges (admin.md §2): Last 6 Months, Last Year, Last 18 Months, Last 2 Years. */
export const SALE_STATS_MONTHS = [6, 12, 18, 24] as const;
export type SaleStatsMonths = (typeof SALE_STATS_MONTHS)[number];
export const isSaleStatsMonths = (n: unknown): n is SaleStatsMonths => typeof n === 'number' && (SALE_STATS_MONTHS as readonly number[]).includes(n);

/** The analytics periods, named as the spec sends them. */
export const ANALYTICS_PERIODS = ['today', 'yesterday', '7daysAgo', '28daysAgo', '90daysAgo'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const isAnalyticsPeriod = (p: unknown): p is AnalyticsPeriod => typeof p === 'string' && (ANALYTICS_PERIODS as readonly string[]).includes(p);

export interface CalendarMonth {
  month: number; // 1-12
  year: number;
}

/** The calendar months of a sales range ending with the month of `today`, oldest first (`months` entries). */
export function saleStatsMonths(today: CalendarDate, months: number): CalendarMonth[] {
  if (!isSaleStatsMonths(months)) throw new DomainError('invalid_argument', `The sales chart shows 6, 12, 18 or 24 months, not ${String(months)}.`, 'months');
  const { year, month } = parseCalendarDate(today);
  const last = year * 12 + (month - 1);
  return Array.from({ length: months }, (_, i) => {
    const index = last - (months - 1) + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/**
 * The Melbourne calendar days a period covers, both ends included. The names keep their analytics
 * meaning: `7daysAgo` runs from the day seven days ago to today, and so on.
 */
export function periodDays(period: AnalyticsPeriod, today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addCalendarDays(today, -1);
      return { from: y, to: y };
    }
    case '7daysAgo':
      return { from: addCalendarDays(today, -7), to: today };
    case '28daysAgo':
      return { from: addCalendarDays(today, -28), to: today };
    case '90daysAgo':
      return { from: addCalendarDays(today, -90), to: today };
  }
}
