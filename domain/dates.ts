import { DomainError } from './errors.js';

/** The shop runs from Melbourne; 'today', expiry dates and admin display use this zone. */
export const SHOP_TIME_ZONE = 'Australia/Melbourne';

/** A calendar date 'YYYY-MM-DD'. */
export type CalendarDate = string;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Accepts a Date or an ISO-8601 string; throws DomainError('invalid_date') for anything unparseable. */
export function toInstant(value: Date | string, field?: string): Date {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) {
    throw new DomainError('invalid_date', `Not a valid date: ${String(value)}.`, field);
  }
  return d;
}

// Made on first use: building a formatter with a time zone loads the zone and locale data, which a
// browser would otherwise pay for while the page's scripts start, on pages that never read a date.
let partsFormatter: Intl.DateTimeFormat | undefined;
const wallClockFormatter = (): Intl.DateTimeFormat =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second: number;
}

/** The wall-clock reading in Melbourne at an instant. */
export function melbourneWallClock(value: Date | string): WallClock {
  const d = toInstant(value);
  const parts = wallClockFormatter().formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The calendar date (YYYY-MM-DD) in Melbourne at an instant. */
export function melbourneDate(value: Date | string): CalendarDate {
  const w = melbourneWallClock(value);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Validates and splits a 'YYYY-MM-DD' calendar date. */
export function parseCalendarDate(date: string, field?: string): { year: number; month: number; day: number } {
  const m = YMD.exec(date);
  if (!m) throw new DomainError('invalid_date', `Not a calendar date (YYYY-MM-DD): ${date}.`, field);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new DomainError('invalid_date', `Not a real calendar date: ${date}.`, field);
  }
  return { year, month, day };
}

/**
 * A calendar date from either a 'YYYY-MM-DD' string (taken as is) or an instant (Date / ISO
 * timestamp, converted to its Melbourne calendar date).
 */
export function toCalendarDate(value: Date | string, field?: string): CalendarDate {
  if (typeof value === 'string' && YMD.test(value)) {
    parseCalendarDate(value, field);
    return value;
  }
  return melbourneDate(toInstant(value, field));
}

/** Adds whole days to a calendar date ('2026-03-31' + 1 → '2026-04-01'). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new DomainError('invalid_argument', 'Days must be a whole number.');
  const { year, month, day } = parseCalendarDate(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** The admin display format 'Do MMMM YYYY, h:mm:ss a' in Melbourne: '5th March 2026, 3:04:05 pm'. */
export function formatAdminDate(value: Date | string): string {
  const w = melbourneWallClock(value);
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  const ampm = w.hour < 12 ? 'am' : 'pm';
  return `${ordinal(w.day)} ${MONTHS[w.month - 1] ?? ''} ${w.year}, ${hour12}:${pad(w.minute)}:${pad(w.second)} ${ampm}`;
}

/** A calendar day as the back office shows it, in the 'Do MMMM YYYY' of its dates: '2026-12-31' → '31st December 2026'. */
export function formatAdminDay(date: CalendarDate): string {
  const { year, month, day } = parseCalendarDate(date);
  return `${ordinal(day)} ${MONTHS[month - 1] ?? ''} ${year}`;
}
