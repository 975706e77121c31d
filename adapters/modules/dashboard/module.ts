import { makeGetAveragePerShipping } from '../../../application/dashboard/get-average-per-shipping.js';
import { makeGetCouponStats } from '../../../application/dashboard/get-coupon-stats.js';
import { makeGetCustomerCounts } from '../../../application/dashboard/get-customer-counts.js';
import { makeGetLatestOrders } from '../../../application/dashboard/get-latest-orders.js';
import { makeGetOrderAverages } from '../../../application/dashboard/get-order-averages.js';
import { makeGetRevenueDetails } from '../../../application/dashboard/get-revenue-details.js';
import { makeGetSaleStats } from '../../../application/dashboard/get-sale-stats.js';
import { makeLiveFigures } from '../../../application/dashboard/live-figures.js';
import type { DashboardDeps } from '../../../application/dashboard/ports.js';
import { EVENT_CHANNELS, type ShopEvent } from '../../../application/platform/events.js';
import { livePaymentProviders } from '../../platform/config/config.js';
import type { ShopModule } from '../../platform/module.js';
import type { Container } from 'inversify';
import { ACCOUNTS, T } from '../../platform/tokens.js';
import { postgresDashboardReader } from './dashboard-reader.js';
import { dashboardRouter } from './dashboard-routes.js';
import { liveEventView } from './dashboard-views.js';
import { LiveChannel } from './live-channel.js';

const LIVE = Symbol.for('shop.dashboard.live');

function dashboardDeps(c: Container): DashboardDeps {
  return {
    reader: postgresDashboardReader(c.get(T.db)),
    clock: c.get(T.clock),
    // Test orders count only while the shop itself runs in test mode (admin-api.md "Details settled").
    scope: { withTestOrders: !livePaymentProviders(c.get(T.config)).any },
  };
}

/** The back office's dashboard: read-only figures from the orders and users tables. */
export const dashboardModule: ShopModule = {
  name: 'dashboard',
  bind(c) {
    c.bind(LIVE).toResolvedValue((adminSessionLive, log) => new LiveChannel({ adminSessionLive, log }), [ACCOUNTS.adminSessionLive, T.log]);
  },
  routers(c) {
    const deps = dashboardDeps(c);
    return [
      dashboardRouter({
        registry: c.get(T.registry),
        getRevenueDetails: makeGetRevenueDetails(deps),
        getCustomerCounts: makeGetCustomerCounts(deps),
        getSaleStats: makeGetSaleStats(deps),
        getLatestOrders: makeGetLatestOrders(deps),
        getOrderAverages: makeGetOrderAverages(deps),
        getAveragePerShipping: makeGetAveragePerShipping(deps),
        getCouponStats: makeGetCouponStats(deps),
        live: c.get<LiveChannel>(LIVE),
      }),
    ];
  },
  subscriptions(c) {
    // Every web process hears every order and user event over the bus and tells its own open dashboards.
    const deps = dashboardDeps(c);
    const figures = makeLiveFigures({ reader: deps.reader, getRevenueDetails: makeGetRevenueDetails(deps), getCustomerCounts: makeGetCustomerCounts(deps) });
    const live = c.get<LiveChannel>(LIVE);
    const log = c.get(T.log);
    let queue = Promise.resolve();
    const handle = (event: ShopEvent) => {
      if (live.size === 0) return;
      queue = queue
        .then(async () => {
          const r = await figures(event);
          if (r.ok) await live.send(r.value.map(liveEventView));
        })
        .catch((error: unknown) => log.warn({ err: error, type: event.type }, 'realtime figures not sent'));
    };
    return [
      { channel: EVENT_CHANNELS['order.placed'], handle },
      { channel: EVENT_CHANNELS['user.created'], handle },
    ];
  },
};
