import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeGetPlaceLists, makeGetVisitorDevices } from '../../../application/analytics/get-analytics-figures.js';
import type { makeRecordEvents } from '../../../application/analytics/record-events.js';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS } from '../../../domain/analytics-events.js';
import { ANALYTICS_PERIODS } from '../../../domain/dashboard-ranges.js';
import { ok } from '../../../domain/result.js';
import { adminRoute } from '../../http/admin-route.js';
import { apiRoute } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { perAddress, rateLimit } from '../../http/rate-limit.js';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';

export interface AnalyticsRoutesDeps {
  registry: ApiRegistry;
  limiter: RateLimiter;
  recordEvents: ReturnType<typeof makeRecordEvents>;
  getVisitorDevices: ReturnType<typeof makeGetVisitorDevices>;
  getPlaceLists: ReturnType<typeof makeGetPlaceLists>;
}

/** A browsing shopper sends a page view or two a minute; a script sending more is refused. */
export const INGEST_ALLOWANCE = { limit: 600, windowMs: 15 * 60_000 };

const report = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(ANALYTICS_EVENT_NAMES, { message: `An event name is one of ${ANALYTICS_EVENT_NAMES.join(', ')}.` }),
        path: z.string().max(2000, 'A path has at most 2000 characters.').default('/'),
      }),
      { message: 'Send the events as a list.' },
    )
    .min(1, 'Send at least one event.')
    .max(ANALYTICS_LIMITS.eventsPerReport, `Send at most ${ANALYTICS_LIMITS.eventsPerReport} events at once.`),
});

const period = z.object({ period: z.enum(ANALYTICS_PERIODS, { message: 'Choose today, yesterday, 7daysAgo, 28daysAgo or 90daysAgo.' }) });
const count = z.number().int().min(0);
const namedCounts = z.array(z.object({ name: z.string(), count }));
const TAG = 'Back office: analytics';

/** The storefront's event reports, and the dashboard's analytics figures (the shop's own, no third party). */
export function analyticsRouter(d: AnalyticsRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/analytics/events',
    summary: "Records the storefront's page views and events (sent with navigator.sendBeacon; no cookie)",
    description:
      'Bots (by user agent) are not counted. The visitor is a hash of IP and user agent with a salt of the day; the IP is used to look up the country, region and city offline and is not stored.',
    tag: 'Analytics',
    auth: 'public',
    before: [rateLimit(d.limiter, 'analytics', [perAddress(INGEST_ALLOWANCE)])],
    body: report,
    status: 204,
    answer: z.null(),
    responses: { 204: 'Recorded (or ignored, for a bot)', 400: '`{events}` or `{events.0.name}`…', 429: 'Too many reports from this address' },
    handler: async ({ body, req }) => {
      const r = await d.recordEvents({ ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '', events: body.events });
      return r.ok ? ok(undefined) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/googleAnalyticsDetails/:period',
    summary: 'Visitors of the period, in total and per device kind',
    tag: TAG,
    params: period,
    responses: { 200: '`{totalUsers, desktopUsers, mobileUsers, tabletUsers}`', 400: '`{period}`' },
    answer: z.object({ totalUsers: count, desktopUsers: count, mobileUsers: count, tabletUsers: count }),
    handler: async ({ params }) => {
      const r = await d.getVisitorDevices(params.period);
      return r.ok ? ok({ totalUsers: r.value.total, desktopUsers: r.value.desktop, mobileUsers: r.value.mobile, tabletUsers: r.value.tablet }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/googleAnalyticsLists/:period',
    summary: 'Visitors of the period per country, region and city, largest first',
    tag: TAG,
    params: period,
    responses: { 200: '`{countryList, regionList, cityList}`, each `[{name, count}]`', 400: '`{period}`' },
    answer: z.object({ countryList: namedCounts, regionList: namedCounts, cityList: namedCounts }),
    handler: async ({ params }) => {
      const r = await d.getPlaceLists(params.period);
      return r.ok ? ok({ countryList: r.value.countries.map(({ name, count: n }) => ({ name, count: n })), regionList: r.value.regions, cityList: r.value.cities }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getMapData/:period',
    summary: 'Visitors of the period per country, with the ISO 3166-1 alpha-2 code',
    tag: TAG,
    params: period,
    responses: { 200: '`[{country, code, count}]`', 400: '`{period}`' },
    answer: z.array(z.object({ country: z.string(), code: z.string().regex(/^[A-Z]{2}$/), count })),
    handler: async ({ params }) => {
      const r = await d.getPlaceLists(params.period);
      return r.ok ? ok(r.value.countries.filter((c) => c.code !== '').map((c) => ({ country: c.name, code: c.code, count: c.count }))) : r;
    },
  });

  return router;
}
