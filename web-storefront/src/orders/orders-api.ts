import type { Order, ProfileOrder } from '../../../adapters/http/contract/orders.js';
import type { ApiClient } from '../../../web-shared/api/client';

/** The order calls after checkout: one order, and the signed-in customer's orders (checkout-and-account.md §7). */
export class OrdersApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  /** One order by its number, for its owner (the token) or an administrator. */
  order(orderid: string): Promise<Order> {
    return this.#api.get<Order>(`/api/orders/getOrder/${encodeURIComponent(orderid)}`);
  }

  /** The caller's own orders, newest first. */
  profileOrders(userId: string): Promise<ProfileOrder[]> {
    return this.#api.get<ProfileOrder[]>(`/api/orders/getProfileOrders/${encodeURIComponent(userId)}`);
  }
}
