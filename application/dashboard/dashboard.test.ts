import { describe, expect, it } from 'vitest';
import { makeGetAveragePerShipping } from './get-average-per-shipping.js';
import { makeGetCouponStats } from './get-coupon-stats.js';
import { makeGetCustomerCounts } from './get-customer-counts.js';
import { makeGetOrderAverages } from './get-order-averages.js';
import { makeGetRevenueDetails } from './get-revenue-details.js';
import { makeGetSaleStats } from './get-sale-stats.js';
import type { ShopEvent } from '../platform/events.js';
import { makeLiveFigures } from './live-figures.js';
import type { DashboardReader } from './ports.js';

// 2026-03-01 10:00 in Melbourne (UTC+11): 2026-02-28T23:00Z.
const clock = { now: () => new Date('2026-02-28T23:00:00Z') };
const scope = { withTestOrders: true };

function fakeReader(over: Partial<DashboardReader> = {}): DashboardReader & { seen: unknown[] } {
  const seen: unknown[] = [];
  return {
    seen,
    async salesOn(days) {
      seen.push(days);
      return new Map([['2026-03-01', { totalCents: 15000, orders: 3 }]]);
    },
    async monthlySales(from) {
      seen.push(from);
      return [
        { year: 2025, month: 12, totalCents: 500 },
        { year: 2026, month: 3, totalCents: 700 },
      ];
    },
    async customers(since) {
      seen.push(since);
      return { total: 9, since: 2 };
    },
    async latestOrders() {
      return [];
    },
    async orderUnits() {
      return { orders: 3, units: 7, totalCents: 10000 };
    },
    async perShipping() {
      return [{ shippingType: 'expressShipping', orders: 1, units: 2, totalCents: 2500 }];
    },
    async couponUse() {
      return { withCoupon: 4, tenPercentOff: 1 };
    },
    async userRow() {
      return undefined;
    },
    ...over,
  };
}

describe('dashboard figures', () => {
  it('revenue: today and yesterday are Melbourne days; a day without sales is 0', async () => {
    const reader = fakeReader();
    const r = await makeGetRevenueDetails({ reader, clock, scope })();
    expect(reader.seen[0]).toEqual(['2026-03-01', '2026-02-28']);
    expect(r).toEqual({ ok: true, value: { todaysCents: 15000, yesterdayCents: 0, ordersToday: 3, ordersYesterday: 0 } });
  });

  it('sale stats: one entry per month of the range, empty months 0, and 400 for another range', async () => {
    const reader = fakeReader();
    const r = await makeGetSaleStats({ reader, clock, scope })(6);
    expect(reader.seen[0]).toEqual({ year: 2025, month: 10 });
    expect(r.ok && r.value.map((m) => [m.year, m.month, m.totalCents])).toEqual([
      [2025, 10, 0],
      [2025, 11, 0],
      [2025, 12, 500],
      [2026, 1, 0],
      [2026, 2, 0],
      [2026, 3, 700],
    ]);
    expect(await makeGetSaleStats({ reader, clock, scope })(5)).toMatchObject({ ok: false, code: 'invalid_input', fields: { months: expect.any(String) } });
  });

  it('customers: the week is the last 7 × 24 hours', async () => {
    const reader = fakeReader();
    expect(await makeGetCustomerCounts({ reader, clock })()).toEqual({ ok: true, value: { totalCount: 9, weeklyCount: 2 } });
    expect(reader.seen[0]).toEqual(new Date('2026-02-21T23:00:00Z'));
  });

  it('averages: units per order to 2 decimals, cents per order rounded, 0 without orders', async () => {
    expect(await makeGetOrderAverages({ reader: fakeReader(), scope })()).toEqual({ ok: true, value: { averageOrderSize: 2.33, averageOrderValueCents: 3333 } });
    const none = fakeReader({ orderUnits: async () => ({ orders: 0, units: 0, totalCents: 0 }) });
    expect(await makeGetOrderAverages({ reader: none, scope })()).toEqual({ ok: true, value: { averageOrderSize: 0, averageOrderValueCents: 0 } });
  });

  it('per shipping: all four types with their labels, zeros for types without orders', async () => {
    const r = await makeGetAveragePerShipping({ reader: fakeReader(), scope })();
    expect(r.ok && r.value.map((s) => [s.shippingType, s.label, s.orders])).toEqual([
      ['standardShipping', 'Standard', 0],
      ['freeExpressShipping', 'Free Shipping', 0],
      ['expressShipping', 'Express', 1],
      ['internationalShipping', 'International Shipping', 0],
    ]);
  });

  it('coupon stats', async () => {
    expect(await makeGetCouponStats({ reader: fakeReader(), scope })()).toEqual({ ok: true, value: { orderCount: 4, tenPercentOff: 1 } });
  });
});

describe('live figures', () => {
  const row = {
    id: 'u1',
    firstName: 'Kim',
    lastName: 'Lee',
    email: 'kim@example.com',
    dateCreated: new Date(0),
    lastLogin: null,
    isAdmin: false,
    isActive: false,
    registeredUser: false,
    sendOffers: false,
    orderCount: 1,
  };
  const live = (reader = fakeReader({ userRow: async (id) => (id === 'u1' ? row : undefined) })) =>
    makeLiveFigures({ reader, getRevenueDetails: makeGetRevenueDetails({ reader, clock, scope }), getCustomerCounts: makeGetCustomerCounts({ reader, clock }) });

  it('an order event gives fresh revenue figures', async () => {
    const events: ShopEvent[] = [
      { type: 'order.placed', data: { orderId: 'o', orderid: 'ss1', userId: null, totalCents: 1, createdAt: '', productIds: [] } },
      { type: 'order.cancelled', data: { orderId: 'o', orderid: 'ss1', totalCents: 1, createdAt: '' } },
      { type: 'order.updated', data: { orderId: 'o', orderid: 'ss1', orderStatus: 'Confirmed' } },
    ];
    for (const event of events) {
      expect(await live()(event)).toEqual({ ok: true, value: [{ event: 'revenue', data: { todaysCents: 15000, yesterdayCents: 0, ordersToday: 3, ordersYesterday: 0 } }] });
    }
  });

  it('a new user gives the counts and the list row; a changed one the counts only', async () => {
    expect(await live()({ type: 'user.created', data: { userId: 'u1', registered: false } })).toEqual({
      ok: true,
      value: [
        { event: 'users', data: { totalCount: 9, weeklyCount: 2 } },
        { event: 'newUser', data: row },
      ],
    });
    expect(await live()({ type: 'user.changed', data: { userId: 'u1' } })).toEqual({ ok: true, value: [{ event: 'users', data: { totalCount: 9, weeklyCount: 2 } }] });
    expect(await live()({ type: 'user.created', data: { userId: 'gone', registered: true } })).toEqual({ ok: true, value: [{ event: 'users', data: { totalCount: 9, weeklyCount: 2 } }] });
  });

  it('other events are worth nothing', async () => {
    expect(await live()({ type: 'stock.changed', data: { productIds: [] } })).toEqual({ ok: true, value: [] });
  });
});
