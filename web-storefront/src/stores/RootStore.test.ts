import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch } from '../../../web-shared/testing/fakes';
import { RootStore } from './RootStore';

// The stores of the checkout and account pages, watched: how many of each were made.
const { made, counted } = vi.hoisted(() => {
  const made = { checkout: 0, account: 0, dataRights: 0 };
  // The class itself, counting each `new` (MobX's makeAutoObservable refuses subclasses).
  const counted = <C extends abstract new (...args: never[]) => unknown>(store: C, key: keyof typeof made): C =>
    new Proxy(store, {
      construct(target, args, newTarget) {
        made[key] += 1;
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
  return { made, counted };
});
vi.mock('../checkout/CheckoutStore', async (importOriginal) => {
  const { CheckoutStore } = await importOriginal<typeof import('../checkout/CheckoutStore')>();
  return { CheckoutStore: counted(CheckoutStore, 'checkout') };
});
vi.mock('../accounts/AccountStore', async (importOriginal) => {
  const { AccountStore } = await importOriginal<typeof import('../accounts/AccountStore')>();
  return { AccountStore: counted(AccountStore, 'account') };
});
vi.mock('../accounts/DataRightsStore', async (importOriginal) => {
  const { DataRightsStore } = await importOriginal<typeof import('../accounts/DataRightsStore')>();
  return { DataRightsStore: counted(DataRightsStore, 'dataRights') };
});

describe('RootStore', () => {
  it('makes the checkout, account and data-rights stores when a page first asks for them, once, over the shared cart and session', () => {
    const storage = new MemoryStorage();
    const { fetch } = fakeFetch(() => ({ status: 404, body: {} }));
    const store = new RootStore(new ApiClient({ fetch, storage }), { storage, log: () => undefined });
    expect(made).toEqual({ checkout: 0, account: 0, dataRights: 0 });

    store.cart.addLine({ _id: 'p1', name: 'Trail Tee', price: 49.95 }, 'M', 2);
    const checkout = store.checkout;
    expect(store.checkout).toBe(checkout);
    expect(checkout.lines).toEqual(store.cart.lines);
    expect(store.account).toBe(store.account);
    expect(store.dataRights).toBe(store.dataRights);
    expect(made).toEqual({ checkout: 1, account: 1, dataRights: 1 });
  });
});
