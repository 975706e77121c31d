import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../api/errors';
import { PagedList } from '../stores/PagedList';
import { OrderDetailStore } from './OrderDetailStore';
import type { AdminOrderRow, OrderFilters, OrdersApi } from './orders-api';
import { ORDER_FILTER_DEFAULTS } from './orders-api';

export const ORDERS_LOADING = 'Please Wait. Order is being fetched.';
export const NO_RESULTS = 'No results found.';
export const NO_ORDERS = 'No orders found.';

/** The orders area: the list (filters from the query string, search, Load More) and the order being looked at. */
export class OrdersStore {
  readonly list: PagedList<AdminOrderRow, OrderFilters>;
  readonly detail: OrderDetailStore;
  /** Whether the CSV is being prepared, and why it last failed. */
  exporting = false;
  exportError: string | null = null;
  readonly #api: OrdersApi;

  constructor(api: OrdersApi) {
    this.#api = api;
    this.list = new PagedList<AdminOrderRow, OrderFilters>(async (page, filters, signal) => {
      const answer = await api.list(page, filters, { signal });
      return { items: answer.orders, count: answer.count, countCapped: answer.countCapped };
    }, ORDER_FILTER_DEFAULTS);
    this.detail = new OrderDetailStore(api);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** 'No results found.' for a search or filter that finds nothing, 'No orders found.' when the shop has none. */
  get emptyText(): string {
    return JSON.stringify(this.list.filters) === JSON.stringify(ORDER_FILTER_DEFAULTS) ? NO_ORDERS : NO_RESULTS;
  }

  /** The CSV of the orders the list's filters match, or null when it could not be made (`exportError` says why). */
  async exportCsv(): Promise<string | null> {
    if (this.exporting) return null;
    this.exporting = true;
    this.exportError = null;
    try {
      const csv = await this.#api.exportCsv(this.list.filters);
      runInAction(() => {
        this.exporting = false;
      });
      return csv;
    } catch (error) {
      runInAction(() => {
        this.exporting = false;
        this.exportError = errorText(error);
      });
      return null;
    }
  }

  /** Puts a changed order's row in place in the loaded list. */
  updateRow(order: AdminOrderRow): void {
    this.list.replace((o) => o._id === order._id, order);
  }
}
