import { mayUseCartOf, NOT_YOUR_CART } from '../../domain/cart-owner.js';
import { validateCart, type CartLine, type CartWarning, type PricedCartLine, type StockProduct } from '../../domain/stock.js';
import type { CartOwners, CartRepository } from './ports.js';
import type { CatalogProduct, CatalogReader, ProductStockReader } from '../catalog/ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

/** Ports every cart use case needs. */
export interface CartDeps {
  carts: CartRepository;
  stock: ProductStockReader;
  owners: CartOwners;
  catalog: CatalogReader;
}

/** Whose cart a request works on. */
export interface CartRequest {
  /** The `uid` sent: a registered user's id or a stored guest id. */
  uid: string | null;
  /** The signed-in caller, if any. */
  callerId: string | null;
  /** The cart a guest without id keeps locally. */
  localCart: readonly CartLine[];
}

/** The cart's lines with the products they refer to, for the cart drawer. */
export interface CartView {
  resetGuest?: false;
  lines: PricedCartLine[];
  products: CatalogProduct[];
  warnings: CartWarning[];
}

export type CartAnswer = CartView | { resetGuest: true };

interface OpenCart {
  ownerId: string | null;
  lines: CartLine[];
}

/**
 * Finds the cart a request means: the server cart of the uid (a registered uid must be the caller's own),
 * the caller's own cart, or the local cart sent by a guest without id. A uid naming no user any more
 * answers `resetGuest`.
 */
export async function openCart(deps: CartDeps, request: CartRequest): Promise<Result<OpenCart | 'resetGuest'>> {
  const ownerId = request.uid ?? request.callerId;
  if (ownerId === null) return ok({ ownerId: null, lines: [...request.localCart] });
  if (request.uid !== null) {
    const kind = await deps.owners.kindOf(request.uid);
    if (kind === 'none') return ok('resetGuest');
    if (!mayUseCartOf(kind, request.uid, request.callerId)) return fail('forbidden', NOT_YOUR_CART);
  }
  return ok({ ownerId, lines: await deps.carts.find(ownerId) });
}

export async function stockLookup(deps: CartDeps, lines: readonly CartLine[], extraId?: string): Promise<Map<string, StockProduct>> {
  const ids = [...new Set([...lines.map((l) => l.productId), ...(extraId ? [extraId] : [])])];
  const products = ids.length === 0 ? [] : await deps.stock.findForCart(ids);
  return new Map(products.map((p) => [p.id, p]));
}

/** Stores the lines for a server cart and answers them with their products. */
export async function finishCart(deps: CartDeps, ownerId: string | null, lines: PricedCartLine[], warnings: CartWarning[] = []): Promise<CartView> {
  if (ownerId !== null) await deps.carts.save(ownerId, lines);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const products = ids.length === 0 ? [] : await deps.catalog.findProducts(ids);
  return { lines, products, warnings };
}

/** The current lines checked against stock (what is gone is dropped, prices brought up to date). */
export function priced(lines: readonly CartLine[], products: ReadonlyMap<string, StockProduct>): { lines: PricedCartLine[]; warnings: CartWarning[] } {
  const v = validateCart(lines, products);
  return { lines: v.lines, warnings: v.warnings };
}
