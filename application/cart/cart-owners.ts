/** Who a cart owner id names: a registered user, a guest user record, or nobody (any more). */
export type CartOwnerKind = 'registered' | 'guest' | 'none';

export interface CartOwners {
  kindOf(ownerId: string): Promise<CartOwnerKind>;
}
