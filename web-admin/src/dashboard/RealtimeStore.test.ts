import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import type { AdminUserRow } from '../users/users-api';
import { RealtimeStore } from './RealtimeStore';

const revenue = { todaysTotal: 15000, yesterdayTotal: 10000, totalOrdersToday: 3, totalOrdersYesterday: 0 };
const answers: Record<string, unknown> = {
  '/api/admin/revenueDetails': revenue,
  '/api/admin/getTotalUserDetails': { totalCount: 3, weeklyCount: 1 },
  '/api/admin/getLatestOrders': { orders: [] },
  '/api/admin/getSaleStats/6': [],
};
const adminToken = makeToken({ exp: 4_102_444_800, user: { isAdmin: true } });
const shopperToken = makeToken({ exp: 4_102_444_800, user: { isAdmin: false } });

const userRow = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  _id: '00000000-0000-4000-8000-0000000000aa',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dateCreated: '2026-11-01T00:00:00.000Z',
  lastLogin: null,
  isAdmin: false,
  isActive: true,
  registeredUser: true,
  sendOffers: false,
  orderCount: 0,
  ...over,
});

/** A stream fetch answering each connection with the next script (status, chunks); the last 200 stays open. */
function streamFetch(scripts: { status: number; chunks: string[] }[]) {
  const calls: { init: RequestInit; aborted: () => boolean }[] = [];
  const fn = (async (_url: string, init: RequestInit) => {
    calls.push({ init, aborted: () => init.signal?.aborted === true });
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

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

function setup(token: string | null, stream: ReturnType<typeof streamFetch>) {
  const storage = new MemoryStorage(token ? { token } : {});
  const { fetch, requests } = fakeFetch((r) => ({ body: answers[r.url] ?? {} }));
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined, fetch: stream.fn });
  return { root, requests };
}

describe('the one realtime channel of the back office', () => {
  it('opens when an administrator is signed in and closes on logout, whatever screen is shown', async () => {
    const stream = streamFetch([{ status: 200, chunks: [': connected\n\n'] }]);
    const { root } = setup(null, stream);
    const unfollow = root.realtime.follow();
    expect(stream.calls).toHaveLength(0); // nobody signed in
    root.session.setToken(shopperToken);
    expect(stream.calls).toHaveLength(0); // a shopper gets no admin stream
    root.session.setToken(adminToken);
    await vi.waitFor(() => expect(root.realtime.live.state).toBe('live'));
    expect(stream.calls).toHaveLength(1);
    expect((stream.calls[0]!.init.headers as Record<string, string>).authorization).toBe(`Bearer ${adminToken}`);
    expect(root.realtime.follow()).toBe(unfollow); // still one channel
    await root.logout();
    expect(root.realtime.live.state).toBe('offline');
    expect(stream.calls[0]!.aborted()).toBe(true);
    expect(stream.calls).toHaveLength(1);
    unfollow();
  });

  it('revenue and users events update the summary cards at once; a newUser event puts the user first or replaces the row', async () => {
    const rising = { ...revenue, totalOrdersToday: 4, todaysTotal: 20000 };
    const grace = userRow({ _id: '00000000-0000-4000-8000-0000000000bb', firstName: 'Grace' });
    const stream = streamFetch([
      {
        status: 200,
        chunks: [event('revenue', rising), event('users', { totalCount: 4, weeklyCount: 2 }), event('newUser', grace), event('newUser', userRow({ firstName: 'Augusta' }))],
      },
    ]);
    const { root, requests } = setup(adminToken, stream);
    root.users.list.items = [userRow()];
    root.users.list.count = 1;
    const unfollow = root.realtime.follow();
    await vi.waitFor(() => expect(root.users.list.items.map((u) => u.firstName)).toEqual(['Grace', 'Augusta']));
    expect(root.users.list.count).toBe(2);
    expect(root.dashboard.revenue).toEqual(rising);
    expect(root.dashboard.ordersChange).toBe(4);
    expect(root.dashboard.users).toEqual({ totalCount: 4, weeklyCount: 2 });
    expect(root.dashboard.usersChange).toBe(50);
    await vi.waitFor(() => expect(requests.filter((r) => r.url === '/api/admin/getLatestOrders')).toHaveLength(1));
    unfollow();
  });

  it('skips a newUser event that is not a user row, and unknown events', async () => {
    const stream = streamFetch([{ status: 200, chunks: [event('newUser', { firstName: 'No id' }), event('constructor', {}), event('newUser', userRow())] }]);
    const { root } = setup(adminToken, stream);
    const unfollow = root.realtime.follow();
    await vi.waitFor(() => expect(root.users.list.items).toHaveLength(1));
    expect(root.users.list.items[0]!.firstName).toBe('Ada');
    unfollow();
  });

  it('reads the summary again on each (re)connection and reconnects by itself after a drop', async () => {
    const stream = streamFetch([
      { status: 200, chunks: [] },
      { status: 503, chunks: [] },
      { status: 200, chunks: [] },
    ]);
    const { root, requests } = setup(adminToken, stream);
    const delays: number[] = [];
    const realtime = new RealtimeStore(root, { fetch: stream.fn, retryDelayMs: (n) => (delays.push(n), 5) });
    const unfollow = realtime.follow();
    await vi.waitFor(() => expect(stream.calls).toHaveLength(3));
    await vi.waitFor(() => expect(realtime.live.state).toBe('live'));
    expect(delays).toEqual([1, 2]);
    await vi.waitFor(() => expect(requests.filter((r) => r.url === '/api/admin/revenueDetails')).toHaveLength(2));
    expect(root.dashboard.revenue).toEqual(revenue);
    unfollow();
    expect(realtime.live.state).toBe('offline');
  });

  it('an ended session stops the stream and signs the administrator out', async () => {
    const stream = streamFetch([{ status: 401, chunks: [] }]);
    const { root } = setup(adminToken, stream);
    const unfollow = root.realtime.follow();
    await vi.waitFor(() => expect(root.session.token).toBeNull());
    expect(root.realtime.live.state).toBe('offline');
    expect(stream.calls).toHaveLength(1);
    unfollow();
  });
});
