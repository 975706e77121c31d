import type { CartOwnerKind } from '../../domain/cart-owner.js';

export type { CartOwnerKind };

export interface CartOwners {
  kindOf(ownerId: string): Promise<CartOwnerKind>;
}
