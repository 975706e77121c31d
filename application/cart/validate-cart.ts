import { ok, type Result } from '../../domain/result.js';
import { finishCart, openCart, priced, stockLookup, type CartAnswer, type CartDeps, type CartRequest } from './cart-session.js';

/**
 * Checks a cart against current stock, visibility and prices: the corrected cart (stored again for a
 * server cart) and one warning per affected product.
 */
export function makeValidateCart(deps: CartDeps) {
  return async (input: CartRequest): Promise<Result<CartAnswer>> => {
    const opened = await openCart(deps, input);
    if (!opened.ok) return opened;
    if (opened.value === 'resetGuest') return ok({ resetGuest: true });
    const { ownerId, lines } = opened.value;
    const current = priced(lines, await stockLookup(deps, lines));
    return ok(await finishCart(deps, ownerId, current.lines, current.warnings));
  };
}
