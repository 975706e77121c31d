import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { RootStore } from '../stores/RootStore';
import { EXPORT_FAILED } from './DataRightsStore';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const token = makeToken({ exp: NOW / 1000 + 3600, user: { _id: 'u1' } });
const cartLine = { product: { _id: 'p1', name: 'Tee', price: 10 }, variant: '', quantity: 1 };
const exported = { exportedAt: '2026-11-25T12:00:00.000Z', profile: { email: 'a@example.com' }, addresses: [], orders: [], reviews: [] };

function setup(respond: (r: RecordedRequest) => { status?: number; body?: unknown }) {
  const storage = new MemoryStorage({ token, cart: JSON.stringify([cartLine]) });
  const { fetch, requests } = fakeFetch(respond);
  const saved: { name: string; type: string; text: string }[] = [];
  const store = new RootStore(new ApiClient({ fetch, storage }), { storage, now: () => NOW, log: () => undefined, saveFile: (name, type, text) => saved.push({ name, type, text }) });
  return { store, requests, saved, storage };
}

describe('DataRightsStore', () => {
  it('downloads the export as a dated JSON file', async () => {
    const { store, requests, saved } = setup(() => ({ body: exported }));
    const pending = store.dataRights.downloadData();
    expect(store.dataRights.exporting).toBe(true);
    await pending;
    expect(requests.map((r) => [r.method, r.url])).toEqual([['GET', '/api/users/data-export']]);
    expect(saved).toEqual([{ name: 'my-data-2026-11-25.json', type: 'application/json', text: JSON.stringify(exported, null, 2) }]);
    expect(store.dataRights).toMatchObject({ exporting: false, exportError: null });
  });

  it('says so when the export fails, and saves nothing', async () => {
    const { store, saved } = setup(() => ({ status: 503, body: { message: 'down' } }));
    await store.dataRights.downloadData();
    expect(saved).toEqual([]);
    expect(store.dataRights.exportError).toBe(EXPORT_FAILED);
  });

  it('shows the server message for a wrong password and stays signed in', async () => {
    const { store, requests } = setup(() => ({ status: 400, body: { password: 'The password is not correct.' } }));
    store.dataRights.openDelete();
    store.dataRights.setPassword('guess');
    expect(await store.dataRights.deleteAccount()).toBe(false);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/users/delete-account', body: { password: 'guess' } });
    expect(store.dataRights.deleteErrors).toEqual({ password: 'The password is not correct.' });
    expect(store.dataRights.confirmingDelete).toBe(true);
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('asks for the password before calling the server', async () => {
    const { store, requests } = setup(() => ({ body: { success: true } }));
    store.dataRights.openDelete();
    expect(await store.dataRights.deleteAccount()).toBe(false);
    expect(requests).toEqual([]);
    expect(store.dataRights.deleteErrors).toEqual({ password: 'Required field' });
  });

  it('forgets the token and the cart once the account is deleted', async () => {
    const { store, storage } = setup(() => ({ body: { success: true } }));
    expect(store.cart.lines).toHaveLength(1);
    store.dataRights.openDelete();
    store.dataRights.setPassword('correct horse battery');
    expect(await store.dataRights.deleteAccount()).toBe(true);
    expect(store.session.isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    expect(store.cart.lines).toEqual([]);
    expect(store.dataRights).toMatchObject({ confirmingDelete: false, password: '', deleting: false });
  });
});
