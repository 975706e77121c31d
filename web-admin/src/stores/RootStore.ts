import type { ApiClient } from '../../../web-shared/api/client';
import { SessionStore } from '../../../web-shared/session/SessionStore';
import { browserStorage, type KeyValueStorage } from '../../../web-shared/session/storage';
import { AuditApi } from '../audit/audit-api';
import { AuditStore } from '../audit/AuditStore';
import { CategoriesApi } from '../categories/categories-api';
import { CategoriesStore } from '../categories/CategoriesStore';
import { DashboardApi } from '../dashboard/dashboard-api';
import { DashboardStore } from '../dashboard/DashboardStore';
import { RealtimeStore } from '../dashboard/RealtimeStore';
import { ProductsApi } from '../products/products-api';
import { ProductsStore } from '../products/ProductsStore';
import { BulkApi } from '../products/bulk/bulk-api';
import { BulkEditStore } from '../products/bulk/BulkEditStore';
import { CouponsApi } from '../coupons/coupons-api';
import { CouponsStore } from '../coupons/CouponsStore';
import { ReviewsApi } from '../reviews/reviews-api';
import { ReviewsStore } from '../reviews/ReviewsStore';
import { OrdersApi } from '../orders/orders-api';
import { OrdersStore } from '../orders/OrdersStore';
import { UsersApi } from '../users/users-api';
import { UsersStore } from '../users/UsersStore';
import { UiStore } from './UiStore';

/** Full page navigation (the login screen belongs to the storefront SPA). */
export type Redirect = (url: string) => void;

export const LOGIN_URL = '/login';

export interface RootStoreOptions {
  /** Defaults to window.localStorage (memory when unavailable). Tests pass a MemoryStorage. */
  storage?: KeyValueStorage;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** The realtime channel's fetch (the ApiClient's own is not a stream reader); defaults to the browser's. */
  fetch?: typeof fetch;
  /** Defaults to window.location.replace. */
  redirect?: Redirect;
}

/**
 * The one store tree of the back office: the session and the layout's UI state, then one store per
 * module area, each given its module's typed client over the one ApiClient (so every admin call
 * shares the 401/403 rule below). A module area adds one line here.
 */
export class RootStore {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly ui: UiStore;
  readonly redirect: Redirect;
  readonly audit: AuditStore;
  readonly categories: CategoriesStore;
  readonly dashboard: DashboardStore;
  readonly realtime: RealtimeStore;
  readonly products: ProductsStore;
  readonly bulkEdit: BulkEditStore;
  readonly coupons: CouponsStore;
  readonly reviews: ReviewsStore;
  readonly orders: OrdersStore;
  readonly users: UsersStore;

  constructor(api: ApiClient, options: RootStoreOptions = {}) {
    const storage = options.storage ?? browserStorage();
    this.api = api;
    this.session = new SessionStore(api, storage, options.now);
    this.ui = new UiStore();
    this.redirect = options.redirect ?? ((url) => window.location.replace(url));
    // 401 (session gone) or 403 (admin rights gone) from any call end the admin session; the guard then redirects.
    api.onAuthFailure(() => this.session.clearToken());
    this.audit = new AuditStore(new AuditApi(api));
    this.categories = new CategoriesStore(new CategoriesApi(api));
    this.dashboard = new DashboardStore(new DashboardApi(api));
    this.products = new ProductsStore(new ProductsApi(api));
    this.bulkEdit = new BulkEditStore(new BulkApi(api));
    this.coupons = new CouponsStore(new CouponsApi(api), options.now && (() => new Date(options.now!())));
    this.reviews = new ReviewsStore(new ReviewsApi(api));
    this.orders = new OrdersStore(new OrdersApi(api));
    this.users = new UsersStore(new UsersApi(api));
    this.realtime = new RealtimeStore(this, options.fetch ? { fetch: options.fetch } : {});
  }

  /** Only a signed-in administrator with a live token may see the back office. Changes nothing. */
  canSeeAdmin(): boolean {
    return this.session.isAdmin && this.session.isLive();
  }

  /** Drops an expired token and sends anyone but a live administrator to /login (full page load). */
  enforceAdminAccess(): boolean {
    if (this.session.checkExpiry() && this.session.isAdmin) return true;
    this.redirect(LOGIN_URL);
    return false;
  }

  /** Log out from the user menu: end the session, then leave for /login. */
  async logout(): Promise<void> {
    await this.session.logout();
    this.redirect(LOGIN_URL);
  }
}
