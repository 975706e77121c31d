import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './dates.js';
import { ANALYTICS_PERIODS, periodDays, saleStatsMonths } from './dashboard-ranges.js';
import { DomainError } from './errors.js';
import { weeklyUserPercent } from './percent-change.js';

describe('saleStatsMonths', () => {
  it('ends with the current month, oldest first, across a year boundary', () => {
    expect(saleStatsMonths('2026-02-15', 6)).toEqual([
      { month: 9, year: 2025 },
      { month: 10, year: 2025 },
      { month: 11, year: 2025 },
      { month: 12, year: 2025 },
      { month: 1, year: 2026 },
      { month: 2, year: 2026 },
    ]);
    expect(saleStatsMonths('2026-12-31', 12)[0]).toEqual({ month: 1, year: 2026 });
  });
  it('accepts only 6, 12, 18 and 24', () => {
    expect(() => saleStatsMonths('2026-02-15', 7)).toThrow(DomainError);
    expect(() => saleStatsMonths('2026-02-15', 0)).toThrow(DomainError);
  });
  it('property: consecutive months, as many as asked, the last one being today’s', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(6, 12, 18, 24), (d, n) => {
        const today = d.toISOString().slice(0, 10);
        const months = saleStatsMonths(today, n);
        expect(months).toHaveLength(n);
        expect(months.at(-1)).toEqual({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
        for (let i = 1; i < months.length; i++) {
          const a = months[i - 1]!;
          const b = months[i]!;
          expect(b.year * 12 + b.month - (a.year * 12 + a.month)).toBe(1);
          expect(b.month).toBeGreaterThanOrEqual(1);
          expect(b.month).toBeLessThanOrEqual(12);
        }
      }),
    );
  });
});

describe('periodDays', () => {
  it('names the Melbourne days of each period', () => {
    expect(periodDays('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodDays('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodDays('7daysAgo', '2026-03-01')).toEqual({ from: '2026-02-22', to: '2026-03-01' });
    expect(periodDays('28daysAgo', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(periodDays('90daysAgo', '2026-03-01')).toEqual({ from: '2025-12-01', to: '2026-03-01' });
  });
  it('property: every period but yesterday ends today, and longer periods contain shorter ones', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const today = d.toISOString().slice(0, 10);
        const spans = ANALYTICS_PERIODS.map((p) => periodDays(p, today));
        for (const s of spans) expect(s.from <= s.to).toBe(true);
        expect(spans.filter((_, i) => ANALYTICS_PERIODS[i] !== 'yesterday').every((s) => s.to === today)).toBe(true);
        expect(spans[1]!.to).toBe(addCalendarDays(today, -1));
        expect(spans[2]!.from > spans[3]!.from && spans[3]!.from > spans[4]!.from).toBe(true);
      }),
    );
  });
});

describe('weeklyUserPercent', () => {
  it('is the last week’s count over the total, floored, and 0 with nobody', () => {
    expect(weeklyUserPercent(1, 3)).toBe(33);
    expect(weeklyUserPercent(2, 3)).toBe(66);
    expect(weeklyUserPercent(0, 0)).toBe(0);
    expect(weeklyUserPercent(5, 5)).toBe(100);
    expect(() => weeklyUserPercent(-1, 5)).toThrow(DomainError);
  });
  it('property: between 0 and 100 when the week is part of the total', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(1e6), (a, b) => {
        const total = a + b;
        const p = weeklyUserPercent(a, total);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});
