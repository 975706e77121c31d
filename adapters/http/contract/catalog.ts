/**
 * JSON shapes of the storefront catalogue, cart and shopper-form calls (spec storefront.md §7 and
 * checkout-and-account.md §7). Types only: the SPAs import them with `import type`.
 * Money is in dollars (numbers with at most 2 decimals) on the wire; the server keeps cents.
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

/** POST /api/products/getBestSellers answers `Product[]`; its body: */
export interface BestSellersRequest {
  cart?: CartLineInput[];
}

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

// ---- Cart ----

/** The product of a cart line, populated so the cart drawer can show it without another call. */
export interface CartProduct {
  _id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  imageList: ProductImage[];
  variants: ProductVariant[];
  stockLevel: number;
  isBundle: boolean;
  category: string;
}

/** A cart line as the server answers it. `variant` is a variant id (null for products without sizes). */
export interface CartLine {
  product: CartProduct;
  variant: string | null;
  quantity: number;
}

/** A cart line as a client sends it: the product as its id or as the populated product. */
export interface CartLineInput {
  product: string | { _id: string };
  variant?: string | null;
  quantity: number;
}

export interface CartWarning {
  /** Product name as shown to the shopper. */
  product: string;
  definition: string;
}

/** POST /api/cart/addQuantityToCart. `uid` is the signed-in user's id or the stored guest id; without it send `cart` (the local cart). */
export interface AddQuantityToCartRequest {
  params: {
    product: string;
    quantity: number;
    uid?: string | null;
    variant?: string | null;
    cart?: CartLineInput[];
  };
}

/** POST /api/cart/checkStockLevel: checks that one more of this product/variant fits in `cart`. */
export interface CheckStockLevelRequest {
  params: {
    cart: CartLineInput[];
    product: string;
    variant?: string | null;
  };
}

/** POST /api/cart/removeFromCart. */
export interface RemoveFromCartRequest {
  params: {
    product: string;
    uid?: string | null;
    variant?: string | null;
    cart?: CartLineInput[];
  };
}

/**
 * Answer of addQuantityToCart / checkStockLevel / removeFromCart: the updated cart, or
 * `{resetGuest: true}` when `uid` names a guest record that no longer exists (clear the stored guest id
 * and keep the cart locally). Stock failures answer 409 `{stockLevel: message}`; a missing size 400 `{variant: message}`.
 */
export type CartUpdateResponse = { cart: CartLine[] } | { resetGuest: true };

/** POST /api/cart/validateCart/{userid} (use `-` as userid for a guest without id, with `cart`). */
export interface ValidateCartRequest {
  cart?: CartLineInput[];
  userid?: string;
}

export interface ValidateCartResponse {
  dbCart: CartLine[];
  warnings: CartWarning[];
}

// ---- Shopper forms ----

/** POST /api/guestUsers/newsletter. */
export interface NewsletterRequest {
  email: string;
  cart?: CartLineInput[];
  firstName?: string;
}

/** 201 with the guest user; 409 `{email: 'Email address has already subscribed.', userExists: true}` when already subscribed. */
export interface NewsletterResponse {
  user: { _id: string; email: string; firstName: string; registeredUser: false };
}

export interface NewsletterExistsResponse {
  email: string;
  userExists: true;
}

/** POST /api/reviews/feedback. */
export interface FeedbackRequest {
  email: string;
  feedback?: string;
  stars: number;
}

/** POST /api/reviews/becomestockist. */
export interface BecomeStockistRequest {
  fullName: string;
  email: string;
  phoneNumber?: string;
  businessName?: string;
  /** 11 digits (spaces allowed) with a valid ABN checksum, or empty. */
  abn?: string;
  category?: string;
  /** An http(s) address or a bare domain (stored as https://…); any other scheme is refused. */
  website?: string;
  /** A handle (@name) or a link to the Instagram page, stored as the page's https address. */
  instagram?: string;
  /** A page name or a link to the Facebook page, stored as the page's https address. */
  facebook?: string;
  message: string;
}

/** POST /api/reviews/newReview is multipart/form-data with these fields (+ optional file `reviewImage`, png or jpeg, ≤ 5 MB). */
export interface NewReviewFields {
  review: string;
  firstName: string;
  lastName: string;
  email: string;
  productId: string;
  /** '1'–'5'. */
  rating: string;
  /** JSON of CartLineInput[] (optional, ignored by the server beyond validation). */
  cart?: string;
}

/** Answer of the three forms and of newReview (201). */
export interface ConfirmationResponse {
  success: true;
  message: string;
}
