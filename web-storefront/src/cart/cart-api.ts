import type { AddQuantityToCartRequest, CartUpdateResponse, RemoveFromCartRequest, ValidateCartRequest, ValidateCartResponse } from '../../../adapters/http/contract/cart.js';
import type { ApiClient } from '../../../web-shared/api/client';

/** The cart's calls (storefront.md §7, checkout-and-account.md §7), one method each. */
export class CartApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  addQuantityToCart(params: AddQuantityToCartRequest['params']): Promise<CartUpdateResponse> {
    return this.#api.post<CartUpdateResponse>('/api/cart/addQuantityToCart', { params });
  }

  removeFromCart(params: RemoveFromCartRequest['params']): Promise<CartUpdateResponse> {
    return this.#api.post<CartUpdateResponse>('/api/cart/removeFromCart', { params });
  }

  /** The cart checked against stock and prices (`-` as userid for a guest without id, who sends `cart`); `{resetGuest}` when the guest record is gone. */
  validateCart(userid: string, body: ValidateCartRequest): Promise<ValidateCartResponse> {
    return this.#api.post<ValidateCartResponse>(`/api/cart/validateCart/${encodeURIComponent(userid)}`, body);
  }
}
