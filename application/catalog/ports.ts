import type { ShopSort } from '../../domain/catalogue.js';
import type { StockProduct, StockVariant } from '../../domain/stock.js';

export interface CatalogImage {
  id: string;
  url: string;
}

export interface CatalogVariant {
  id: string;
  name: string;
  stockLevel: number;
}

/** A product as the storefront shows it (visible products only). Money in cents. */
export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number | null;
  category: string;
  stockLevel: number;
  isBundle: boolean;
  createdAt: Date;
  images: CatalogImage[];
  variants: CatalogVariant[];
  /** Average of the published reviews' ratings, 0 without any. */
  rating: number;
  reviewCount: number;
}

export interface PublicReview {
  id: string;
  productId: string;
  /** Written by a registered customer (the storefront's Verified badge); who it was is not public. */
  verified: boolean;
  firstName: string;
  lastName: string;
  review: string;
  rating: number;
  reviewImage: string | null;
  lastUpdated: Date;
}

export interface ProductQuery {
  sort: ShopSort;
  /** Free text (name and description, accent- and case-insensitive, typo-tolerant), or null. */
  search: string | null;
  category: string | null;
  offset: number;
  limit: number;
}

/**
 * Read side of the catalogue as shoppers see it: only products that are not deleted, whose category
 * is not hidden; lists also leave out products without images.
 */
export interface CatalogReader {
  countProducts(query: Omit<ProductQuery, 'offset' | 'limit' | 'sort'>): Promise<number>;
  listProducts(query: ProductQuery): Promise<CatalogProduct[]>;
  /** A visible product (with or without images), or undefined. */
  findProduct(id: string): Promise<CatalogProduct | undefined>;
  /** A visible product with its `reviews` newest published reviews, in one read, or undefined. */
  productPage(id: string, reviews: number): Promise<{ product: CatalogProduct; reviews: PublicReview[] } | undefined>;
  /** Visible products by id, in no particular order (unknown ids left out). */
  findProducts(ids: readonly string[]): Promise<CatalogProduct[]>;
  bestSellers(limit: number, excludeIds: readonly string[]): Promise<CatalogProduct[]>;
  /** Other listed products, those of `category` first, then best sellers. */
  related(productId: string, category: string | null, limit: number): Promise<CatalogProduct[]>;
  publicReviews(productId: string, offset: number, limit: number): Promise<{ reviews: PublicReview[]; count: number }>;
  visibleCategories(): Promise<{ id: string; name: string }[]>;
  /** Every listed product's id, name and last change, for the sitemap. */
  sitemapEntries(): Promise<{ id: string; name: string; updatedAt: Date }[]>;
}

/** Current price, stock and variants of products, as the cart and checkout rules need them. */
export interface ProductStockReader {
  /** The products with these ids that exist (hidden or deleted ones come back with `isVisible: false`). */
  findForCart(productIds: readonly string[]): Promise<StockProduct[]>;
}

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
