import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../web-shared/api/client';
import type { CartLine } from '../cart/CartStore';
import { toServerLines } from '../cart/CartSync';
import type { CheckoutApi } from './checkout-api';
import type { CouponRecord } from './types';

export const COUPON_ERROR_MS = 4_000;

/** The coupon box: the typed code, the applied coupon, and an error that clears itself after 4 s. */
export class CouponEntry {
  code = '';
  applied: CouponRecord | null = null;
  error = '';
  loading = false;
  readonly #api: CheckoutApi;
  readonly #cart: () => { lines: readonly CartLine[]; country: string };
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(api: CheckoutApi, cart: () => { lines: readonly CartLine[]; country: string }) {
    this.#api = api;
    this.#cart = cart;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setCode(code: string): void {
    this.code = code;
  }

  async apply(): Promise<void> {
    const code = this.code.trim();
    if (code === '' || this.loading) return;
    this.loading = true;
    const { lines, country } = this.#cart();
    try {
      const record = await this.#api.applyDiscount({ coupon: code, cart: toServerLines(lines), country });
      runInAction(() => {
        this.applied = record;
        this.code = '';
        this.loading = false;
        this.#setError('');
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        const body = error instanceof ApiError ? error.body : {};
        this.#setError(body.coupon ?? body.message ?? 'This coupon could not be applied.');
      });
    }
  }

  remove(): void {
    this.applied = null;
  }

  reset(): void {
    this.applied = null;
    this.code = '';
    this.#setError('');
  }

  #setError(message: string): void {
    clearTimeout(this.#timer);
    this.error = message;
    if (message) this.#timer = setTimeout(() => runInAction(() => (this.error = '')), COUPON_ERROR_MS);
  }
}
