import { makeAutoObservable, runInAction } from 'mobx';
import type { CartLine as ServerCartLine, CartProduct as ServerCartProduct, CartLineInput, CartUpdateResponse } from '../../../adapters/http/contract/cart.js';
import type { ProductVariant } from '../../../adapters/http/contract/catalog.js';
import type { CartApi } from './cart-api';
import { ApiError } from '../../../web-shared/api/client';
import type { CartLine, CartProduct, CartStore } from './CartStore';
import type { KeyValueStorage } from '../../../web-shared/session/storage';

/** Where the guest user id (from checkout or the newsletter) is kept. */
export const GUEST_ID_KEY = 'guestUserId';

/** Local lines use '' for "no size"; the server uses null. */
export function toServerLines(lines: readonly CartLine[]): CartLineInput[] {
  return lines.map((line) => ({ product: line.product._id, variant: line.variant || null, quantity: line.quantity }));
}

/** The product fields a cart line keeps (no description or reviews in local storage). */
export function toCartProduct(product: ServerCartProduct): CartProduct {
  const { _id, name, price, originalPrice, imageList, variants, stockLevel, isBundle, category } = product;
  const kept = { _id, name, price, imageList, variants, stockLevel, isBundle, category };
  return originalPrice === null ? kept : { ...kept, originalPrice };
}

export function fromServerLines(lines: readonly ServerCartLine[]): CartLine[] {
  return lines.map((line) => ({
    product: toCartProduct(line.product),
    variant: line.variant ?? '',
    quantity: line.quantity,
  }));
}

/** The size name of a cart line, when its product carries its variants. */
export function variantName(line: CartLine): string {
  const variants = (line.product as CartProduct & { variants?: ProductVariant[] }).variants;
  return variants?.find((variant) => variant._id === line.variant)?.variantName ?? '';
}

export interface CartSession {
  readonly isLoggedIn: boolean;
  readonly user: { _id: string } | null;
}

/** The product-page side of the cart: adding through the server (stock checks) and removing from the drawer. */
export class CartSync {
  readonly #api: CartApi;
  readonly #cart: CartStore;
  readonly #session: CartSession;
  readonly #storage: KeyValueStorage;
  readonly #log: (error: unknown) => void;

  constructor(api: CartApi, cart: CartStore, session: CartSession, storage: KeyValueStorage, log: (error: unknown) => void = () => undefined) {
    this.#api = api;
    this.#cart = cart;
    this.#session = session;
    this.#storage = storage;
    this.#log = log;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get uid(): string | null {
    return this.#session.user?._id ?? this.#storage.getItem(GUEST_ID_KEY);
  }

  #apply(answer: CartUpdateResponse, fallback: () => void): void {
    if ('cart' in answer) {
      this.#cart.setLines(fromServerLines(answer.cart));
      return;
    }
    // The stored guest record is gone: forget it and keep the cart here.
    this.#storage.removeItem(GUEST_ID_KEY);
    fallback();
  }

  /**
   * Adds through the server, which checks stock. Resolves to null on success or to the message to
   * show (the server's stockLevel / variant message).
   */
  async add(product: ServerCartProduct, variant: string, quantity: number): Promise<string | null> {
    const uid = this.uid;
    const params = {
      product: product._id,
      quantity,
      variant: variant || null,
      uid,
      ...(uid ? {} : { cart: toServerLines(this.#cart.lines) }),
    };
    try {
      const answer = await this.#api.addQuantityToCart(params);
      runInAction(() => this.#apply(answer, () => this.#cart.addLine(toCartProduct(product), variant, quantity)));
      return null;
    } catch (error) {
      if (error instanceof ApiError) {
        return error.body.stockLevel ?? error.body.variant ?? error.body.quantity ?? error.body.message ?? 'This item could not be added to your cart.';
      }
      this.#log(error);
      return 'This item could not be added to your cart. Please try again.';
    }
  }

  /** Removes a line here at once; the server copy follows (a failure there is only logged, spec §8). */
  async remove(productId: string, variant: string): Promise<void> {
    const uid = this.uid;
    this.#cart.removeLine(productId, variant);
    if (!uid) return;
    try {
      await this.#api.removeFromCart({ product: productId, variant: variant || null, uid });
    } catch (error) {
      this.#log(error);
    }
  }
}
