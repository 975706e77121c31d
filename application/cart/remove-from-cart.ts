import { ok, type Result } from '../../domain/result.js';
import { finishCart, openCart, priced, stockLookup, type CartAnswer, type CartDeps, type CartRequest } from './cart-session.js';

/** Removes every line of a product/size from the cart. */
export function makeRemoveFromCart(deps: CartDeps) {
  return async (input: CartRequest & { productId: string; variantId: string | null }): Promise<Result<CartAnswer>> => {
    const opened = await openCart(deps, input);
    if (!opened.ok) return opened;
    if (opened.value === 'resetGuest') return ok({ resetGuest: true });
    const { ownerId, lines } = opened.value;
    const remaining = lines.filter((l) => !(l.productId === input.productId && (input.variantId === null || (l.variantId ?? null) === input.variantId)));
    const current = priced(remaining, await stockLookup(deps, remaining));
    return ok(await finishCart(deps, ownerId, current.lines, current.warnings));
  };
}
