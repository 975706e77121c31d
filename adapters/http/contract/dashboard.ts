/**
 * JSON shapes of the back office's dashboard calls and realtime events (admin-api.md "## Dashboard",
 * "## Realtime"). Types only: the SPA imports them with `import type`. Order figures in cents;
 * `getSaleStats/{months}` with months other than 6, 12, 18, 24 and an unknown period answer 400.
 */
export interface RevenueDetails {
  todaysTotal: number;
  yesterdayTotal: number;
  totalOrdersToday: number;
  totalOrdersYesterday: number;
}

export interface TotalUserDetails {
  totalCount: number;
  weeklyCount: number;
}

export interface SaleStat {
  _id: { month: number; year: number };
  total_sales: number;
}

export interface AdminOrderRow {
  _id: string;
  orderid: string;
  created_at: string;
  email: string;
  firstName: string;
  lastName: string;
  total: number;
  shippingType: 'standardShipping' | 'freeExpressShipping' | 'expressShipping' | 'internationalShipping';
  paymentType: 'stripe' | 'paypal';
  orderStatus: 'Processing' | 'Confirmed' | 'Cancelled';
  trackingNumber: string | null;
}

export interface LatestOrdersAnswer {
  orders: AdminOrderRow[];
}

export interface AverageOrderSize {
  averageOrderSize: number;
}

export interface AverageOrderValue {
  averageOrderValue: number;
}

export interface ShippingSummary {
  _id: 'standardShipping' | 'freeExpressShipping' | 'expressShipping' | 'internationalShipping';
  label: string;
  totalOrders: number;
  totalProductsSold: number;
  totalPriceValue: number;
}

export interface CouponStats {
  orderCount: number;
  tenPercentOff: number;
}

export type AnalyticsPeriod = 'today' | 'yesterday' | '7daysAgo' | '28daysAgo' | '90daysAgo';
export type SaleStatsMonths = 6 | 12 | 18 | 24;

/** A user as the back office's user list shows it (admin-api.md "Details settled"). */
export interface AdminUserRow {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  dateCreated: string;
  lastLogin: string | null;
  isAdmin: boolean;
  isActive: boolean;
  registeredUser: boolean;
  sendOffers: boolean;
  orderCount: number;
}

/** One event of `GET /api/admin/events` (server-sent events: `event:` line, then `data:` with the JSON). */
export type LiveEvent = { event: 'revenue'; data: RevenueDetails } | { event: 'users'; data: TotalUserDetails } | { event: 'newUser'; data: AdminUserRow };
