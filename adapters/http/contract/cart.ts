/**
 * Wire shapes of the cart calls (spec storefront.md §7 and checkout-and-account.md §7), as zod
 * schemas with their inferred types (the SPAs import the types with `import type`). Prices are in
 * dollars on the wire.
 */
import { z } from 'zod';
import { recordId } from '../id-schemas.js';
import { cartInput, uidParam, variantParam } from '../schemas.js';
import { cartProduct } from './catalog.js';

export type { CartProduct } from './catalog.js';

/** A cart line as the server answers it. `variant` is a variant id (null for products without sizes). */
export const cartLine = z.object({ product: cartProduct, variant: z.string().nullable(), quantity: z.number() });
export type CartLine = z.infer<typeof cartLine>;

/** A cart line as a client sends it: the product as its id or as the populated product. */
export type CartLineInput = z.input<typeof cartInput>[number];

export const cartWarning = z.object({
  /** Product name as shown to the shopper. */
  product: z.string(),
  definition: z.string(),
});
export type CartWarning = z.infer<typeof cartWarning>;

const resetGuest = z.object({ resetGuest: z.literal(true) });

const quantity = z
  .number({ message: 'Quantity must be a whole number from 1 to 999.' })
  .int('Quantity must be a whole number from 1 to 999.')
  .min(1, 'Quantity must be a whole number from 1 to 999.')
  .max(999, 'Quantity must be a whole number from 1 to 999.');
const needsParams = { message: 'The request needs params.' };

/** POST /api/cart/addQuantityToCart. `uid` is the signed-in user's id or the stored guest id; without it send `cart` (the local cart). */
export const addQuantityToCartBody = z.object({
  params: z.object({ product: recordId('Product id'), quantity, uid: uidParam, variant: variantParam, cart: cartInput.optional() }, needsParams),
});
export type AddQuantityToCartRequest = z.input<typeof addQuantityToCartBody>;

/** POST /api/cart/checkStockLevel: checks that one more of this product/variant fits in `cart`. */
export const checkStockLevelBody = z.object({ params: z.object({ cart: cartInput, product: recordId('Product id'), variant: variantParam }, needsParams) });
export type CheckStockLevelRequest = z.input<typeof checkStockLevelBody>;

/** POST /api/cart/removeFromCart. */
export const removeFromCartBody = z.object({ params: z.object({ product: recordId('Product id'), uid: uidParam, variant: variantParam, cart: cartInput.optional() }, needsParams) });
export type RemoveFromCartRequest = z.input<typeof removeFromCartBody>;

/** The cart as it now is (checkStockLevel: with that line raised by one, nothing stored). */
export const cartAnswer = z.object({ cart: z.array(cartLine) });

/**
 * Answer of addQuantityToCart / removeFromCart: the updated cart, or `{resetGuest: true}` when `uid`
 * names a guest record that no longer exists (clear the stored guest id and keep the cart locally).
 * Stock failures answer 409 `{stockLevel: message}`; a missing size 400 `{variant: message}`.
 */
export const cartUpdateAnswer = z.union([cartAnswer, resetGuest]);
export type CartUpdateResponse = z.infer<typeof cartUpdateAnswer>;

/** POST /api/cart/validateCart/{userid} (use `-` as userid for a guest without id, with `cart`). */
export const validateCartBody = z.object({ cart: cartInput.optional(), userid: uidParam });
export type ValidateCartRequest = z.input<typeof validateCartBody>;

export const validatedCart = z.object({ dbCart: z.array(cartLine), warnings: z.array(cartWarning) });
export type ValidateCartResponse = z.infer<typeof validatedCart>;

/** validateCart's answer: the corrected cart and what changed, or `{resetGuest: true}`. */
export const validateCartAnswer = z.union([validatedCart, resetGuest]);
