/**
 * JSON shapes of the storefront catalogue calls (spec storefront.md §7). Types only: the SPAs import
 * them with `import type`. Money is in dollars (numbers with at most 2 decimals) on the wire; the
 * server keeps cents.
 */

export interface ProductImage {
  _id: string;
  imageUrl: string;
}

export interface ProductVariant {
  _id: string;
  variantName: string;
  variantStockLevel: number;
}

/** A public review (only published ones are ever served). */
export interface Review {
  _id: string;
  firstName: string;
  lastName: string;
  review: string;
  rating: number;
  /** URL of the display-size photo (WebP), or null. */
  reviewImage: string | null;
  /** The photo at 320/640/960 px widths, for `srcset` (empty without a photo). */
  reviewImageSizes: { width: number; url: string }[];
  lastUpdated: string;
  productId: string;
  /** True when a registered customer wrote the review: show the Verified badge. (Public answers carry no user id.) */
  verified: boolean;
  isActive: boolean;
}

/** A product as listed (cards, carousel, You May Also Like). `reviews` is empty on cards. */
export interface Product {
  _id: string;
  name: string;
  price: number;
  /** Dollars, or null when the product has no original price. */
  originalPrice: number | null;
  imageList: ProductImage[];
  description: string;
  reviews: Review[];
  /** ISO 8601 instant. */
  created_at: string;
  variants: ProductVariant[];
  stockLevel: number;
  isBundle: boolean;
  category: string;
  /** Average of the published reviews' ratings (1 decimal), or 0 without reviews. */
  rating: number;
  /** Number of published reviews. */
  reviewCount: number;
}

/** GET /api/products/getSpecificProduct/{productid}: the product with its 10 newest public reviews. */
export interface ProductDetail extends Product {
  /** Total number of public reviews (fetch more with GET /api/reviews/getProductReviews/{productId}/{page}). */
  reviewCount: number;
}

/** GET /api/products/getproducts/{page}/{orderby}/{productSearch}/{category}. `-` writes an empty productSearch or category. */
export interface ProductListResponse {
  products: Product[];
  /** Products matching the filters, over all pages. */
  count: number;
}

/** GET /api/reviews/getProductReviews/{productId}/{page}: 10 per page, newest first. */
export interface ReviewPage {
  reviews: Review[];
  count: number;
  page: number;
  pageCount: number;
}

/** POST /api/products/getBestSellers with body `{cart?: CartLineInput[]}` (cart.ts) answers `Product[]`, leaving out what the cart holds. */

/** GET /api/products/getYouMayAlsoLike?_id=…&category=…&limit=… answers `Product[]`. */
export interface YouMayAlsoLikeQuery {
  _id: string;
  category?: string;
  /** At most this many (1–12, default 6). */
  limit?: number;
}

export interface Category {
  _id: string;
  name: string;
}

/** GET /api/categories/getCategories answers `Category[]` (visible ones only). */
export type CategoriesResponse = Category[];
