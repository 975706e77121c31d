import { describe, expect, it } from 'vitest';
import { ApiClient } from '../api/client';
import { fakeFetch, makeToken } from '../testing/fakes';
import { SessionStore } from './SessionStore';
import { MemoryStorage } from './storage';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const now = () => NOW;
const inAnHour = NOW / 1000 + 3600;

function setup(token: string | null, respond?: Parameters<typeof fakeFetch>[0]) {
  const storage = new MemoryStorage(token ? { token } : {});
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage });
  return { storage, requests, session: new SessionStore(api, storage, now), api };
}

describe('SessionStore', () => {
  it('is logged out without a token', () => {
    const { session } = setup(null);
    expect(session.isLoggedIn).toBe(false);
    expect(session.user).toBeNull();
    expect(session.isAdmin).toBe(false);
  });

  it('exposes the user of a live token', () => {
    const { session } = setup(makeToken({ exp: inAnHour }));
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.email).toBe('ada@example.com');
    expect(session.isAdmin).toBe(false);
  });

  it('drops an expired token at start-up', () => {
    const { session, storage } = setup(makeToken({ exp: NOW / 1000 - 1 }));
    expect(session.isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('drops an unreadable token', () => {
    const { session, storage } = setup('garbage');
    expect(session.isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('expires a token once now() passes exp', () => {
    let clock = NOW;
    const storage = new MemoryStorage({ token: makeToken({ exp: inAnHour }) });
    const session = new SessionStore(new ApiClient({ fetch: fakeFetch().fetch }), storage, () => clock);
    expect(session.checkExpiry()).toBe(true);
    clock = NOW + 3600 * 1000;
    expect(session.checkExpiry()).toBe(false);
    expect(session.isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('setToken stores the token', () => {
    const { session, storage } = setup(null);
    const token = makeToken({ exp: inAnHour, user: { firstName: 'Grace' } });
    session.setToken(token);
    expect(storage.getItem('token')).toBe(token);
    expect(session.user?.firstName).toBe('Grace');
  });

  it('logout calls the server with the token, then drops it', async () => {
    const token = makeToken({ exp: inAnHour });
    const { session, storage, requests } = setup(token);
    await session.logout();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/users/logout', method: 'POST' });
    expect(requests[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(session.isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('logout ignores a server failure', async () => {
    const { session } = setup(makeToken({ exp: inAnHour }), () => ({ status: 500, body: 'boom' }));
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.isLoggedIn).toBe(false);
  });
});
