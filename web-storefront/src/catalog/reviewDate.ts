import { SHOP_TIME_ZONE } from '../../../domain/index.js';

// Made on first use (a page without reviews never builds it): see domain/dates.ts.
let format: Intl.DateTimeFormat | undefined;

/** '25 Nov 2026', on the shop's calendar. */
export function formatMelbourneDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : (format ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE })).format(date);
}
