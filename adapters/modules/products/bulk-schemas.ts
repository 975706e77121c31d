import { z } from 'zod';

// The body of the bulk editor's save (its answers are in the contract, adapters/http/contract/products-bulk.ts).

const typed = (what: string) => z.union([z.string(), z.number()], { message: `${what} must be a number or text.` }).transform(String);

/** The most rows one save may hold (a bigger change goes through a CSV import). */
export const MAX_SAVE_ROWS = 5_000;

export const bulkUpdateBody = z.object({
  rows: z
    .array(
      z.object({
        productId: z.string({ message: 'Every row needs its productId.' }).trim().min(1, 'Every row needs its productId.'),
        variantId: z
          .string()
          .trim()
          .nullish()
          .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
        price: typed('A price').optional(),
        originalPrice: z
          .union([z.string(), z.number(), z.null()], { message: 'An original price must be a number, text or null.' })
          .optional()
          .transform((v) => (v === undefined ? undefined : v === null ? '' : String(v))),
        stock: typed('A stock level').optional(),
        category: z.string({ message: 'A category must be text.' }).optional(),
        isVisible: z
          .union([z.boolean(), z.string()], { message: 'Visibility must be true or false.' })
          .optional()
          .transform((v) => (v === undefined ? undefined : String(v))),
      }),
      { message: 'Send the edited rows as a list.' },
    )
    .min(1, 'There is nothing to save.')
    .max(MAX_SAVE_ROWS, `One save takes at most ${MAX_SAVE_ROWS.toLocaleString('en-AU')} rows; import a CSV for more.`),
});
