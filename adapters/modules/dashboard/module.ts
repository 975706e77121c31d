import { makeGetAveragePerShipping } from '../../../application/dashboard/get-average-per-shipping.js';
import { makeGetCouponStats } from '../../../application/dashboard/get-coupon-stats.js';
import { makeGetCustomerCounts } from '../../../application/dashboard/get-customer-counts.js';
import { makeGetLatestOrders } from '../../../application/dashboard/get-latest-orders.js';
import { makeGetOrderAverages } from '../../../application/dashboard/get-order-averages.js';
import { makeGetRevenueDetails } from '../../../application/dashboard/get-revenue-details.js';
import { makeGetSaleStats } from '../../../application/dashboard/get-sale-stats.js';
import type { DashboardDeps } from '../../../application/dashboard/ports.js';
import { livePaymentProviders } from '../../platform/config/config.js';
import type { ShopModule } from '../../platform/module.js';
import { T } from '../../platform/tokens.js';
import { postgresDashboardReader } from './dashboard-reader.js';
import { dashboardRouter } from './dashboard-routes.js';

/** The back office's dashboard: read-only figures from the orders and users tables. */
export const dashboardModule: ShopModule = {
  name: 'dashboard',
  routers(c) {
    const deps: DashboardDeps = {
      reader: postgresDashboardReader(c.get(T.db)),
      clock: c.get(T.clock),
      // Test orders count only while the shop itself runs in test mode (admin-api.md "Details settled").
      scope: { withTestOrders: !livePaymentProviders(c.get(T.config)).any },
    };
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
      }),
    ];
  },
};
