import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../adapters/http/contract/orders.js';
import type { OrdersApi } from './orders-api';

/** One of the customer's orders on its details page: loading, the order, or missing (unknown, or not theirs). */
export class OrderDetailsStore {
  order: Order | null = null;
  missing = false;
  readonly #api: Pick<OrdersApi, 'order'>;
  #asked = '';

  constructor(api: Pick<OrdersApi, 'order'>) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get loading(): boolean {
    return this.order === null && !this.missing;
  }

  /** Loads the order; an answer for an order asked before the last one is dropped. */
  async load(orderid: string): Promise<void> {
    this.#asked = orderid;
    this.order = null;
    this.missing = false;
    try {
      const order = await this.#api.order(orderid);
      runInAction(() => {
        if (this.#asked === orderid) this.order = order;
      });
    } catch {
      runInAction(() => {
        if (this.#asked === orderid) this.missing = true;
      });
    }
  }
}
