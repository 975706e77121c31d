/** Who a cart owner id (a `uid` or `userid` a client sends) names: a registered user, a guest user record, or nobody (any more). */
export type CartOwnerKind = 'registered' | 'guest' | 'none';

export const NOT_YOUR_CART = 'This cart belongs to another account.';

/**
 * Whether a request may use the server cart an id names (read it, change it, or empty it with an
 * order): a guest record's cart is whoever holds its id; a registered user's cart only that user's
 * when signed in. User ids are not secrets, guest ids are.
 */
export function mayUseCartOf(kind: CartOwnerKind, ownerId: string, callerId: string | null): boolean {
  return kind !== 'registered' || (callerId !== null && ownerId === callerId);
}
