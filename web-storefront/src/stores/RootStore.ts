import type { ApiClient } from '../api/client';
import { CartStore } from './CartStore';
import { SessionStore } from './SessionStore';
import { browserStorage, type KeyValueStorage } from './storage';
import { UiStore } from './UiStore';

export interface RootStoreOptions {
  /** Defaults to window.localStorage (memory when unavailable). Tests pass a MemoryStorage. */
  storage?: KeyValueStorage;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
}

/** The one store tree of the storefront. */
export class RootStore {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly ui: UiStore;

  constructor(api: ApiClient, options: RootStoreOptions = {}) {
    const storage = options.storage ?? browserStorage();
    this.api = api;
    this.session = new SessionStore(api, storage, options.now);
    this.cart = new CartStore(storage, () => !this.session.isLoggedIn);
    this.ui = new UiStore();
    // A 401 means the server no longer knows the session: forget the token.
    api.onAuthFailure(() => this.session.clearToken());
  }
}
