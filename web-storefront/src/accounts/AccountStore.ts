import { makeAutoObservable, runInAction } from 'mobx';
import type { DeleteAddressRequest, EditAddressRequest, NewAddressRequest, TokenResponse } from '../../../adapters/http/contract/accounts.js';
import type { ApiClient } from '../../../web-shared/api/client';
import type { ProfileOrder } from '../../../adapters/http/contract/orders.js';
import { DASHBOARD_ORDER_PAGE_SIZE, paginate, showPagination } from '../../../domain/pagination.js';
import { CartApi } from '../cart/cart-api';
import { fromServerLines, toServerLines } from '../cart/CartSync';
import { OrdersApi } from '../orders/orders-api';
import { AccountsApi } from './accounts-api';
import type { CartStore } from '../cart/CartStore';
import { failureOf, type Outcome, type SessionStore } from './SessionStore';

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
  readonly #accounts: AccountsApi;
  readonly #carts: CartApi;
  readonly #orders: OrdersApi;
  readonly #session: SessionStore;
  readonly #cart: CartStore;
  readonly #log: (error: unknown) => void;

  constructor(api: ApiClient, session: SessionStore, cart: CartStore, log: (error: unknown) => void = () => undefined) {
    this.#accounts = new AccountsApi(api);
    this.#carts = new CartApi(api);
    this.#orders = new OrdersApi(api);
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
      const answer = await this.#carts.validateCart(id, { userid: id });
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
      const orders = await this.#orders.profileOrders(id);
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
    return this.#changeAddresses(() => this.#accounts.addAddress(body));
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
    return this.#changeAddresses(() => this.#accounts.editAddress(body));
  }

  deleteAddress(addressId: string): Promise<Outcome> {
    const body: DeleteAddressRequest = { user: this.#userId, address: addressId };
    return this.#changeAddresses(() => this.#accounts.deleteAddress(body));
  }

  get #userId(): string {
    return this.#session.user?._id ?? '';
  }

  async #changeAddresses(change: () => Promise<TokenResponse>): Promise<Outcome> {
    try {
      const { token } = await change();
      runInAction(() => this.#session.setToken(token));
      return { ok: true };
    } catch (error) {
      return failureOf(error);
    }
  }
}
