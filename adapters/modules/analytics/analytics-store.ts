import type { AnalyticsReader, RecordedEvent } from '../../../application/analytics/ports.js';
import type { Queryable } from '../../platform/database/database.js';

/**
 * Writes a batch of events in one statement: the events; each visitor's first visit of a day with its
 * place and device; and, for the visitor-days that are new, one more visitor in each daily rollup.
 */
export async function writeEvents(db: Queryable, events: RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const col = <K extends keyof RecordedEvent>(k: K) => events.map((e) => e[k]);
  await db.query(
    `WITH input AS (
       SELECT * FROM unnest($1::timestamptz[], $2::date[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS t(at, day, visitor, name, path, country_code, region, city, device)
     ), events AS (
       INSERT INTO analytics_events (at, day, visitor, name, path) SELECT at, day, visitor, name, path FROM input
     ), fresh AS (
       INSERT INTO analytics_visitors (day, visitor, country_code, region, city, device)
       SELECT DISTINCT ON (day, visitor) day, visitor, country_code, region, city, device FROM input ORDER BY day, visitor, at
       ON CONFLICT (day, visitor) DO NOTHING
       RETURNING day, country_code, region, city, device
     ), counts AS (
       SELECT day, 'total' AS dimension, '' AS country, '' AS name FROM fresh
       UNION ALL SELECT day, 'device', '', device FROM fresh
       UNION ALL SELECT day, 'country', country_code, country_code FROM fresh
       UNION ALL SELECT day, 'region', country_code, region FROM fresh
       UNION ALL SELECT day, 'city', country_code, city FROM fresh
     )
     INSERT INTO analytics_daily (day, dimension, country, name, visitors)
     SELECT day, dimension, country, name, count(*) FROM counts GROUP BY 1, 2, 3, 4
     ON CONFLICT (day, dimension, country, name) DO UPDATE SET visitors = analytics_daily.visitors + EXCLUDED.visitors`,
    [col('at'), col('day'), col('visitor'), col('name'), col('path'), col('countryCode'), col('region'), col('city'), col('device')],
  );
}

const LIST_LIMIT = 50;

/** The dashboard's analytics, from the daily rollups. */
export function postgresAnalyticsReader(db: Queryable): AnalyticsReader {
  const sums = (dimension: string, from: string, to: string, limit: number) =>
    db.query<{ country: string; name: string; count: number }>(
      `SELECT country, name, sum(visitors)::int AS count FROM analytics_daily
        WHERE dimension = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY country, name ORDER BY count DESC, name LIMIT $4`,
      [dimension, from, to, limit],
    );
  return {
    async visitors(from, to) {
      const { rows } = await db.query<{ dimension: string; name: string; count: number }>(
        `SELECT dimension, name, sum(visitors)::int AS count FROM analytics_daily
          WHERE dimension IN ('total', 'device') AND day BETWEEN $1::date AND $2::date GROUP BY dimension, name`,
        [from, to],
      );
      const of = (dimension: string, name: string) => rows.find((r) => r.dimension === dimension && r.name === name)?.count ?? 0;
      return { total: of('total', ''), desktop: of('device', 'desktop'), mobile: of('device', 'mobile'), tablet: of('device', 'tablet') };
    },
    async places(from, to) {
      const [countries, regions, cities] = await Promise.all([sums('country', from, to, 300), sums('region', from, to, LIST_LIMIT), sums('city', from, to, LIST_LIMIT)]);
      return {
        countries: countries.rows.map((r) => ({ name: r.name, count: r.count })),
        regions: regions.rows.map((r) => ({ name: r.name, countryCode: r.country, count: r.count })),
        cities: cities.rows.map((r) => ({ name: r.name, countryCode: r.country, count: r.count })),
      };
    },
  };
}
