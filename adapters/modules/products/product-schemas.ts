import { z } from 'zod';
import { ADMIN_PRODUCT_FILTERS } from '../../http/contract/products.js';

// Request schemas of the back office's product calls; the answers' schemas are the contract's
// (adapters/http/contract/products.ts).

export { adminProduct as productSchema, adminProductRow as productRowSchema, adminProductsAnswer as productsAnswer, deleteProductAnswer, productAnswer } from '../../http/contract/products.js';

/** The list's `{filter}` segment: one of the eight orders, `-` or empty for the default (newest). */
export const productFilter = z.enum([...ADMIN_PRODUCT_FILTERS, '-'], { message: `Filter must be one of ${ADMIN_PRODUCT_FILTERS.join(', ')}.` }).transform((s) => (s === '-' ? 'newest' : s));

const text = (max: number, field: string) =>
  z
    .string({ message: `${field} must be text.` })
    .max(max, `${field} is too long.`)
    .optional();

/** A JSON field of the multipart form, parsed and then checked by `schema`; unreadable JSON is a 400 under the field. */
const jsonField = <S extends z.ZodType>(schema: S, message: string) =>
  z
    .string({ message })
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const variantInput = z.object({
  _id: z.string().uuid('A size has an unknown _id.').optional(),
  variantName: z.string({ message: 'Every size needs a name.' }).max(100, 'A size name has at most 40 characters.'),
  variantStockLevel: z.union([z.number(), z.string().max(20)], { message: 'The stock of every size is a whole number.' }),
});

const variantsMessage = 'Send the sizes as a JSON list of {variantName, variantStockLevel}.';
export const variantsField = jsonField(z.array(variantInput, { message: variantsMessage }).max(100, 'A product has at most 30 sizes.'), variantsMessage);

const imageListMessage = 'Send the kept images as a JSON list of {_id, imageUrl}.';
export const imageListField = jsonField(
  z
    .array(
      z.union([z.string(), z.object({ _id: z.string() })]).transform((i) => (typeof i === 'string' ? i : i._id)),
      { message: imageListMessage },
    )
    .max(50, imageListMessage),
  imageListMessage,
);

/** The text fields of newProduct and updateProduct (multipart), all optional here: the domain names what is missing. */
export const productForm = z.object({
  name: text(500, 'The name'),
  description: text(20_000, 'The description'),
  price: text(30, 'The price'),
  originalPrice: text(30, 'The original price'),
  category: text(200, 'The category'),
  stockLevel: text(30, 'The stock level'),
  variants: variantsField.optional(),
  isVisible: z.enum(['true', 'false'], { message: 'isVisible is true or false.' }).optional(),
});

export const updateProductForm = productForm.extend({ imageList: imageListField.optional() });
