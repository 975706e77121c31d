import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch, makeToken } from '../../../web-shared/testing/fakes';
import { RootStore } from './RootStore';
import { MemoryStorage } from '../../../web-shared/session/storage';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const inAnHour = NOW / 1000 + 3600;

function setup(token: string | null, respond?: Parameters<typeof fakeFetch>[0]) {
  let clock = NOW;
  const storage = new MemoryStorage(token ? { token } : {});
  const { fetch, requests } = fakeFetch(respond);
  const redirects: string[] = [];
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, now: () => clock, redirect: (url) => redirects.push(url) });
  return { root, storage, requests, redirects, advance: (ms: number) => (clock += ms) };
}

describe('admin access guard', () => {
  it('lets a live administrator in without redirecting', () => {
    const { root, redirects } = setup(makeToken({ exp: inAnHour, user: { isAdmin: true } }));
    expect(root.canSeeAdmin()).toBe(true);
    expect(root.enforceAdminAccess()).toBe(true);
    expect(redirects).toEqual([]);
  });

  it('sends a visitor without a token to /login', () => {
    const { root, redirects } = setup(null);
    expect(root.canSeeAdmin()).toBe(false);
    expect(root.enforceAdminAccess()).toBe(false);
    expect(redirects).toEqual(['/login']);
  });

  it('sends a signed-in customer (not admin) to /login', () => {
    const { root, redirects } = setup(makeToken({ exp: inAnHour, user: { isAdmin: false } }));
    expect(root.enforceAdminAccess()).toBe(false);
    expect(redirects).toEqual(['/login']);
  });

  it('sends an administrator with an expired token to /login and drops the token', () => {
    const { root, redirects, storage, advance } = setup(makeToken({ exp: inAnHour, user: { isAdmin: true } }));
    expect(root.enforceAdminAccess()).toBe(true);
    advance(3600 * 1000);
    expect(root.canSeeAdmin()).toBe(false);
    expect(root.enforceAdminAccess()).toBe(false);
    expect(redirects).toEqual(['/login']);
    expect(storage.getItem('token')).toBeNull();
  });

  it.each([401, 403])('logs the administrator out when the API answers %i', async (status) => {
    const { root, storage } = setup(makeToken({ exp: inAnHour, user: { isAdmin: true } }), () => ({
      status,
      body: { message: 'no' },
    }));
    await expect(root.api.get('/api/orders')).rejects.toMatchObject({ status });
    expect(root.canSeeAdmin()).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it.each([401, 403])('logs the administrator out when a module area’s call answers %i, and the guard then sends them to /login', async (status) => {
    const { root, storage, redirects } = setup(makeToken({ exp: inAnHour, user: { isAdmin: true } }), () => ({ status, body: { message: 'Your session has ended. Please sign in again.' } }));
    await root.audit.history.show({ entityType: 'product', entityId: '00000000-0000-4000-8000-000000000001' });
    expect(root.audit.history.loading).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    expect(root.canSeeAdmin()).toBe(false);
    expect(root.enforceAdminAccess()).toBe(false);
    expect(redirects).toEqual(['/login']);
  });

  it('keeps the session on other errors', async () => {
    const { root } = setup(makeToken({ exp: inAnHour, user: { isAdmin: true } }), () => ({ status: 500 }));
    await root.api.get('/api/orders').catch(() => undefined);
    expect(root.canSeeAdmin()).toBe(true);
  });

  it('logout calls the server, drops the token and goes to /login', async () => {
    const { root, requests, redirects, storage } = setup(makeToken({ exp: inAnHour, user: { isAdmin: true } }));
    await root.logout();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/users/logout']);
    expect(storage.getItem('token')).toBeNull();
    expect(redirects).toEqual(['/login']);
  });
});
