import { z } from 'zod';
import { UUID_PATTERN } from '../../domain/ids.js';

const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** A record id (UUID), with a plain-English message naming the field. */
export const id = (what: string) => z.string({ message: `${what} is required.` }).regex(UUID, `${what} must be a valid id.`);

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

const lineProduct = z.union([z.string(), z.object({ _id: z.string() })], { message: 'Each cart line needs a product id.' });

/** A cart as clients send it: lines with the product as id or populated product. */
export const cartInput = z
  .array(
    z.object({
      product: lineProduct,
      variant: z.union([z.string(), z.object({ _id: z.string() }), z.null()]).optional(),
      quantity: z.number({ message: 'Quantity must be a whole number from 1 to 999.' }).int('Quantity must be a whole number from 1 to 999.').min(1, 'Quantity must be a whole number from 1 to 999.').max(999, 'Quantity must be a whole number from 1 to 999.'),
    }),
    { message: 'Cart must be a list of lines.' },
  )
  .max(100, 'A cart holds at most 100 lines.');

export type CartInput = z.output<typeof cartInput>;

const idOf = (v: string | { _id: string } | null | undefined): string | null => (v === null || v === undefined ? null : typeof v === 'string' ? v : v._id) || null;

/** Cart lines in the shape of the cart rules. */
export const toLines = (cart: CartInput | undefined) =>
  (cart ?? []).map((l) => ({ productId: idOf(l.product) ?? '', variantId: idOf(l.variant), quantity: l.quantity }));

/** An optional variant id: a blank or null one means none. */
export const variantParam = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/** An optional owner id: missing, blank, null or `-` means none. */
export const uidParam = z
  .union([z.string().max(64, 'User id is not valid.'), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v.trim() === '' || v.trim() === EMPTY_SEGMENT ? null : v.trim()));
