import { makeAutoObservable, runInAction } from 'mobx';
import { errorText, isAbort } from '../api/errors';
import { Confirmation } from '../stores/Confirmation';
import { TimedMessage } from '../stores/TimedMessage';
import type { AdminOrder, OrdersApi } from './orders-api';

export const BUYER_INFORMED = 'Tracking number added. The buyer was informed by e-mail.';
export const ORDER_CANCELLED = 'The order was cancelled, its stock restored and the payment refunded. The buyer was informed.';
export const ORDER_DELETED = 'The order was deleted.';
export const CLOSE_AFTER_MS = 3_000;

/**
 * One order in the back office: fetched by id; the tracking form (Update asks first, then the
 * buyer-informed message shows for 3 s and the form closes after 3 s), Cancel Order and Delete Order
 * (each asked first).
 */
export class OrderDetailStore {
  order: AdminOrder | null = null;
  loading = false;
  error: string | null = null;
  /** Whether the tracking form is open. */
  trackingOpen = false;
  trackingNumber = '';
  trackingError: string | null = null;
  /** True once the order was deleted (the screen goes back to the list). */
  deleted = false;
  readonly notice = new TimedMessage();
  readonly tracking: Confirmation<string>;
  readonly cancellation: Confirmation<AdminOrder>;
  readonly deletion: Confirmation<AdminOrder>;
  readonly #api: OrdersApi;
  #controller: AbortController | null = null;

  constructor(api: OrdersApi) {
    this.#api = api;
    this.tracking = new Confirmation<string>(async (number) => {
      const order = this.order;
      if (!order) return;
      const changed = await this.#api.addTrackingNumber(order._id, number);
      runInAction(() => {
        this.order = changed;
        this.trackingNumber = '';
        this.notice.show(BUYER_INFORMED);
      });
      setTimeout(() => this.closeTracking(), CLOSE_AFTER_MS);
    });
    this.cancellation = new Confirmation<AdminOrder>(async (order) => {
      const changed = await this.#api.cancel(order._id);
      runInAction(() => {
        this.order = changed;
        this.notice.show(ORDER_CANCELLED);
      });
    });
    this.deletion = new Confirmation<AdminOrder>(async (order) => {
      await this.#api.delete(order._id);
      runInAction(() => {
        this.deleted = true;
        this.notice.show(ORDER_DELETED);
      });
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Fetches the order (each visit); an earlier answer still on its way is dropped. */
  async load(id: string): Promise<void> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    this.loading = true;
    this.error = null;
    this.deleted = false;
    this.trackingOpen = false;
    this.trackingError = null;
    if (this.order?._id !== id) this.order = null;
    try {
      const order = await this.#api.get(id, { signal: controller.signal });
      runInAction(() => {
        this.order = order;
        this.loading = false;
      });
    } catch (error) {
      if (isAbort(error)) return;
      runInAction(() => {
        this.error = errorText(error);
        this.loading = false;
      });
    }
  }

  /** A tracking number can be added only while there is none and the order is not cancelled. */
  get canAddTracking(): boolean {
    return this.order !== null && !this.order.trackingNumber && this.order.orderStatus !== 'Cancelled';
  }

  get canCancel(): boolean {
    return this.order !== null && this.order.orderStatus !== 'Cancelled';
  }

  openTracking(): void {
    this.trackingOpen = true;
  }

  closeTracking(): void {
    this.trackingOpen = false;
    this.trackingError = null;
  }

  setTrackingNumber(value: string): void {
    this.trackingNumber = value;
    this.trackingError = null;
  }

  /** Update: asks for confirmation of the number as it will be saved (upper-cased). */
  askTracking(): void {
    const number = this.trackingNumber.trim().toUpperCase();
    if (number === '') {
      this.trackingError = 'Please enter a tracking number.';
      return;
    }
    this.tracking.ask(number);
  }
}
