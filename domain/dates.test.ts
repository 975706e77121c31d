import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatAdminDate, melbourneDate, startOfMelbourneDay, startOfMelbourneDate, melbourneDayRange, addCalendarDays,
  ordinal, toCalendarDate, melbourneOffsetMinutes, parseCalendarDate, toInstant,
} from './dates.js';
import { DomainError } from './errors.js';

describe('formatAdminDate', () => {
  it('formats like moment "Do MMMM YYYY, h:mm:ss a" in Melbourne', () => {
    // 5 March 2026 15:04:05 AEDT (UTC+11) = 04:04:05Z
    expect(formatAdminDate(new Date('2026-03-05T04:04:05Z'))).toBe('5th March 2026, 3:04:05 pm');
    expect(formatAdminDate('2026-07-01T14:00:00Z')).toBe('2nd July 2026, 12:00:00 am'); // AEST
    expect(formatAdminDate('2026-07-02T02:30:09Z')).toBe('2nd July 2026, 12:30:09 pm');
    expect(formatAdminDate('2026-01-22T22:59:59Z')).toBe('23rd January 2026, 9:59:59 am');
  });
  it('ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
  it('rejects invalid dates', () => {
    expect(() => formatAdminDate('not a date')).toThrow(DomainError);
    expect(() => toInstant(new Date(Number.NaN))).toThrow(DomainError);
  });
});

describe('melbourneDate', () => {
  it('gives the Melbourne calendar date, not the UTC one', () => {
    expect(melbourneDate(new Date('2026-03-04T13:00:00Z'))).toBe('2026-03-05'); // 00:00 AEDT
    expect(melbourneDate(new Date('2026-03-04T12:59:59Z'))).toBe('2026-03-04');
    expect(melbourneDate(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01'); // 00:00 AEST
    expect(toCalendarDate('2026-12-25')).toBe('2026-12-25');
    expect(toCalendarDate('2026-12-24T13:00:00Z')).toBe('2026-12-25');
    expect(() => toCalendarDate('2026-02-30')).toThrow(DomainError);
    expect(() => parseCalendarDate('26-1-1')).toThrow(DomainError);
  });
  it('adds calendar days across month and year ends', () => {
    expect(addCalendarDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('start of day in Melbourne (DST-correct)', () => {
  it('knows the offsets', () => {
    expect(melbourneOffsetMinutes('2026-01-15T00:00:00Z')).toBe(660);
    expect(melbourneOffsetMinutes('2026-07-15T00:00:00Z')).toBe(600);
  });
  it('handles the April change (AEDT → AEST, Sunday 5 April 2026 at 3:00 → 2:00)', () => {
    expect(startOfMelbourneDate('2026-04-04').toISOString()).toBe('2026-04-03T13:00:00.000Z'); // +11
    expect(startOfMelbourneDate('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z'); // still +11 at midnight
    expect(startOfMelbourneDate('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z'); // +10
    const day = melbourneDayRange('2026-04-05T12:00:00Z'); // 22:00 AEST on the 5th
    expect(day.start.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * 3600 * 1000);
    const yesterday = melbourneDayRange('2026-04-06T01:00:00Z', -1); // 11:00 on the 6th
    expect(yesterday.start.toISOString()).toBe('2026-04-04T13:00:00.000Z');
  });
  it('handles the October change (AEST → AEDT, Sunday 4 October 2026 at 2:00 → 3:00)', () => {
    expect(startOfMelbourneDate('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z'); // +10
    expect(startOfMelbourneDate('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z'); // +11
    const day = melbourneDayRange('2026-10-04T05:00:00Z');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3600 * 1000);
    expect(startOfMelbourneDay('2026-10-04T14:30:00Z', -1).toISOString()).toBe('2026-10-03T14:00:00.000Z');
  });
  it('property: the start of the day contains now and is a Melbourne midnight', () => {
    const min = Date.UTC(2000, 0, 1);
    const max = Date.UTC(2060, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min, max }), (t) => {
        const now = new Date(t);
        const { start, end } = melbourneDayRange(now);
        expect(start.getTime()).toBeLessThanOrEqual(t);
        expect(end.getTime()).toBeGreaterThan(t);
        expect(melbourneDate(start)).toBe(melbourneDate(now));
        expect(melbourneDate(new Date(start.getTime() - 1))).toBe(addCalendarDays(melbourneDate(now), -1));
        expect([23, 24, 25]).toContain((end.getTime() - start.getTime()) / 3600000);
      }),
      { numRuns: 1000 },
    );
  });
});
