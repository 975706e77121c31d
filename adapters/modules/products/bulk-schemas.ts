import { z } from 'zod';
import { BULK_FIELDS } from '../../../domain/bulk-edit.js';

// Wire schemas of the bulk editor's calls: the save's body and every answer (the routes' `answer:`).

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const bulkProductsAnswer = z.object({
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      price: z.number(),
      originalPrice: z.number().nullable(),
      category: z.string(),
      isVisible: z.boolean(),
      stockLevel: z.number().int(),
      variants: z.array(z.object({ _id: z.string(), variantName: z.string(), variantStockLevel: z.number().int() })),
    }),
  ),
  categories: z.array(z.string()),
});

export const bulkOutcomeAnswer = z.object({ changedProducts: z.number().int(), changedCells: z.number().int() });

export const csvPreviewAnswer = z.object({
  rows: z.number().int(),
  changes: z.array(z.object({ key: z.string(), productId: z.string(), variantId: z.string().nullable(), name: z.string(), field: z.enum(BULK_FIELDS), before: cellValue, after: cellValue })),
  problems: z.array(z.object({ key: z.string(), line: z.number().int().nullable(), message: z.string() })),
});

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
