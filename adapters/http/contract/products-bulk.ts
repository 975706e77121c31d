/**
 * Wire shapes of the back office's bulk editor (beyond the spec; in the OpenAPI document): the grid's
 * rows, one save of many edits, and the catalogue as CSV, as zod schemas with their inferred types;
 * the SPAs import the types with `import type`. Money in dollars, as every product call. Failures:
 * 400 `{<productId> or <productId>/<variantId>: message}` for the rows of a refused save, `{line N:
 * message}` for the rows of a refused import, `{file}` for a file that cannot be read.
 */
import { z } from 'zod';

/** A product in the grid: its own row, then one row per size. `stockLevel` is the sizes' sum when it has sizes. */
export const bulkProductRow = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  category: z.string(),
  isVisible: z.boolean(),
  stockLevel: z.number().int(),
  variants: z.array(z.object({ _id: z.string(), variantName: z.string(), variantStockLevel: z.number().int() })),
});
export type BulkProductRow = z.infer<typeof bulkProductRow>;

/** GET /api/admin/getBulkProducts: every product with its sizes, and the names a product may be filed under. */
export const bulkProductsAnswer = z.object({ products: z.array(bulkProductRow), categories: z.array(z.string()) });
export type BulkProductsAnswer = z.infer<typeof bulkProductsAnswer>;

/** An editable column of the grid and the CSV. */
export const BULK_COLUMNS = ['price', 'originalPrice', 'stock', 'category', 'isVisible'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** One row's edited cells, as typed or as values; a cell left out stays as it is. */
export interface BulkRowEdit {
  productId: string;
  /** The size's row; left out or null for the product's own row. */
  variantId?: string | null;
  price?: number | string;
  /** Empty or null: not on sale. */
  originalPrice?: number | string | null;
  stock?: number | string;
  category?: string;
  isVisible?: boolean | string;
}

/** POST /api/admin/bulkUpdateProducts: every edited row; all are applied or none. */
export interface BulkUpdateRequest {
  rows: BulkRowEdit[];
}

/** What a save or an import changed (also POST /api/admin/importProductsCsv's answer). */
export const bulkOutcomeAnswer = z.object({ changedProducts: z.number().int(), changedCells: z.number().int() });
export type BulkOutcomeAnswer = z.infer<typeof bulkOutcomeAnswer>;

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A cell an import would change; `name` is the product's, with the size in brackets for a size's row. */
export const bulkCellChange = z.object({
  key: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  field: z.enum(BULK_COLUMNS),
  before: cellValue,
  after: cellValue,
});
export type BulkCellChange = z.infer<typeof bulkCellChange>;

/** A row that cannot be applied, and why. */
export const bulkRowProblem = z.object({ key: z.string(), line: z.number().int().nullable(), message: z.string() });
export type BulkRowProblem = z.infer<typeof bulkRowProblem>;

/** POST /api/admin/previewProductsCsv: what the import would do; nothing is written. */
export const csvPreviewAnswer = z.object({ rows: z.number().int(), changes: z.array(bulkCellChange), problems: z.array(bulkRowProblem) });
export type CsvPreviewAnswer = z.infer<typeof csvPreviewAnswer>;
