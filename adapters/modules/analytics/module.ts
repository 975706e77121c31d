import { makeGetPlaceLists, makeGetVisitorDevices } from '../../../application/analytics/get-analytics-figures.js';
import { makeRecordEvents } from '../../../application/analytics/record-events.js';
import type { ShopModule } from '../../platform/module.js';
import { T } from '../../platform/tokens.js';
import { analyticsRouter } from './analytics-routes.js';
import { postgresAnalyticsReader, writeEvents } from './analytics-store.js';
import { BatchWriter } from './batch-writer.js';
import { countryName, offlineClientReader } from './client-reader.js';
import { dailySaltedVisitorIds } from './visitor-ids.js';

/** Where this process queues the events it is sent (tests flush it to read what was written). */
export const ANALYTICS_WRITER = Symbol.for('shop.analytics.writer');

/** The shop's own analytics: the storefront's event reports, written in batches and read from daily rollups. */
export const analyticsModule: ShopModule = {
  name: 'analytics',
  bind(c) {
    c.bind<BatchWriter>(ANALYTICS_WRITER)
      .toResolvedValue((db, log) => new BatchWriter({ write: (events) => writeEvents(db, events), log }), [T.db, T.log])
      .onDeactivation((w) => w.flush());
  },
  routers(c) {
    const db = c.get(T.db);
    const clock = c.get(T.clock);
    const reader = postgresAnalyticsReader(db);
    return [
      analyticsRouter({
        registry: c.get(T.registry),
        limiter: c.get(T.rateLimiter),
        recordEvents: makeRecordEvents({ reader: offlineClientReader, visitors: dailySaltedVisitorIds(db), writer: c.get<BatchWriter>(ANALYTICS_WRITER), clock }),
        getVisitorDevices: makeGetVisitorDevices({ reader, clock }),
        getPlaceLists: makeGetPlaceLists({ reader, clock, countryName }),
      }),
    ];
  },
};
