import type { SuccessAnswer } from '../../../adapters/http/contract/admin.js';
import type { AdminOrder, AdminOrdersAnswer } from '../../../adapters/http/contract/admin-orders.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminOrder, AdminOrderRow } from '../../../adapters/http/contract/admin-orders.js';

/** The order list's filters as the query string and the call name them (admin-api.md "Orders"). */
export interface OrderFilters {
  readonly [key: string]: string;
  filter: 'newest' | 'oldest';
  query: string;
  orderStatus: 'All' | 'Confirmed' | 'Processing' | 'Cancelled';
  paymentType: 'All' | 'Stripe' | 'Paypal';
  shippingType: 'All' | 'standardShipping' | 'freeExpressShipping' | 'expressShipping' | 'internationalShipping';
}

export const ORDER_FILTER_DEFAULTS: OrderFilters = { filter: 'newest', query: '', orderStatus: 'All', paymentType: 'All', shippingType: 'All' };

export const ORDER_FILTER_CHOICES = {
  filter: ['newest', 'oldest'],
  orderStatus: ['All', 'Confirmed', 'Processing', 'Cancelled'],
  paymentType: ['All', 'Stripe', 'Paypal'],
  shippingType: ['All', 'standardShipping', 'freeExpressShipping', 'expressShipping', 'internationalShipping'],
} as const;

/** The back office's order calls. */
export class OrdersApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  list(page: number, f: OrderFilters, options: RequestOptions = {}): Promise<AdminOrdersAnswer> {
    return this.#api.get<AdminOrdersAnswer>(adminPath('getOrders', page, f.filter, f.query, f.orderStatus, f.paymentType, f.shippingType), options);
  }

  /** The accountant's CSV of the orders matching the filters (one line per order line). */
  exportCsv(f: OrderFilters): Promise<string> {
    return this.#api.get<string>(adminPath('exportOrders', f.filter, f.query, f.orderStatus, f.paymentType, f.shippingType));
  }

  get(id: string, options: RequestOptions = {}): Promise<AdminOrder> {
    return this.#api.get<AdminOrder>(adminPath('getSelectedOrder', id), options);
  }

  addTrackingNumber(id: string, trackingNumber: string): Promise<AdminOrder> {
    return this.#api.post<AdminOrder>(adminPath('updateDeliveryDate', id), { trackingNumber });
  }

  cancel(id: string): Promise<AdminOrder> {
    return this.#api.post<AdminOrder>(adminPath('cancelOrder', id));
  }

  delete(id: string): Promise<SuccessAnswer> {
    return this.#api.post<SuccessAnswer>(adminPath('deleteOrder', id));
  }
}
