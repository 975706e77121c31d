import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { CartLine } from '../cart/CartStore';
import { RootStore } from '../stores/RootStore';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { StoreProvider } from '../stores/StoreContext';
import { fakeApiClient, makeToken } from '../../../web-shared/testing/fakes';

export interface StoryStoreOptions {
  loggedIn?: boolean;
  cart?: CartLine[];
  cartOpen?: boolean;
  menuOpen?: boolean;
  path?: string;
}

const FAR_FUTURE = 4_102_444_800; // 2100-01-01, seconds

/** A RootStore over a fake API client and memory storage, seeded for a story. */
export function storyStore(options: StoryStoreOptions = {}): RootStore {
  const storage = new MemoryStorage();
  if (options.loggedIn) storage.setItem('token', makeToken({ exp: FAR_FUTURE }));
  if (options.cart) storage.setItem('cart', JSON.stringify(options.cart));
  const store = new RootStore(fakeApiClient(), { storage });
  // A story shows a page in use: hydrated, with the shopper's cart and session showing.
  store.ui.markLive();
  if (options.cartOpen) store.ui.openCart();
  if (options.menuOpen) store.ui.openMenu();
  return store;
}

/** Wraps a story in a router and a freshly built store. */
export function withStores(options: StoryStoreOptions = {}): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <StoreProvider store={storyStore(options)}>
        <Story />
      </StoreProvider>
    </MemoryRouter>
  );
}

export const SAMPLE_CART: CartLine[] = [
  { product: { _id: 'p1', name: 'Trail Tee', price: 49.95 }, variant: 'm', quantity: 1 },
  { product: { _id: 'p2', name: 'Merino Beanie', price: 39 }, variant: 'one', quantity: 1 },
];
