/**
 * JSON shapes of the back office's bulk editor (beyond the spec; in the OpenAPI document): the grid's
 * rows, one save of many edits, and the catalogue as CSV. Types only: the SPAs import them with
 * `import type`. Money in dollars, as every product call.
 */

/** A size in the grid. */
export interface BulkVariantRow {
  _id: string;
  variantName: string;
  variantStockLevel: number;
}

/** A product in the grid: its own row, then one row per size. `stockLevel` is the sizes' sum when it has sizes. */
export interface BulkProductRow {
  _id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  category: string;
  isVisible: boolean;
  stockLevel: number;
  variants: BulkVariantRow[];
}

/** GET /api/admin/getBulkProducts. */
export interface BulkProductsAnswer {
  products: BulkProductRow[];
  /** Names a product may be filed under. */
  categories: string[];
}

/** An editable column of the grid and the CSV. */
export type BulkColumn = 'price' | 'originalPrice' | 'stock' | 'category' | 'isVisible';

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

/** POST /api/admin/bulkUpdateProducts. 400: `{<row key>: message}` for every bad row (`<productId>` or `<productId>/<variantId>`); nothing is written. */
export interface BulkUpdateRequest {
  rows: BulkRowEdit[];
}

/** What a save or an import changed. */
export interface BulkOutcomeAnswer {
  changedProducts: number;
  changedCells: number;
}

/** A cell an import would change. */
export interface BulkCellChange {
  key: string;
  productId: string;
  variantId: string | null;
  /** The product's name, with the size in brackets for a size's row. */
  name: string;
  field: BulkColumn;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

/** A row that cannot be applied. */
export interface BulkRowProblem {
  key: string;
  line: number | null;
  message: string;
}

/** POST /api/admin/previewProductsCsv (body: the CSV as text/csv): what the import would do; nothing written. 400 `{file}` for a file that cannot be read. */
export interface CsvPreviewAnswer {
  rows: number;
  changes: BulkCellChange[];
  problems: BulkRowProblem[];
}

/** POST /api/admin/importProductsCsv (body: the CSV as text/csv) answers BulkOutcomeAnswer; 400 `{line N: message}` for bad rows, `{file}` for a file that cannot be read. */
export type CsvImportAnswer = BulkOutcomeAnswer;
