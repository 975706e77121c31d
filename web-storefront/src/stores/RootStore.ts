import { CartApi } from '../cart/cart-api';
import { CatalogApi } from '../catalog/catalog-api';
import { EngagementApi } from '../engagement/engagement-api';
import { OrdersApi } from '../orders/orders-api';
import type { ApiClient } from '../../../web-shared/api/client';
import { AccountStore } from '../accounts/AccountStore';
import { DataRightsStore } from '../accounts/DataRightsStore';
import { browserSaveFile, type SaveFile } from '../accounts/save-file';
import { CheckoutApi } from '../checkout/checkout-api';
import { CheckoutStore } from '../checkout/CheckoutStore';
import { PlacesApi } from '../places/places-api';
import { CartSync } from '../cart/CartSync';
import { CatalogStore } from '../catalog/CatalogStore';
import { CartStore } from '../cart/CartStore';
import { SessionStore } from '../accounts/SessionStore';
import { browserStorage, type KeyValueStorage } from '../../../web-shared/session/storage';
import { UiStore } from './UiStore';
import { WelcomeStore } from '../engagement/WelcomeStore';
import { ConsentStore } from '../consent/ConsentStore';
import { ConsentApi } from '../consent/consent-api';
import { browserScriptLoader, startThirdParties } from '../consent/third-party';
import { shopAnalytics } from '../analytics/analytics-api';
import type { PageState } from '../../../adapters/http/contract/storefront-page.js';
import type { ProductDetail, Product } from '../catalog/catalog-api';

export interface RootStoreOptions {
  /** Defaults to window.localStorage (memory when unavailable). Tests pass a MemoryStorage. */
  storage?: KeyValueStorage;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** Where failures that are only logged go (spec §8); console.error by default. */
  log?: (error: unknown) => void;
  /** The data the server rendered the page with (ADR 050): the stores start from it instead of fetching it again. */
  pageState?: PageState;
  /** How a generated file reaches the person (the data export); a browser download by default. */
  saveFile?: SaveFile;
}

/** The one store tree of the storefront. */
export class RootStore {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly ui: UiStore;
  readonly catalogApi: CatalogApi;
  readonly cartApi: CartApi;
  readonly engagementApi: EngagementApi;
  readonly ordersApi: OrdersApi;
  /** Address autofill calls (each address form builds its own AddressAutofill over it). */
  readonly places: PlacesApi;
  readonly catalog: CatalogStore;
  readonly cartSync: CartSync;
  readonly welcome: WelcomeStore;
  /** The shopper's choice about the owner's optional third-party analytics. */
  readonly consent: ConsentStore;
  readonly log: (error: unknown) => void;
  /** The server-rendered product page's data, taken once by the page it was rendered for. */
  #product: PageState['product'];
  /** The stores of the checkout and account pages, made when a page first asks for them (see the getters). */
  #checkout: CheckoutStore | undefined;
  #account: AccountStore | undefined;
  #dataRights: DataRightsStore | undefined;
  readonly #storage: KeyValueStorage;
  readonly #saveFile: SaveFile;

  constructor(api: ApiClient, options: RootStoreOptions = {}) {
    const storage = options.storage ?? browserStorage();
    this.api = api;
    this.session = new SessionStore(api, storage, options.now);
    this.cart = new CartStore(storage, () => !this.session.isLoggedIn);
    this.ui = new UiStore();
    this.log = options.log ?? ((error) => console.error(error));
    this.cartApi = new CartApi(api);
    this.engagementApi = new EngagementApi(api);
    this.ordersApi = new OrdersApi(api);
    this.catalogApi = new CatalogApi(api);
    this.places = new PlacesApi(api);
    this.catalog = new CatalogStore(this.catalogApi, this.log);
    if (options.pageState) this.catalog.seed(options.pageState);
    this.#product = options.pageState?.product;
    this.cartSync = new CartSync(this.cartApi, this.cart, this.session, storage, this.log);
    this.welcome = new WelcomeStore(storage);
    this.#storage = storage;
    this.#saveFile = options.saveFile ?? browserSaveFile;
    this.consent = new ConsentStore({
      api: new ConsentApi(api),
      storage,
      analytics: shopAnalytics,
      start: (config) => startThirdParties(config, browserScriptLoader),
      currentPath: () => location.pathname,
      log: this.log,
    });
    // A 401 means the server no longer knows the session: forget the token.
    api.onAuthFailure(() => this.session.clearToken());
  }

  // Checkout, account and data-rights stores are made on first use: most pages (home, shop, product,
  // every server render) never show them, and making them (hundreds of observables and actions) was a
  // third of the cost of a product page's stores.

  get checkout(): CheckoutStore {
    return (this.#checkout ??= new CheckoutStore({ api: new CheckoutApi(this.api), cartApi: this.cartApi, cart: this.cart, session: this.session, storage: this.#storage, log: this.log }));
  }

  get account(): AccountStore {
    return (this.#account ??= new AccountStore(this.api, this.session, this.cart, this.log));
  }

  /** Download my data, delete my account. */
  get dataRights(): DataRightsStore {
    return (this.#dataRights ??= new DataRightsStore(this.api, this.session, this.cart, this.#saveFile, this.log));
  }

  /** The server-rendered data of product `productId` (once: a later visit to the page loads it afresh). */
  takeProduct(productId: string): { detail: ProductDetail | null; related: Product[] } | undefined {
    const seeded = this.#product;
    if (!seeded || seeded.id !== productId) return undefined;
    this.#product = undefined;
    return seeded;
  }
}
