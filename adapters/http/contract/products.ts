/**
 * Wire shapes of the back office's product calls (admin-api.md "Products" and "Details settled"), as
 * zod schemas with their inferred types; the SPAs import the types with `import type`. Failures: 400
 * `{field: message}` under name, description, category, price, originalPrice, stockLevel, variants,
 * variantStockLevel or image; 404 `{message}` for an unknown id; 409 `{image}` when the last image
 * would go (see admin.ts). Prices are in dollars.
 */
import { z } from 'zod';

export const adminProductImage = z.object({
  _id: z.string(),
  /** The 640 px WebP; `-320.webp` and `-960.webp` sit beside it. */
  imageUrl: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImage>;

export const adminProductVariant = z.object({ _id: z.string(), variantName: z.string(), variantStockLevel: z.number().int() });
export type AdminProductVariant = z.infer<typeof adminProductVariant>;

/** The eight orders of the list; `newest` is the default. */
export const ADMIN_PRODUCT_FILTERS = ['pricelow', 'pricehigh', 'stockHigh', 'stockLow', 'newest', 'oldest', 'popularDesc', 'popularAsc'] as const;
export const adminProductFilter = z.enum(ADMIN_PRODUCT_FILTERS);
export type AdminProductFilter = z.infer<typeof adminProductFilter>;

const rowFields = {
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** On sale: it has an original price. */
  sale: z.boolean(),
  category: z.string(),
  stockLevel: z.number().int(),
  /** Total sold is `count` minus 1. */
  count: z.number().int(),
  created_at: z.string(),
  isVisible: z.boolean(),
};

/** A row of the back office's product list, with its first image (null for a product without one). */
export const adminProductRow = z.object({ ...rowFields, image: adminProductImage.nullable() });
export type AdminProductRow = z.infer<typeof adminProductRow>;

/** GET /api/admin/getAdminProducts/{page}/{filter}/{query}: 12 a page. */
export const adminProductsAnswer = z.object({ rangeProducts: z.array(adminProductRow), count: z.number().int() });
export type AdminProductsAnswer = z.infer<typeof adminProductsAnswer>;

/** A product as its edit form reads it (getSingleProduct, and every change's answer under `product`). */
export const adminProduct = z.object({
  ...rowFields,
  description: z.string(),
  imageList: z.array(adminProductImage),
  variants: z.array(adminProductVariant),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** newProduct (201), updateProduct, deleteProductImage and removeVariant answer the product. */
export const productAnswer = z.object({ product: adminProduct });
export type ProductAnswer = z.infer<typeof productAnswer>;

/** GET or DELETE /api/admin/deleteProduct/{id}: `archived` when orders hold it (kept for them, gone from the shop). */
export const deleteProductAnswer = z.object({ success: z.literal(true), archived: z.boolean() });
export type DeleteProductAnswer = z.infer<typeof deleteProductAnswer>;

/** A size as newProduct, updateProduct (in `variants`, JSON) and removeVariant take it: `_id` for one that exists. */
export interface ProductVariantInput {
  _id?: string;
  variantName: string;
  variantStockLevel: number | string;
}

/**
 * POST /api/admin/newProduct, multipart: `images` (1–8 jpeg or png files, ≤ 10 MB each) and these
 * text fields. `stockLevel` only for a product without sizes.
 */
export interface NewProductFields {
  name: string;
  description: string;
  price: string;
  originalPrice?: string;
  category: string;
  stockLevel?: string;
  /** JSON of `ProductVariantInput[]`. */
  variants: string;
  isVisible?: 'true' | 'false';
}

/** POST /api/admin/updateProduct/{id}, multipart: any of the fields, `imageList` (JSON of the kept `AdminProductImage`s, in order) and new `images`. */
export type UpdateProductFields = Partial<NewProductFields> & { imageList?: string };

/** POST /api/admin/deleteProductImage/{productId}. */
export interface DeleteProductImageRequest {
  image: { _id: string };
}

/** POST /api/admin/removeVariant/{productId}: the product's new list of sizes. */
export interface RemoveVariantRequest {
  product: { _id: string };
  variants: ProductVariantInput[];
}
