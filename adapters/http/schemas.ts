import { z } from 'zod';
import { optionalRecordId, optionalRecordRef, recordRef } from './id-schemas.js';

/** Path page number: digits only, 1 or more. */
export const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, 'Page must be a whole number of at least 1.')
  .transform(Number)
  .refine((n) => n >= 1, 'Page must be a whole number of at least 1.');

/** A text field a client may leave out or send as null; both read as ''. */
export const optionalText = (field: string, max = 200) =>
  z
    .union([z.string().max(max, `${field} is too long (at most ${max} characters).`), z.null()])
    .optional()
    .transform((v) => v ?? '');

/** `-` (or an empty value) in a path segment means "none". */
export const EMPTY_SEGMENT = '-';
export const optionalSegment = (description: string) =>
  z
    .string()
    .max(100, 'At most 100 characters.')
    .describe(description)
    .transform((s) => (s.trim() === '' || s.trim() === EMPTY_SEGMENT ? null : s.trim()));

/** A cart as clients send it: lines with the product as id or populated product, every id checked. */
export const cartInput = z
  .array(
    z.object({
      product: recordRef('Product id', 'Each cart line needs a product id.'),
      variant: optionalRecordRef('Size'),
      quantity: z
        .number({ message: 'Quantity must be a whole number from 1 to 999.' })
        .int('Quantity must be a whole number from 1 to 999.')
        .min(1, 'Quantity must be a whole number from 1 to 999.')
        .max(999, 'Quantity must be a whole number from 1 to 999.'),
    }),
    { message: 'Cart must be a list of lines.' },
  )
  .max(100, 'A cart holds at most 100 lines.');

export type CartInput = z.output<typeof cartInput>;

/** Cart lines in the shape of the cart rules. */
export const toLines = (cart: CartInput | undefined) => (cart ?? []).map((l) => ({ productId: l.product, variantId: l.variant, quantity: l.quantity }));

/** An optional variant id: a blank or null one means none. */
export const variantParam = optionalRecordRef('Size');

/** An optional owner id: missing, blank, null or `-` means none. */
export const uidParam = optionalRecordId('User id');
