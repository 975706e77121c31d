import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { parseEvents } from './LiveStream';

const revenue = { todaysTotal: 15000, yesterdayTotal: 10000, totalOrdersToday: 3, totalOrdersYesterday: 0 };
const answers: Record<string, unknown> = {
  '/api/admin/revenueDetails': revenue,
  '/api/admin/getTotalUserDetails': { totalCount: 3, weeklyCount: 1 },
  '/api/admin/getLatestOrders': { orders: [] },
  '/api/admin/getAverageOrderSize': { averageOrderSize: 2.5 },
  '/api/admin/getAverageOrderValue': { averageOrderValue: 4999 },
  '/api/admin/getAveragePerShipping': [],
  '/api/admin/calculateCouponStats': { orderCount: 4, tenPercentOff: 1 },
  '/api/admin/getSaleStats/6': [{ _id: { month: 3, year: 2026 }, total_sales: 100 }],
  '/api/admin/getSaleStats/24': [{ _id: { month: 3, year: 2026 }, total_sales: 2400 }],
  '/api/admin/googleAnalyticsDetails/7daysAgo': { totalUsers: 5, desktopUsers: 3, mobileUsers: 1, tabletUsers: 1 },
  '/api/admin/googleAnalyticsLists/7daysAgo': { countryList: [{ name: 'Australia', count: 5 }], regionList: [], cityList: [] },
  '/api/admin/getMapData/7daysAgo': [{ country: 'Australia', code: 'AU', count: 5 }],
  '/api/admin/googleAnalyticsDetails/today': { totalUsers: 1, desktopUsers: 1, mobileUsers: 0, tabletUsers: 0 },
  '/api/admin/googleAnalyticsLists/today': { countryList: [], regionList: [], cityList: [] },
  '/api/admin/getMapData/today': [],
};

function setup(respond: (r: RecordedRequest) => { status?: number; body?: unknown } = (r) => ({ body: answers[r.url] ?? {} })) {
  const token = makeToken({ exp: 4_102_444_800, user: { isAdmin: true } });
  const storage = new MemoryStorage({ token });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.dashboard, requests, token };
}

describe('the dashboard', () => {
  it('loads every figure and gives the percent changes of the domain’s rule', async () => {
    const { store } = setup();
    await store.load();
    expect(store.revenue).toEqual(revenue);
    expect([store.salesChange, store.ordersChange, store.usersChange]).toEqual([50, 3, 33]);
    expect(store.sales).toEqual([{ _id: { month: 3, year: 2026 }, total_sales: 100 }]);
    expect(store.details?.totalUsers).toBe(5);
    expect(store.map).toEqual([{ country: 'Australia', code: 'AU', count: 5 }]);
    expect([store.averageOrderSize, store.averageOrderValue, store.coupons]).toEqual([2.5, 4999, { orderCount: 4, tenPercentOff: 1 }]);
    expect(store.error).toBeNull();
  });

  it('changes the chart’s range and the analytics period', async () => {
    const { store, requests } = setup();
    await store.load();
    await store.setMonths(24);
    expect(store.sales[0]?.total_sales).toBe(2400);
    await store.setPeriod('today');
    expect(store.details?.totalUsers).toBe(1);
    expect(requests.map((r) => r.url)).toContain('/api/admin/getMapData/today');
  });

  it('keeps a failure as the screen’s error', async () => {
    const { store } = setup(() => ({ status: 500, body: { message: 'Something went wrong.' } }));
    await store.load();
    expect(store.error).toMatch(/^Something went wrong/);
    expect(store.revenue).toBeNull();
  });
});

describe('the summary cards’ figures', () => {
  it('reads only today’s revenue and the users; an event taken meanwhile is not undone by the older answer', async () => {
    const { store, requests } = setup();
    await store.loadSummary();
    expect([store.revenue, store.users, store.ordersChange]).toEqual([revenue, { totalCount: 3, weeklyCount: 1 }, 3]);
    expect(requests.map((r) => r.url).sort()).toEqual(['/api/admin/getTotalUserDetails', '/api/admin/revenueDetails']);
    const rising = { ...revenue, totalOrdersToday: 5 };
    const reading = store.loadSummary();
    store.applyEvent('revenue', rising);
    await reading;
    expect(store.revenue).toEqual(rising);
    expect(store.users).toEqual({ totalCount: 3, weeklyCount: 1 });
  });

  it('keeps the figures shown when the reading fails', async () => {
    let fail = false;
    const { store } = setup((r) => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : { body: answers[r.url] ?? {} }));
    await store.loadSummary();
    fail = true;
    await store.loadSummary();
    expect(store.revenue).toEqual(revenue);
  });
});

describe('the realtime channel’s text', () => {
  it('parses server-sent events split anywhere, skipping comments', () => {
    const seen: [string, string][] = [];
    const rest = parseEvents(': hi\n\nevent: users\ndata: {"a":1}\n\nevent: revenue\ndata: {"b"', (e, d) => seen.push([e, d]));
    expect(seen).toEqual([['users', '{"a":1}']]);
    parseEvents(`${rest}:2}\n\n`, (e, d) => seen.push([e, d]));
    expect(seen).toEqual([
      ['users', '{"a":1}'],
      ['revenue', '{"b":2}'],
    ]);
  });
});
