import { makeAutoObservable, runInAction } from 'mobx';
import type { CartLine as ServerCartLine } from '../../../adapters/http/contract/cart.js';
import { ApiError } from '../../../web-shared/api/client';
import type { CartLine, CartStore } from '../cart/CartStore';
import { fromServerLines, toServerLines } from '../cart/CartSync';
import type { CartApi } from '../cart/cart-api';
import type { CartWarning } from './types';

/** The cart page's side: validation against stock and prices, quantity changes, warnings. */
export class CartReview {
  warnings: CartWarning[] = [];
  validating = false;
  readonly #api: CartApi;
  readonly #cart: CartStore;
  readonly #userid: () => string | null;
  readonly #log: ((error: unknown) => void) | undefined;

  constructor(api: CartApi, cart: CartStore, userid: () => string | null, log?: (error: unknown) => void) {
    this.#api = api;
    this.#cart = cart;
    this.#userid = userid;
    this.#log = log;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get lines(): CartLine[] {
    return this.#cart.lines;
  }

  /** The server's cart and warnings replace ours. */
  replace(dbCart: readonly ServerCartLine[], warnings: CartWarning[]): void {
    this.#cart.setLines(fromServerLines(dbCart));
    this.warnings = warnings;
  }

  clearWarnings(): void {
    this.warnings = [];
  }

  /** Checks the cart against current stock and prices; the server's cart replaces ours. */
  async validateCart(): Promise<void> {
    if (this.lines.length === 0 && this.#userid() === null) return;
    this.validating = true;
    try {
      const uid = this.#userid();
      const answer = await this.#api.validateCart(uid ?? '-', { cart: toServerLines(this.lines), ...(uid ? { userid: uid } : {}) });
      runInAction(() => this.replace(answer.dbCart, answer.warnings));
    } catch (error) {
      this.#log?.(error);
    } finally {
      runInAction(() => (this.validating = false));
    }
  }

  /** +/− on a cart line; the server checks stock for increases. */
  async changeQuantity(line: CartLine, delta: 1 | -1): Promise<void> {
    const next = line.quantity + delta;
    if (next < 1) return this.removeLine(line);
    const uid = this.#userid();
    try {
      if (delta > 0) {
        const answer = await this.#api.addQuantityToCart({ product: line.product._id, quantity: 1, variant: line.variant || null, uid, ...(uid ? {} : { cart: toServerLines(this.lines) }) });
        runInAction(() => ('cart' in answer ? this.#cart.setLines(fromServerLines(answer.cart)) : this.#setLocalQuantity(line, next)));
        return;
      }
      this.#setLocalQuantity(line, next);
      if (uid) {
        // No decrement call exists: the server line is replaced by the smaller quantity.
        await this.#api.removeFromCart({ product: line.product._id, variant: line.variant || null, uid });
        const answer = await this.#api.addQuantityToCart({ product: line.product._id, quantity: next, variant: line.variant || null, uid });
        runInAction(() => 'cart' in answer && this.#cart.setLines(fromServerLines(answer.cart)));
      }
    } catch (error) {
      runInAction(() => {
        const message = error instanceof ApiError ? (error.body.stockLevel ?? error.body.message) : undefined;
        if (message) this.warnings = [{ product: line.product.name, definition: message }];
      });
      this.#log?.(error);
    }
  }

  async removeLine(line: CartLine): Promise<void> {
    this.#cart.removeLine(line.product._id, line.variant);
    const uid = this.#userid();
    if (!uid) return;
    try {
      await this.#api.removeFromCart({ product: line.product._id, variant: line.variant || null, uid });
    } catch (error) {
      this.#log?.(error);
    }
  }

  #setLocalQuantity(line: CartLine, quantity: number): void {
    this.#cart.setLines(this.lines.map((l) => (l.product._id === line.product._id && l.variant === line.variant ? { ...l, quantity } : l)));
  }
}
