import { describe, expect, it, vi } from 'vitest';
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

/** A stream fetch that answers each connection with the next script: a status and the chunks it sends, then the end. */
function streamFetch(scripts: { status: number; chunks: string[] }[]) {
  const calls: RequestInit[] = [];
  const fn = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const script = scripts.shift() ?? { status: 200, chunks: [] };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of script.chunks) controller.enqueue(new TextEncoder().encode(c));
        if (scripts.length > 0 || script.status !== 200) controller.close();
      },
    });
    return new Response(script.status === 200 ? body : null, { status: script.status });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

function setup(respond: (r: RecordedRequest) => { status?: number; body?: unknown } = (r) => ({ body: answers[r.url] ?? {} }), stream = streamFetch([])) {
  const token = makeToken({ exp: 4_102_444_800, user: { isAdmin: true } });
  const storage = new MemoryStorage({ token });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined, fetch: stream.fn });
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

describe('live updates', () => {
  it('a revenue event raises today’s orders at once and reads the latest orders again; the token goes in a header', async () => {
    const rising = { ...revenue, totalOrdersToday: 4, todaysTotal: 20000 };
    const stream = streamFetch([{ status: 200, chunks: [': connected\n\n', `event: revenue\ndata: ${JSON.stringify(rising)}\n\n`, 'event: users\ndata: {"totalCount":4,', '"weeklyCount":2}\n\n'] }]);
    const { store, requests, token } = setup(undefined, stream);
    await store.load();
    store.connect();
    await vi.waitFor(() => expect(store.revenue).toEqual(rising));
    await vi.waitFor(() => expect(store.users).toEqual({ totalCount: 4, weeklyCount: 2 }));
    expect(store.live.state).toBe('live');
    expect(store.ordersChange).toBe(4);
    expect((stream.calls[0]?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    await vi.waitFor(() => expect(requests.filter((r) => r.url === '/api/admin/getLatestOrders')).toHaveLength(2));
    store.disconnect();
    expect(store.live.state).toBe('offline');
  });

  it('shows offline after a drop and reconnects by itself', async () => {
    const stream = streamFetch([
      { status: 503, chunks: [] },
      { status: 200, chunks: [`event: revenue\ndata: ${JSON.stringify(revenue)}\n\n`] },
    ]);
    const { root, store } = setup(undefined, stream);
    const delays: number[] = [];
    (store.live as unknown as { stop(): void }).stop();
    const live = new (await import('./LiveStream')).LiveStream({
      fetch: stream.fn,
      token: () => root.session.token,
      onEvent: (e, d) => store.applyEvent(e, d),
      retryDelayMs: (n) => (delays.push(n), 10),
    });
    live.start();
    await vi.waitFor(() => expect(delays).toEqual([1]));
    await vi.waitFor(() => expect(store.revenue).toEqual(revenue));
    expect(live.state).toBe('live');
    live.stop();
  });

  it('an ended session stops the stream and signs the administrator out', async () => {
    const stream = streamFetch([{ status: 401, chunks: [] }]);
    const { root, store } = setup(undefined, stream);
    store.connect();
    await vi.waitFor(() => expect(root.session.token).toBeNull());
    expect(store.live.state).toBe('offline');
    expect(stream.calls).toHaveLength(1);
  });

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
