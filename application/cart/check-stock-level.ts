import { addToCart } from '../../domain/stock.js';
import { fail, ok, type Result } from '../../domain/result.js';
import { finishCart, priced, stockLookup, type CartDeps, type CartView } from './cart-session.js';
import type { CartLine } from '../../domain/stock.js';

/**
 * Checks that one more of a product/size fits in the given cart (the cart page's + button) and answers
 * the cart with that line raised by one. Nothing is stored: the client keeps and sends the cart.
 */
export function makeCheckStockLevel(deps: CartDeps) {
  return async (input: { cart: readonly CartLine[]; productId: string; variantId: string | null }): Promise<Result<CartView>> => {
    const products = await stockLookup(deps, input.cart, input.productId);
    const product = products.get(input.productId);
    if (!product) return fail('not_found', 'This product could not be found.');
    const current = priced(input.cart, products);
    const added = addToCart(current.lines, product, input.variantId, 1);
    if (!added.ok) return added;
    return ok(await finishCart(deps, null, added.value.lines, current.warnings));
  };
}
