import type { BulkEdit, BulkProduct, CellChange, ProductUpdate, RowProblem } from '../../domain/bulk-edit.js';
import type { Result } from '../../domain/result.js';
import type { Actor, AuditStores } from '../audit/ports.js';

// The bulk editor of the products module: the grid of every product and size, one save of many
// edits, and the catalogue as CSV (export, a dry-run preview of an import, the import itself). Every
// save is one unit of work: all its rows or none, each changed product audited and announced.

/** The catalogue as the bulk editor reads it (pool-bound; archived products left out). */
export interface BulkCatalogue {
  /** Every product with its sizes, newest first. */
  all(): Promise<BulkProduct[]>;
  /** Names a product may be filed under. */
  categoryNames(): Promise<string[]>;
}

/** The bulk editor's writes, bound to a unit of work. */
export interface BulkProductRepository {
  /** These products (not archived) with their sizes, their rows locked until the transaction ends. */
  lock(productIds: readonly string[]): Promise<BulkProduct[]>;
  /** Writes what each product becomes (price, original price, category, visibility, stock, sizes' stock) and `updated_at`. */
  apply(updates: readonly ProductUpdate[], at: Date): Promise<void>;
}

export interface BulkStores extends AuditStores {
  bulk: BulkProductRepository;
}

/** The audited fields a bulk edit may change, in the API's units and the products module's snapshot names. */
export const bulkSnapshot = (p: BulkProduct) => ({
  price: p.priceCents / 100,
  originalPrice: p.originalPriceCents === null ? null : p.originalPriceCents / 100,
  category: p.category,
  stockLevel: p.stockLevel,
  isVisible: p.isVisible,
  variants: p.variants.map((v) => `${v.name}: ${v.stockLevel}`),
});

/** What a save or an import did. */
export interface BulkOutcome {
  changedProducts: number;
  changedCells: number;
}

/** What an import would do, nothing written. */
export interface ImportPreview {
  /** Data rows read from the file. */
  rows: number;
  changes: readonly CellChange[];
  problems: readonly RowProblem[];
}

export type BulkFailure = 'invalid_rows';
export type ImportFailure = 'invalid_rows' | 'unreadable_file';

export type ListBulkProducts = () => Promise<Result<{ products: BulkProduct[]; categories: string[] }>>;
export type BulkUpdateProducts = (input: { actor: Actor; edits: readonly BulkEdit[] }) => Promise<Result<BulkOutcome, BulkFailure>>;
export type ExportProductsCsv = () => Promise<Result<string>>;
export type PreviewProductsCsv = (input: { csv: string }) => Promise<Result<ImportPreview, 'unreadable_file'>>;
export type ImportProductsCsv = (input: { actor: Actor; csv: string }) => Promise<Result<BulkOutcome, ImportFailure>>;
