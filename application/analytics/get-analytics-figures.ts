import { periodDays, type AnalyticsPeriod } from '../../domain/dashboard-ranges.js';
import { melbourneDate } from '../../domain/dates.js';
import { ok, type Result } from '../../domain/result.js';
import type { Clock } from '../platform/clock.js';
import type { AnalyticsReader, NamedCount } from './ports.js';

const daysOf = (clock: Clock, period: AnalyticsPeriod) => periodDays(period, melbourneDate(clock.now()));

/** Visitors of the period, in total and per device kind. */
export function makeGetVisitorDevices(deps: { reader: AnalyticsReader; clock: Clock }) {
  return async (period: AnalyticsPeriod): Promise<Result<{ total: number; desktop: number; mobile: number; tablet: number }>> => {
    const { from, to } = daysOf(deps.clock, period);
    return ok(await deps.reader.visitors(from, to));
  };
}

export interface PlaceLists {
  countries: (NamedCount & { code: string })[];
  regions: NamedCount[];
  cities: NamedCount[];
}

/**
 * Visitors of the period per country, region and city, largest first. Countries are named in
 * English from their code; a region is named with its country's code ("VIC, AU") and a city with
 * its country's name, so places of one name in two countries stay apart. Unknown places are
 * "(not set)".
 */
export function makeGetPlaceLists(deps: { reader: AnalyticsReader; clock: Clock; countryName: (code: string) => string }) {
  return async (period: AnalyticsPeriod): Promise<Result<PlaceLists>> => {
    const { from, to } = daysOf(deps.clock, period);
    const p = await deps.reader.places(from, to);
    const known = (name: string) => (name === '' ? '(not set)' : name);
    return ok({
      countries: p.countries.map((c) => ({ code: c.name, name: c.name === '' ? '(not set)' : deps.countryName(c.name), count: c.count })),
      regions: p.regions.map((r) => ({ name: r.name === '' ? '(not set)' : `${r.name}, ${r.countryCode}`, count: r.count })),
      cities: p.cities.map((c) => ({ name: c.name === '' ? '(not set)' : `${known(c.name)}, ${deps.countryName(c.countryCode)}`, count: c.count })),
    });
  };
}
