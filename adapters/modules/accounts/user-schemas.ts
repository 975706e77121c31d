import { z } from 'zod';
import { isRecordId } from '../../../domain/record-id.js';
import type { CartLine } from '../../../domain/stock.js';
import { recordRef } from '../../http/id-schemas.js';

/** A text field whose absence the use case reports in its own words ('Required field'). */
export const text = (max = 500) => z.string({ error: 'Please enter text.' }).max(max, `Please use at most ${max} characters.`).optional().default('');

/** An address of the address book, given by its id or as the address itself. */
export const addressRef = recordRef('Address', 'Please choose an address.');

const cartLine = z.object({
  product: z.union([z.string(), z.object({ _id: z.string() })]),
  variant: z.string().nullable().optional(),
  quantity: z.number(),
});

/**
 * The guest cart sent at login, as the browser kept it. Lines that are malformed or name no product
 * of ours are dropped rather than refused: a stale local cart must never stop a sign-in.
 */
export const guestCart = z
  .array(z.unknown())
  .max(200, 'The cart has too many lines.')
  .optional()
  .transform((lines): CartLine[] =>
    (lines ?? []).flatMap((raw) => {
      const p = cartLine.safeParse(raw);
      if (!p.success) return [];
      const productId = typeof p.data.product === 'string' ? p.data.product : p.data.product._id;
      const q = p.data.quantity;
      if (!isRecordId(productId) || !Number.isSafeInteger(q) || q < 1 || q > 1000) return [];
      const variant = p.data.variant;
      return [{ productId: productId.toLowerCase(), variantId: isRecordId(variant) ? variant.toLowerCase() : null, quantity: q }];
    }),
  );
