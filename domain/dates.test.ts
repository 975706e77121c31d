import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatAdminDate, formatAdminDay, melbourneDate, addCalendarDays, ordinal, toCalendarDate, parseCalendarDate, toInstant } from './dates.js';
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
  it('property: never goes back in time, and moves on by at most one day within 22 hours (DST days included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), fc.integer({ min: 0, max: 22 * 3600 * 1000 }), (t, dt) => {
        const before = melbourneDate(new Date(t));
        const after = melbourneDate(new Date(t + dt));
        expect([before, addCalendarDays(before, 1)]).toContain(after);
      }),
      { numRuns: 2000 },
    );
  });
  it('adds calendar days across month and year ends', () => {
    expect(addCalendarDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('formatAdminDay', () => {
  it('shows a calendar day as the back office shows dates, without a time', () => {
    expect(formatAdminDay('2026-12-31')).toBe('31st December 2026');
    expect(formatAdminDay('2027-02-02')).toBe('2nd February 2027');
    expect(() => formatAdminDay('31/12/2026')).toThrow(DomainError);
  });
  it('names the same day formatAdminDate names at noon in Melbourne', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (days) => {
        const day = addCalendarDays('2000-01-01', days);
        expect(formatAdminDate(`${day}T02:00:00Z`).startsWith(`${formatAdminDay(day)},`)).toBe(true);
      }),
    );
  });
});
