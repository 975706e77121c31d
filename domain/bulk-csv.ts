import { cellValueOf, type BulkEdit, type BulkField, type BulkProduct, type CellValue, type RowProblem } from './bulk-edit.js';
import { parseCsv, toCsv } from './csv.js';

/**
 * The catalogue as CSV, in the columns of the bulk grid, and a CSV back into the grid's edits.
 * `product` and `size` are there for people and are not read back; only `productId` is required,
 * so a file of `productId,variantId,stock` changes stock levels and nothing else.
 */

export const BULK_CSV_COLUMNS = ['productId', 'variantId', 'product', 'size', 'price', 'originalPrice', 'stock', 'category', 'isVisible'] as const;
type Column = (typeof BULK_CSV_COLUMNS)[number];

/** The most rows one import may hold. */
export const MAX_IMPORT_ROWS = 20_000;

const EDITABLE: readonly Column[] = ['price', 'originalPrice', 'stock', 'category', 'isVisible'] satisfies BulkField[];
const TEXT_COLUMNS = new Set([2, 3, 7]);

const shown = (v: CellValue): string => (v === null ? '' : typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : String(v));

/** Every product and size as CSV, a header line first: a product's row, then one row per size. */
export function bulkCsv(products: readonly BulkProduct[]): string {
  const rows: string[][] = [[...BULK_CSV_COLUMNS]];
  for (const p of products) {
    rows.push([p.id, '', p.name, '', ...EDITABLE.map((f) => shown(cellValueOf(p, f as BulkField, null)))]);
    for (const v of p.variants) rows.push([p.id, v.id, p.name, v.name, '', '', String(v.stockLevel), '', '']);
  }
  return toCsv(rows, TEXT_COLUMNS);
}

export type CsvEdits = { ok: true; edits: BulkEdit[]; problems: RowProblem[] } | { ok: false; message: string };

/**
 * The edits a CSV file asks for, one per data row, with the line it starts on. The header names the
 * columns (any order, any case); an unknown or repeated column, a missing `productId` column, an
 * unreadable file or more than MAX_IMPORT_ROWS rows refuse the whole file. A row without a product
 * id, or with more cells than the header, is a problem of that row.
 */
export function csvToEdits(text: string): CsvEdits {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const [header, ...rows] = parsed.rows;
  if (!header) return { ok: false, message: 'The file is empty: it needs a header line and a row per product or size.' };
  const byName = new Map(BULK_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns: Column[] = [];
  for (const name of header) {
    const column = byName.get(name.trim().toLowerCase());
    if (!column) return { ok: false, message: `Unknown column "${name.trim()}". The columns are ${BULK_CSV_COLUMNS.join(', ')}.` };
    if (columns.includes(column)) return { ok: false, message: `The column ${column} is given twice.` };
    columns.push(column);
  }
  if (!columns.includes('productId')) return { ok: false, message: 'The file needs a productId column.' };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, message: `The file has ${rows.length.toLocaleString('en-AU')} rows; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-AU')}.` };

  const edits: BulkEdit[] = [];
  const problems: RowProblem[] = [];
  rows.forEach((cells, i) => {
    const line = parsed.lines[i + 1] ?? i + 2;
    if (cells.length > columns.length) {
      problems.push({ key: `line ${line}`, line, message: `This row has ${cells.length} cells but the header names ${columns.length} columns.` });
      return;
    }
    const value = (c: Column) => {
      const at = columns.indexOf(c);
      return at < 0 ? undefined : (cells[at] ?? '');
    };
    // Ids are written in lower case; a spreadsheet or a person may have changed that.
    const productId = (value('productId') ?? '').trim().toLowerCase();
    if (productId === '') {
      problems.push({ key: `line ${line}`, line, message: 'This row has no productId.' });
      return;
    }
    const variantId = (value('variantId') ?? '').trim().toLowerCase();
    const edited: Partial<Record<BulkField, string>> = {};
    for (const c of EDITABLE) {
      const v = value(c);
      if (v !== undefined) edited[c as BulkField] = v;
    }
    edits.push({ productId, variantId: variantId === '' ? null : variantId, cells: edited, line });
  });
  return { ok: true, edits, problems };
}
