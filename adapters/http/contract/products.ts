/**
 * JSON shapes of the back office's product calls (admin-api.md "Products" and "Details settled").
 * Types only: the SPAs import them with `import type`. Failures: 400 `{field: message}` under name,
 * description, category, price, originalPrice, stockLevel, variants, variantStockLevel or image;
 * 404 `{message}` for an unknown id; 409 `{image}` when the last image would go (see admin.ts).
 * Prices are in dollars.
 */
import type { AdminList } from './admin.js';

export interface AdminProductImage {
  _id: string;
  /** The 640 px WebP; `-320.webp` and `-960.webp` sit beside it. */
  imageUrl: string;
}

export interface AdminProductVariant {
  _id: string;
  variantName: string;
  variantStockLevel: number;
}

/** The eight orders of the list; `newest` is the default. */
export type AdminProductFilter = 'pricelow' | 'pricehigh' | 'stockHigh' | 'stockLow' | 'newest' | 'oldest' | 'popularDesc' | 'popularAsc';

/** A row of the back office's product list. */
export interface AdminProductRow {
  _id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  /** On sale: it has an original price. */
  sale: boolean;
  category: string;
  stockLevel: number;
  /** Total sold is `count` minus 1. */
  count: number;
  created_at: string;
  isVisible: boolean;
  /** The first image, or null for a product without one. */
  image: AdminProductImage | null;
}

/** GET /api/admin/getAdminProducts/{page}/{filter}/{query}: 12 a page. */
export type AdminProductsAnswer = AdminList<'rangeProducts', AdminProductRow>;

/** A product as its edit form reads it (getSingleProduct, and every change's answer under `product`). */
export interface AdminProduct extends Omit<AdminProductRow, 'image'> {
  description: string;
  imageList: AdminProductImage[];
  variants: AdminProductVariant[];
  updated_at: string;
}

/** A size as newProduct and updateProduct take it in `variants` (JSON): `_id` for one that exists. */
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

/** newProduct (201), updateProduct, deleteProductImage and removeVariant answer the product. */
export interface ProductAnswer {
  product: AdminProduct;
}

/** POST /api/admin/deleteProductImage/{productId}. */
export interface DeleteProductImageRequest {
  image: { _id: string };
}

/** POST /api/admin/removeVariant/{productId}: the product's new list of sizes. */
export interface RemoveVariantRequest {
  product: { _id: string };
  variants: ProductVariantInput[];
}

/** GET or DELETE /api/admin/deleteProduct/{id}: `archived` when orders hold it (kept for them, gone from the shop). */
export interface DeleteProductAnswer {
  success: true;
  archived: boolean;
}
