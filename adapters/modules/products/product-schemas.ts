import { z } from 'zod';
import { ADMIN_PRODUCT_SORTS } from '../../../application/products/ports.js';

// Wire schemas of the back office's product answers (admin-api.md), the routes' `answer:`.

const image = z.object({ _id: z.string(), imageUrl: z.string() });

const rowFields = {
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  sale: z.boolean(),
  category: z.string(),
  stockLevel: z.number().int(),
  count: z.number().int(),
  created_at: z.string(),
  isVisible: z.boolean(),
};

export const productRowSchema = z.object({ ...rowFields, image: image.nullable() });

export const productSchema = z.object({
  ...rowFields,
  description: z.string(),
  imageList: z.array(image),
  variants: z.array(z.object({ _id: z.string(), variantName: z.string(), variantStockLevel: z.number().int() })),
  updated_at: z.string(),
});

export const productsAnswer = z.object({ rangeProducts: z.array(productRowSchema), count: z.number().int() });
export const productAnswer = z.object({ product: productSchema });
export const deleteProductAnswer = z.object({ success: z.literal(true), archived: z.boolean() });

/** The list's `{filter}` segment: one of the eight orders, `-` or empty for the default (newest). */
export const productFilter = z
  .string()
  .transform((s) => (s.trim() === '' || s.trim() === '-' ? 'newest' : s.trim()))
  .pipe(z.enum(ADMIN_PRODUCT_SORTS, { message: `Filter must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}.` }));
