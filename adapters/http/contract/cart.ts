/**
 * JSON shapes of the cart calls (spec storefront.md §7 and checkout-and-account.md §7). Types only:
 * the SPAs import them with `import type`. Prices are in dollars on the wire.
 */
import type { ProductImage, ProductVariant } from './catalog.js';

/** The product of a cart line, populated so the cart drawer can show it without another call. */
export interface CartProduct {
  _id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  imageList: ProductImage[];
  variants: ProductVariant[];
  stockLevel: number;
  isBundle: boolean;
  category: string;
}

/** A cart line as the server answers it. `variant` is a variant id (null for products without sizes). */
export interface CartLine {
  product: CartProduct;
  variant: string | null;
  quantity: number;
}

/** A cart line as a client sends it: the product as its id or as the populated product. */
export interface CartLineInput {
  product: string | { _id: string };
  variant?: string | null;
  quantity: number;
}

export interface CartWarning {
  /** Product name as shown to the shopper. */
  product: string;
  definition: string;
}

/** POST /api/cart/addQuantityToCart. `uid` is the signed-in user's id or the stored guest id; without it send `cart` (the local cart). */
export interface AddQuantityToCartRequest {
  params: {
    product: string;
    quantity: number;
    uid?: string | null;
    variant?: string | null;
    cart?: CartLineInput[];
  };
}

/** POST /api/cart/checkStockLevel: checks that one more of this product/variant fits in `cart`. */
export interface CheckStockLevelRequest {
  params: {
    cart: CartLineInput[];
    product: string;
    variant?: string | null;
  };
}

/** POST /api/cart/removeFromCart. */
export interface RemoveFromCartRequest {
  params: {
    product: string;
    uid?: string | null;
    variant?: string | null;
    cart?: CartLineInput[];
  };
}

/**
 * Answer of addQuantityToCart / checkStockLevel / removeFromCart: the updated cart, or
 * `{resetGuest: true}` when `uid` names a guest record that no longer exists (clear the stored guest id
 * and keep the cart locally). Stock failures answer 409 `{stockLevel: message}`; a missing size 400 `{variant: message}`.
 */
export type CartUpdateResponse = { cart: CartLine[] } | { resetGuest: true };

/** POST /api/cart/validateCart/{userid} (use `-` as userid for a guest without id, with `cart`). */
export interface ValidateCartRequest {
  cart?: CartLineInput[];
  userid?: string;
}

export interface ValidateCartResponse {
  dbCart: CartLine[];
  warnings: CartWarning[];
}
