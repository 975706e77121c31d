import { z } from 'zod';
import type { RevenueDetails as RevenueFigures } from '../../../application/dashboard/get-revenue-details.js';
import type { LiveMessage } from '../../../application/dashboard/live-figures.js';
import type { LatestOrder, ShippingFigures, UserRow } from '../../../application/dashboard/ports.js';
import type { CalendarMonth } from '../../../domain/dashboard-ranges.js';
import { ORDER_STATUSES } from '../../../domain/order-status.js';
import { SHIPPING_TYPES } from '../../../domain/shipping-types.js';
import type { AdminOrderRow, AdminUserRow, LiveEvent, RevenueDetails, SaleStat, ShippingSummary } from '../../http/contract/dashboard.js';

const count = z.number().int().min(0);

/** Wire schemas of the dashboard's answers (the OpenAPI document's response schemas). */
export const ANSWERS = {
  revenue: z.object({ todaysTotal: count, yesterdayTotal: count, totalOrdersToday: count, totalOrdersYesterday: count }),
  users: z.object({ totalCount: count, weeklyCount: count }),
  saleStats: z.array(z.object({ _id: z.object({ month: z.number().int().min(1).max(12), year: z.number().int() }), total_sales: count })),
  orderRow: z.object({
    _id: z.string(),
    orderid: z.string(),
    created_at: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    total: count,
    shippingType: z.enum(SHIPPING_TYPES),
    paymentType: z.enum(['stripe', 'paypal']),
    orderStatus: z.enum(ORDER_STATUSES),
    trackingNumber: z.string().nullable(),
  }),
  averageOrderSize: z.object({ averageOrderSize: z.number().min(0) }),
  averageOrderValue: z.object({ averageOrderValue: count }),
  perShipping: z.array(z.object({ _id: z.enum(SHIPPING_TYPES), label: z.string(), totalOrders: count, totalProductsSold: count, totalPriceValue: count })),
  couponStats: z.object({ orderCount: count, tenPercentOff: count }),
};
export const LATEST_ORDERS_ANSWER = z.object({ orders: z.array(ANSWERS.orderRow) });

export const revenueView = (r: RevenueFigures): RevenueDetails => ({
  todaysTotal: r.todaysCents,
  yesterdayTotal: r.yesterdayCents,
  totalOrdersToday: r.ordersToday,
  totalOrdersYesterday: r.ordersYesterday,
});

export const saleStatView = (m: CalendarMonth & { totalCents: number }): SaleStat => ({ _id: { month: m.month, year: m.year }, total_sales: m.totalCents });

export const orderRowView = (o: LatestOrder): AdminOrderRow => ({
  _id: o.id,
  orderid: o.orderid,
  created_at: o.createdAt.toISOString(),
  email: o.email,
  firstName: o.firstName,
  lastName: o.lastName,
  total: o.totalCents,
  shippingType: o.shippingType as AdminOrderRow['shippingType'],
  paymentType: o.paymentType as AdminOrderRow['paymentType'],
  orderStatus: o.orderStatus as AdminOrderRow['orderStatus'],
  trackingNumber: o.trackingNumber,
});

export const shippingView = (s: ShippingFigures & { label: string }): ShippingSummary => ({
  _id: s.shippingType,
  label: s.label,
  totalOrders: s.orders,
  totalProductsSold: s.units,
  totalPriceValue: s.totalCents,
});

export const userRowView = (u: UserRow): AdminUserRow => ({
  _id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  dateCreated: u.dateCreated.toISOString(),
  lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
  isAdmin: u.isAdmin,
  isActive: u.isActive,
  registeredUser: u.registeredUser,
  sendOffers: u.sendOffers,
  orderCount: u.orderCount,
});

/** A realtime message as it goes on the wire. */
export function liveEventView(m: LiveMessage): LiveEvent {
  switch (m.event) {
    case 'revenue':
      return { event: 'revenue', data: revenueView(m.data) };
    case 'users':
      return { event: 'users', data: m.data };
    case 'newUser':
      return { event: 'newUser', data: userRowView(m.data) };
  }
}
