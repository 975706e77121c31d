/**
 * Wire shapes of the storefront catalogue calls (spec storefront.md §7), as zod schemas: the routes
 * declare them as their `answer`, the OpenAPI document shows them, and the types below are inferred
 * from them (the SPAs import the types with `import type`). Money is in dollars (numbers with at
 * most 2 decimals) on the wire; the server keeps cents.
 */
import { z } from 'zod';
import { SHOP_SORT_KEYS } from '../../../domain/catalogue.js';
import { recordId } from '../id-schemas.js';

/** The shop list's sort keys (`orderby`). */
export const shopSortKey = z.enum(SHOP_SORT_KEYS, { message: `Sort order must be one of ${SHOP_SORT_KEYS.slice(0, -1).join(', ')} or ${SHOP_SORT_KEYS.at(-1)}.` });

export const productImage = z.object({ _id: z.string(), imageUrl: z.string() });
export type ProductImage = z.infer<typeof productImage>;

export const productVariant = z.object({ _id: z.string(), variantName: z.string(), variantStockLevel: z.number() });
export type ProductVariant = z.infer<typeof productVariant>;

/** A public review (only published ones are ever served). */
export const review = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  review: z.string(),
  rating: z.number(),
  /** URL of the display-size photo (WebP), or null. */
  reviewImage: z.string().nullable(),
  /** The photo at 320/640/960 px widths, for `srcset` (empty without a photo). */
  reviewImageSizes: z.array(z.object({ width: z.number(), url: z.string() })),
  lastUpdated: z.string(),
  productId: z.string(),
  /** True when a registered customer wrote the review: show the Verified badge. (Public answers carry no user id.) */
  verified: z.boolean(),
  isActive: z.boolean(),
});
export type Review = z.infer<typeof review>;

/** The fields of a product a cart line carries (populated so the cart drawer needs no other call). */
export const cartProduct = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  /** Dollars, or null when the product has no original price. */
  originalPrice: z.number().nullable(),
  imageList: z.array(productImage),
  variants: z.array(productVariant),
  stockLevel: z.number(),
  isBundle: z.boolean(),
  category: z.string(),
});
export type CartProduct = z.infer<typeof cartProduct>;

/** A product as listed (cards, carousel, You May Also Like). `reviews` is empty on cards. */
export const product = cartProduct.extend({
  description: z.string(),
  reviews: z.array(review),
  /** ISO 8601 instant. */
  created_at: z.string(),
  /** Average of the published reviews' ratings (1 decimal), or 0 without reviews. */
  rating: z.number(),
  /** Number of published reviews. */
  reviewCount: z.number(),
});
export type Product = z.infer<typeof product>;

/** GET /api/products/getSpecificProduct/{productid}: the product with its 10 newest public reviews; `reviewCount` counts them all. */
export const productDetailAnswer = product;
export type ProductDetail = z.infer<typeof productDetailAnswer>;

/** GET /api/products/getproducts/{page}/{orderby}/{productSearch}/{category}. `-` writes an empty productSearch or category. */
export const productListAnswer = z.object({
  products: z.array(product),
  /** Products matching the filters, over all pages. */
  count: z.number(),
});
export type ProductListResponse = z.infer<typeof productListAnswer>;

/** GET /api/reviews/getProductReviews/{productId}/{page}: 10 per page, newest first. */
export const reviewPageAnswer = z.object({ reviews: z.array(review), count: z.number(), page: z.number(), pageCount: z.number() });
export type ReviewPage = z.infer<typeof reviewPageAnswer>;

/** POST /api/products/getBestSellers (body `{cart?}`) and GET /api/products/getYouMayAlsoLike answer a list of products. */
export const productsAnswer = z.array(product);

/** GET /api/products/getYouMayAlsoLike?_id=…&category=…&limit=… */
export const youMayAlsoLikeQuery = z.object({
  _id: recordId('Product id').describe('The product shown'),
  category: z.string().max(100, 'At most 100 characters.').optional().describe('Its category'),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, 'Limit must be a whole number from 1 to 12.')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 12, 'Limit must be a whole number from 1 to 12.')
    .optional()
    .describe('At most this many (1–12, default 6)'),
});
export type YouMayAlsoLikeQuery = z.input<typeof youMayAlsoLikeQuery>;

export const category = z.object({ _id: z.string(), name: z.string() });
export type Category = z.infer<typeof category>;

/** GET /api/categories/getCategories: the visible categories. */
export const categoriesAnswer = z.array(category);
export type CategoriesResponse = z.infer<typeof categoriesAnswer>;
