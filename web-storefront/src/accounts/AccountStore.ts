import { makeAutoObservable, runInAction } from 'mobx';
import type { DeleteAddressRequest, EditAddressRequest, NewAddressRequest, TokenResponse } from '../../../adapters/http/contract/accounts.js';
import type { ProfileOrder } from '../../../adapters/http/contract/orders.js';
import type { ValidateCartResponse } from '../../../adapters/http/contract/cart.js';
import { DASHBOARD_ORDER_PAGE_SIZE, paginate, showPagination } from '../../../domain/pagination.js';
import { fromServerLines, toServerLines } from '../cart/CartSync';
import type { CartStore } from '../cart/CartStore';
import { failureOf, type Outcome, type SessionStore } from './SessionStore';

export interface AccountApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/** The fields of the address form (the address book's spelling). */
export interface AddressFields {
  streetAdress: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  setAsDefault: boolean;
}

/**
 * The signed-in customer's side: sign-in with the cart, logout, order history and the address book.
 * Every address-book change answers a fresh token, which replaces the stored one.
 */
export class AccountStore {
  orders: ProfileOrder[] = [];
  ordersLoading = false;
  ordersError = false;
  orderPage = 1;
  readonly #api: AccountApi;
  readonly #session: SessionStore;
  readonly #cart: CartStore;
  readonly #log: (error: unknown) => void;

  constructor(api: AccountApi, session: SessionStore, cart: CartStore, log: (error: unknown) => void = () => undefined) {
    this.#api = api;
    this.#session = session;
    this.#cart = cart;
    this.#log = log;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Where a signed-in user belongs: the back office (a separate app) or the dashboard. */
  get home(): '/adminpanel' | '/dashboard' {
    return this.#session.isAdmin ? '/adminpanel' : '/dashboard';
  }

  /** Signs in with the guest cart, then loads the (merged) server cart. */
  async signIn(email: string, password: string): Promise<Outcome> {
    const outcome = await this.#session.login(email, password, toServerLines(this.#cart.lines));
    if (outcome.ok) await this.loadServerCart();
    return outcome;
  }

  async loadServerCart(): Promise<void> {
    const id = this.#session.user?._id;
    if (!id) return;
    try {
      const answer = await this.#api.post<ValidateCartResponse>(`/api/cart/validateCart/${encodeURIComponent(id)}`, { userid: id });
      runInAction(() => this.#cart.setLines(fromServerLines(answer.dbCart)));
    } catch (error) {
      this.#log(error);
    }
  }

  /** Ends the server session, then forgets the token, the cart and the orders. */
  async logout(): Promise<void> {
    await this.#session.logout();
    runInAction(() => {
      this.#cart.clear();
      this.orders = [];
      this.orderPage = 1;
    });
  }

  async loadOrders(): Promise<void> {
    const id = this.#session.user?._id;
    if (!id) return;
    this.ordersLoading = true;
    this.ordersError = false;
    try {
      const orders = await this.#api.get<ProfileOrder[]>(`/api/orders/getProfileOrders/${encodeURIComponent(id)}`);
      runInAction(() => {
        this.orders = orders;
        this.orderPage = 1;
      });
    } catch (error) {
      this.#log(error);
      runInAction(() => (this.ordersError = true));
    } finally {
      runInAction(() => (this.ordersLoading = false));
    }
  }

  get ordersPage() {
    return paginate(this.orderPage, this.orders.length, DASHBOARD_ORDER_PAGE_SIZE);
  }

  get visibleOrders(): ProfileOrder[] {
    const start = (this.ordersPage.page - 1) * DASHBOARD_ORDER_PAGE_SIZE;
    return this.orders.slice(start, start + DASHBOARD_ORDER_PAGE_SIZE);
  }

  get showOrderPagination(): boolean {
    return showPagination(this.orders.length, DASHBOARD_ORDER_PAGE_SIZE);
  }

  setOrderPage(page: number): void {
    this.orderPage = page;
  }

  addAddress(fields: AddressFields): Promise<Outcome> {
    const body: NewAddressRequest = { user: this.#userId, ...fields, addNewAddress: true };
    return this.#changeAddresses('/api/users/newAddress', body);
  }

  editAddress(addressId: string, fields: AddressFields): Promise<Outcome> {
    const current = this.#session.user?.adress.find((a) => a._id === addressId);
    const body: EditAddressRequest = {
      user: this.#userId,
      editAddressId: addressId,
      editStreetAdress: fields.streetAdress,
      editCity: fields.city,
      editPostcode: fields.zipCode,
      editRegion: fields.region,
      editCountry: fields.country,
      editSetAsDefault: fields.setAsDefault,
      editAddress: current?.country ? { _id: addressId, country: current.country } : addressId,
    };
    return this.#changeAddresses('/api/users/editAddress', body);
  }

  deleteAddress(addressId: string): Promise<Outcome> {
    const body: DeleteAddressRequest = { user: this.#userId, address: addressId };
    return this.#changeAddresses('/api/users/deleteAddress', body);
  }

  get #userId(): string {
    return this.#session.user?._id ?? '';
  }

  async #changeAddresses(path: string, body: unknown): Promise<Outcome> {
    try {
      const { token } = await this.#api.post<TokenResponse>(path, body);
      runInAction(() => this.#session.setToken(token));
      return { ok: true };
    } catch (error) {
      return failureOf(error);
    }
  }
}
