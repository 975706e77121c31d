import type { StockProduct, StockVariant } from '../../domain/stock.js';

/** A product as checkout needs it: price, stock, sizes, category (coupons) and its first image. */
export interface CheckoutProduct extends StockProduct {
  readonly variants: readonly StockVariant[];
  readonly category: string;
  readonly imageUrl: string;
  readonly isBundle: boolean;
  readonly originalPriceCents: number | null;
  readonly images: readonly { id: string; url: string }[];
}

export interface CheckoutCatalog {
  /** The products with these ids that exist; hidden or deleted ones come back with `isVisible: false`. */
  findForCheckout(productIds: readonly string[]): Promise<CheckoutProduct[]>;
}
