import type { CatalogProduct } from '../../application/catalog/ports.js';
import { centsToDollars } from '../../domain/money.js';
import type { CartLine, CartProduct } from './contract/cart.js';

// Wire views of the cart's shapes, answered by the catalog, cart and checkout calls alike.

/** What a cart line's product is drawn from: a catalogue product, or the one checkout priced. */
export type CartProductSource = Pick<CatalogProduct, 'id' | 'name' | 'priceCents' | 'originalPriceCents' | 'stockLevel' | 'isBundle' | 'category'> & {
  readonly images: readonly { readonly id: string; readonly url: string }[];
  readonly variants: readonly { readonly id: string; readonly name: string; readonly stockLevel: number }[];
};

export function cartProductView(p: CartProductSource): CartProduct {
  return {
    _id: p.id,
    name: p.name,
    price: centsToDollars(p.priceCents),
    originalPrice: p.originalPriceCents === null ? null : centsToDollars(p.originalPriceCents),
    imageList: p.images.map((i) => ({ _id: i.id, imageUrl: i.url })),
    variants: p.variants.map((v) => ({ _id: v.id, variantName: v.name, variantStockLevel: v.stockLevel })),
    stockLevel: p.stockLevel,
    isBundle: p.isBundle,
    category: p.category,
  };
}

/** Lines with their products populated (a line whose product is not there any more is left out). */
export function cartLinesView(lines: readonly { readonly productId: string; readonly variantId: string | null; readonly quantity: number }[], products: readonly CartProductSource[]): CartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.flatMap((l) => {
    const p = byId.get(l.productId);
    return p ? [{ product: cartProductView(p), variant: l.variantId, quantity: l.quantity }] : [];
  });
}
