import type { CartOwnerKind } from '../../domain/cart-owner.js';
import type { CartLine } from '../../domain/stock.js';

/**
 * Server-side carts, keyed by owner: a registered user's id or a guest user's id. Shared by the
 * storefront (add to cart), accounts (merge at login) and checkout (validate, clear after an order).
 */
export interface CartRepository {
  /** The stored lines, or an empty list. */
  find(ownerId: string): Promise<CartLine[]>;
  /** Replaces the stored lines (an empty list clears the cart). */
  save(ownerId: string, lines: readonly CartLine[]): Promise<void>;
}

export type { CartOwnerKind };

export interface CartOwners {
  kindOf(ownerId: string): Promise<CartOwnerKind>;
}
