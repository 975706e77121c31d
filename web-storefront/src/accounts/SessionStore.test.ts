import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { SessionStore } from './SessionStore';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const now = () => NOW;
const inAnHour = NOW / 1000 + 3600;

/** A signed-out storefront session whose server answers with `respond`. */
function signedOut(respond: Parameters<typeof fakeFetch>[0]) {
  const storage = new MemoryStorage();
  const { fetch, requests } = fakeFetch(respond);
  return { storage, requests, session: new SessionStore(new ApiClient({ fetch, storage }), storage, now) };
}

describe('storefront SessionStore', () => {
  it('keeps its account calls bound when handed on as callbacks', async () => {
    const { session, requests } = signedOut(() => ({ body: { success: true } }));
    const { resendVerification, logout } = session;
    await expect(resendVerification(' Ada@Example.com ')).resolves.toEqual({ ok: true });
    await logout();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/users/verify-user']);
    expect(requests[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('stores the token of a successful login and tells observers', async () => {
    const token = makeToken({ exp: inAnHour, user: { firstName: 'Grace' } });
    const { session, storage } = signedOut(() => ({ body: { token } }));
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(session.user?.firstName));
    await expect(session.login('grace@example.com', 'secret')).resolves.toEqual({ ok: true });
    stop();
    expect(storage.getItem('token')).toBe(token);
    expect(seen).toEqual([undefined, 'Grace']);
  });
});

describe('RootStore', () => {
  it('forgets the token when the server answers 401', async () => {
    const storage = new MemoryStorage({ token: makeToken({ exp: inAnHour }) });
    const { fetch } = fakeFetch(() => ({ status: 401, body: { message: 'Session expired' } }));
    const root = new RootStore(new ApiClient({ fetch, storage, authFailureStatuses: [401] }), { storage, now });
    expect(root.session.isLoggedIn).toBe(true);
    await root.api.get('/api/anything').catch(() => undefined);
    expect(root.session.isLoggedIn).toBe(false);
  });
});
