import type { CalendarDate } from '../../domain/dates.js';
import type { CalendarMonth } from '../../domain/dashboard-ranges.js';
import type { ShippingType } from '../../domain/shipping-types.js';

// The back office's dashboard: figures read from the orders and users tables, never written. Every
// sales figure counts orders that are neither cancelled nor deleted, by Melbourne calendar day; test
// orders count only while the shop runs in test mode (`withTestOrders`).

/** Which orders a figure counts. */
export interface FigureScope {
  /** True while the shop runs in test mode (no payment provider configured). */
  withTestOrders: boolean;
}

export interface DaySales {
  totalCents: number;
  orders: number;
}

export interface MonthSales extends CalendarMonth {
  totalCents: number;
}

export interface OrderUnits {
  orders: number;
  units: number;
  totalCents: number;
}

export interface ShippingFigures extends OrderUnits {
  shippingType: ShippingType;
}

/** An order as the dashboard's latest-orders list shows it. */
export interface LatestOrder {
  id: string;
  orderid: string;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  totalCents: number;
  shippingType: string;
  paymentType: string;
  orderStatus: string;
  trackingNumber: string | null;
  testMode: boolean;
}

/** A user as the back office's user list shows it (the `newUser` event carries one). */
export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  dateCreated: Date;
  lastLogin: Date | null;
  isAdmin: boolean;
  isActive: boolean;
  registeredUser: boolean;
  sendOffers: boolean;
  orderCount: number;
}

export interface DashboardReader {
  /** Sales of each of these Melbourne days. */
  salesOn(days: CalendarDate[], scope: FigureScope): Promise<Map<CalendarDate, DaySales>>;
  /** Sales per Melbourne calendar month from the first day of `from` on; months without sales are left out. */
  monthlySales(from: CalendarMonth, scope: FigureScope): Promise<MonthSales[]>;
  /** Active registered customers (verified, active, not administrators), and those created since `since`. */
  customers(since: Date): Promise<{ total: number; since: number }>;
  latestOrders(limit: number): Promise<LatestOrder[]>;
  /** Orders, units sold and order totals (shipping included) of every counted order. */
  orderUnits(scope: FigureScope): Promise<OrderUnits>;
  /** The same per shipping type; types without orders are left out. */
  perShipping(scope: FigureScope): Promise<ShippingFigures[]>;
  /** The user's list row, or undefined when no such user exists (any more). */
  userRow(userId: string): Promise<UserRow | undefined>;
  /** Counted orders that used a coupon, and of those the ones whose coupon took 10 % off. */
  couponUse(scope: FigureScope): Promise<{ withCoupon: number; tenPercentOff: number }>;
}

export interface DashboardDeps {
  reader: DashboardReader;
  clock: { now(): Date };
  scope: FigureScope;
}
