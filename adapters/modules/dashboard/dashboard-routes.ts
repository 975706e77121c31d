import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeGetAveragePerShipping } from '../../../application/dashboard/get-average-per-shipping.js';
import type { makeGetCouponStats } from '../../../application/dashboard/get-coupon-stats.js';
import type { makeGetCustomerCounts } from '../../../application/dashboard/get-customer-counts.js';
import type { makeGetLatestOrders } from '../../../application/dashboard/get-latest-orders.js';
import type { makeGetOrderAverages } from '../../../application/dashboard/get-order-averages.js';
import type { makeGetRevenueDetails } from '../../../application/dashboard/get-revenue-details.js';
import type { makeGetSaleStats } from '../../../application/dashboard/get-sale-stats.js';
import { ok } from '../../../domain/result.js';
import { adminRoute } from '../../http/admin-route.js';
import { fileAnswer } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import type { LiveChannel } from './live-channel.js';
import { ANSWERS, LATEST_ORDERS_ANSWER, orderRowView, revenueView, saleStatView, shippingView } from './dashboard-views.js';

export interface DashboardRoutesDeps {
  registry: ApiRegistry;
  getRevenueDetails: ReturnType<typeof makeGetRevenueDetails>;
  getCustomerCounts: ReturnType<typeof makeGetCustomerCounts>;
  getSaleStats: ReturnType<typeof makeGetSaleStats>;
  getLatestOrders: ReturnType<typeof makeGetLatestOrders>;
  getOrderAverages: ReturnType<typeof makeGetOrderAverages>;
  getAveragePerShipping: ReturnType<typeof makeGetAveragePerShipping>;
  getCouponStats: ReturnType<typeof makeGetCouponStats>;
  live: LiveChannel;
}

const TAG = 'Back office: dashboard';
const months = z.object({
  months: z.enum(['6', '12', '18', '24'], { message: 'Choose 6, 12, 18 or 24 months.' }).transform(Number),
});

/** The dashboard's figures (admin-api.md "## Dashboard"): cents, Melbourne days, cancelled and deleted orders left out. */
export function dashboardRouter(d: DashboardRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/revenueDetails',
    summary: "Today's and yesterday's sales (cents) and order counts",
    tag: TAG,
    responses: { 200: '`{todaysTotal, yesterdayTotal, totalOrdersToday, totalOrdersYesterday}`' },
    answer: ANSWERS.revenue,
    handler: async () => {
      const r = await d.getRevenueDetails();
      return r.ok ? ok(revenueView(r.value)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getTotalUserDetails',
    summary: 'Active registered customers, and those registered in the last 7 days',
    tag: TAG,
    responses: { 200: '`{totalCount, weeklyCount}`' },
    answer: ANSWERS.users,
    handler: async () => d.getCustomerCounts(),
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getSaleStats/:months',
    summary: 'Sales (cents) per calendar month, oldest first, the current month last',
    tag: TAG,
    params: months,
    responses: { 200: '`[{_id: {month, year}, total_sales}]`', 400: '`{months}`: 6, 12, 18 or 24' },
    answer: ANSWERS.saleStats,
    handler: async ({ params }) => {
      const r = await d.getSaleStats(params.months);
      return r.ok ? ok(r.value.map(saleStatView)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getLatestOrders',
    summary: 'The 10 newest orders, newest first',
    tag: TAG,
    responses: { 200: '`{orders}` (order rows)' },
    answer: LATEST_ORDERS_ANSWER,
    handler: async () => {
      const r = await d.getLatestOrders();
      return r.ok ? ok({ orders: r.value.map(orderRowView) }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getAverageOrderSize',
    summary: 'Units per order (2 decimals)',
    tag: TAG,
    responses: { 200: '`{averageOrderSize}`' },
    answer: ANSWERS.averageOrderSize,
    handler: async () => {
      const r = await d.getOrderAverages();
      return r.ok ? ok({ averageOrderSize: r.value.averageOrderSize }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getAverageOrderValue',
    summary: 'Cents per order',
    tag: TAG,
    responses: { 200: '`{averageOrderValue}`' },
    answer: ANSWERS.averageOrderValue,
    handler: async () => {
      const r = await d.getOrderAverages();
      return r.ok ? ok({ averageOrderValue: r.value.averageOrderValueCents }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getAveragePerShipping',
    summary: 'Orders, units and order totals (cents) per shipping type, all four types',
    tag: TAG,
    responses: { 200: '`[{_id, label, totalOrders, totalProductsSold, totalPriceValue}]`' },
    answer: ANSWERS.perShipping,
    handler: async () => {
      const r = await d.getAveragePerShipping();
      return r.ok ? ok(r.value.map(shippingView)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/calculateCouponStats',
    summary: 'Orders that used a coupon, and how many of them a 10 % coupon',
    tag: TAG,
    responses: { 200: '`{orderCount, tenPercentOff}`' },
    answer: ANSWERS.couponStats,
    handler: async () => d.getCouponStats(),
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/events',
    summary: 'Realtime figures: a server-sent-events stream of `revenue`, `users` and `newUser`',
    description:
      'Send the bearer token in the Authorization header (read the stream with fetch). `revenue` `{todaysTotal, yesterdayTotal, totalOrdersToday, totalOrdersYesterday}` after any order is placed, updated, cancelled or deleted; `users` `{totalCount, weeklyCount}` after any user is created, changed or deleted; `newUser` the user list row of a new user. A comment line every 25 s; the stream ends when the session does.',
    tag: TAG,
    responses: { 200: '`text/event-stream`' },
    answer: fileAnswer('text/event-stream'),
    handler: async ({ req, res, actor }) => {
      d.live.open(req, res, { sessionId: req.user?.sessionId ?? '', userId: actor.userId });
      return ok(undefined);
    },
  });

  return router;
}
