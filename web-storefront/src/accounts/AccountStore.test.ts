import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { MemoryStorage } from '../../../web-shared/session/storage';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const exp = NOW / 1000 + 3600;

function setup(respond: (r: RecordedRequest) => { status?: number; body?: unknown }, initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  const { fetch, requests } = fakeFetch(respond);
  const store = new RootStore(new ApiClient({ fetch, storage }), { storage, now: () => NOW, log: () => undefined });
  return { store, requests, storage };
}

const product = { _id: 'p1', name: 'Tee', price: 10, originalPrice: null, imageList: [], variants: [], stockLevel: 5, isBundle: false, category: 'solid' };

describe('AccountStore', () => {
  it('signs in with the guest cart, then loads the merged server cart', async () => {
    const token = makeToken({ exp, user: { _id: 'u1' } });
    const { store, requests } = setup(
      (r) => {
        if (r.url === '/api/users/login') return { body: { token } };
        if (r.url === '/api/cart/validateCart/u1') return { body: { dbCart: [{ product, variant: null, quantity: 3 }], warnings: [] } };
        return { status: 404, body: {} };
      },
      { cart: JSON.stringify([{ product: { _id: 'p1', name: 'Tee', price: 10 }, variant: '', quantity: 1 }]) },
    );
    const outcome = await store.account.signIn('ADA@example.com', 'secret');
    expect(outcome).toEqual({ ok: true });
    expect(requests[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret', cart: [{ product: 'p1', variant: null, quantity: 1 }], sync: true });
    expect(store.session.token).toBe(token);
    expect(store.cart.lines).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(store.account.home).toBe('/dashboard');
  });

  it('reports an unverified account', async () => {
    const { store } = setup(() => ({ status: 400, body: { email: 'Please verify', unverified: true } }));
    expect(await store.account.signIn('a@example.com', 'x')).toEqual({ ok: false, status: 400, errors: { email: 'Please verify' }, unverified: true });
    expect(store.session.token).toBeNull();
  });

  it('pages the order history 5 at a time', async () => {
    const orders = Array.from({ length: 7 }, (_, i) => ({ _id: `o${i}`, orderid: `x${i}`, orderStatus: 'Processing', total: 100, created_at: new Date(NOW).toISOString() }));
    const { store } = setup(() => ({ body: orders }), { token: makeToken({ exp }) });
    await store.account.loadOrders();
    expect(store.account.visibleOrders).toHaveLength(5);
    expect(store.account.showOrderPagination).toBe(true);
    store.account.setOrderPage(2);
    expect(store.account.visibleOrders.map((o) => o._id)).toEqual(['o5', 'o6']);
  });

  it('replaces the stored token with the one an address change answers', async () => {
    const fresh = makeToken({ exp, user: { adress: [{ _id: 'a1', streetAdress: '1 Collins St', addressType: 'default' }] } });
    const { store, requests, storage } = setup(() => ({ body: { token: fresh } }), { token: makeToken({ exp }) });
    const outcome = await store.account.addAddress({ streetAdress: '1 Collins St', city: 'Melbourne', region: 'VIC', zipCode: '3000', country: 'Australia', setAsDefault: false });
    expect(outcome.ok).toBe(true);
    expect(requests[0]).toMatchObject({ url: '/api/users/newAddress', body: { user: 'u1', streetAdress: '1 Collins St', addNewAddress: true } });
    expect(storage.getItem('token')).toBe(fresh);
    expect(store.session.user?.adress).toHaveLength(1);
  });

  it('calls logout before dropping the token and the cart', async () => {
    const { store, requests, storage } = setup(() => ({ body: { success: true } }), {
      token: makeToken({ exp }),
      cart: JSON.stringify([{ product: { _id: 'p1', name: 'Tee', price: 10 }, variant: '', quantity: 1 }]),
    });
    await store.account.logout();
    expect(requests[0]).toMatchObject({ url: '/api/users/logout', method: 'POST', headers: { Authorization: expect.stringMatching(/^Bearer /) } });
    expect(storage.getItem('token')).toBeNull();
    expect(store.cart.lines).toEqual([]);
  });
});
