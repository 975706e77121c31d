import { addToCart } from '../../domain/stock.js';
import type { Analytics } from '../platform/analytics.js';
import { fail, ok, type Result } from '../../domain/result.js';
import { finishCart, openCart, priced, stockLookup, type CartAnswer, type CartDeps, type CartRequest } from './cart-session.js';

export interface AddQuantityInput extends CartRequest {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** Adds a quantity of a product/size to the cart, refusing what the stock cannot cover; reports an AddToCart conversion. */
export function makeAddQuantityToCart(deps: CartDeps & { analytics: Analytics }) {
  return async (input: AddQuantityInput): Promise<Result<CartAnswer>> => {
    const opened = await openCart(deps, input);
    if (!opened.ok) return opened;
    if (opened.value === 'resetGuest') return ok({ resetGuest: true });
    const { ownerId, lines } = opened.value;
    const products = await stockLookup(deps, lines, input.productId);
    const product = products.get(input.productId);
    if (!product) return fail('not_found', 'This product could not be found.');
    const current = priced(lines, products);
    const added = addToCart(current.lines, product, input.variantId, input.quantity);
    if (!added.ok) return added;
    const answer = await finishCart(deps, ownerId, added.value.lines, current.warnings);
    await deps.analytics.track({ name: 'AddToCart', userId: ownerId, valueCents: product.priceCents * added.value.addedQuantity, currency: 'aud', productIds: [product.id] });
    return ok(answer);
  };
}
