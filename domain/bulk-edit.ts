import { DomainError } from './errors.js';
import { formatAud, parseDollars, type Cents } from './money.js';
import { PRICE_MAX_CENTS, STOCK_MAX } from './product.js';

/**
 * The rules of a bulk change to the catalogue (the back office's grid and its CSV import): which
 * cells may be edited, how a typed cell reads, and what a set of edits would change, checked against
 * the current values. One row per product (price, original price, category, visibility, and stock
 * when it has no sizes) and one per size (stock only).
 */

export const BULK_FIELDS = ['price', 'originalPrice', 'stock', 'category', 'isVisible'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

export interface BulkVariant {
  readonly id: string;
  readonly name: string;
  readonly stockLevel: number;
}

/** A product's editable values as they are now. Money in cents. */
export interface BulkProduct {
  readonly id: string;
  readonly name: string;
  readonly priceCents: Cents;
  readonly originalPriceCents: Cents | null;
  readonly category: string;
  readonly isVisible: boolean;
  /** The product's own stock, or the sum of its sizes' when it has sizes. */
  readonly stockLevel: number;
  readonly variants: readonly BulkVariant[];
}

/** One row's edits: the cells as typed. A cell left out stays as it is. */
export interface BulkEdit {
  readonly productId: string;
  /** The size's id; null for the product's own row. */
  readonly variantId: string | null;
  readonly cells: Partial<Record<BulkField, string>>;
  /** The CSV line the row came from, for messages. */
  readonly line?: number;
}

/** A row that cannot be applied, and why (one sentence per row, its problems joined). */
export interface RowProblem {
  readonly key: string;
  readonly line: number | null;
  readonly message: string;
}

export type CellValue = string | number | boolean | null;

/** One cell that would change: values in the API's units (dollars, whole stock, category name, visibility). */
export interface CellChange {
  readonly key: string;
  readonly productId: string;
  readonly variantId: string | null;
  readonly name: string;
  readonly field: BulkField;
  readonly before: CellValue;
  readonly after: CellValue;
}

/** What one product becomes. */
export interface ProductUpdate {
  readonly before: BulkProduct;
  readonly after: BulkProduct;
  readonly cells: readonly CellChange[];
}

export interface BulkPlan {
  readonly updates: readonly ProductUpdate[];
  readonly problems: readonly RowProblem[];
}

/** The key of a grid or CSV row: the product's id, or `<product id>/<size id>` for a size. */
export const rowKey = (productId: string, variantId: string | null): string => (variantId === null ? productId : `${productId}/${variantId}`);

type Cell = { ok: true; value: CellValue } | { ok: false; message: string };

const VISIBLE = new Map<string, boolean>([
  ['true', true],
  ['yes', true],
  ['visible', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['hidden', false],
  ['0', false],
]);

function dollars(text: string, what: string): Cell {
  try {
    const cents = parseDollars(text);
    return cents <= PRICE_MAX_CENTS ? { ok: true, value: cents } : { ok: false, message: `${what} may be at most ${formatAud(PRICE_MAX_CENTS)}.` };
  } catch (e) {
    if (e instanceof DomainError) return { ok: false, message: `${what} "${text}" is not an amount in dollars with at most 2 decimals.` };
    throw e;
  }
}

/** How a typed cell reads: cents for money, a whole number for stock, a name, a visibility. */
export function readBulkCell(field: BulkField, typed: string): Cell {
  const text = typed.trim();
  switch (field) {
    case 'price':
      return text === '' ? { ok: false, message: 'Please enter a price.' } : dollars(text, 'The price');
    case 'originalPrice':
      return text === '' ? { ok: true, value: null } : dollars(text, 'The original price');
    case 'stock':
      if (!/^\d+$/.test(text)) return { ok: false, message: `The stock "${text}" must be a whole number, 0 or more.` };
      return Number(text) > STOCK_MAX ? { ok: false, message: `The stock may be at most ${STOCK_MAX.toLocaleString('en-AU')}.` } : { ok: true, value: Number(text) };
    case 'category':
      return text === '' ? { ok: false, message: 'Please choose a category.' } : { ok: true, value: text };
    case 'isVisible': {
      const v = VISIBLE.get(text.toLowerCase());
      return v === undefined ? { ok: false, message: `Visibility "${text}" must be true or false.` } : { ok: true, value: v };
    }
  }
}

/** A value as the API and the CSV show it (money in dollars). */
export function cellValueOf(p: BulkProduct, field: BulkField, variantId: string | null): CellValue {
  if (variantId !== null) return field === 'stock' ? (p.variants.find((v) => v.id === variantId)?.stockLevel ?? null) : null;
  switch (field) {
    case 'price':
      return p.priceCents / 100;
    case 'originalPrice':
      return p.originalPriceCents === null ? null : p.originalPriceCents / 100;
    case 'stock':
      return p.variants.length > 0 ? null : p.stockLevel;
    case 'category':
      return p.category;
    case 'isVisible':
      return p.isVisible;
  }
}

interface Draft {
  product: BulkProduct;
  priceCents: Cents;
  originalPriceCents: Cents | null;
  category: string;
  isVisible: boolean;
  ownStock: number;
  variantStock: Map<string, number>;
  priceEdited: boolean;
  key: string;
  line: number | null;
}

const draftOf = (p: BulkProduct, line: number | null): Draft => ({
  product: p,
  priceCents: p.priceCents,
  originalPriceCents: p.originalPriceCents,
  category: p.category,
  isVisible: p.isVisible,
  ownStock: p.stockLevel,
  variantStock: new Map(p.variants.map((v) => [v.id, v.stockLevel])),
  priceEdited: false,
  key: p.id,
  line,
});

function productAfter(d: Draft): BulkProduct {
  const variants = d.product.variants.map((v) => ({ ...v, stockLevel: d.variantStock.get(v.id) ?? v.stockLevel }));
  return {
    ...d.product,
    priceCents: d.priceCents,
    originalPriceCents: d.originalPriceCents,
    category: d.category,
    isVisible: d.isVisible,
    stockLevel: variants.length > 0 ? variants.reduce((n, v) => n + v.stockLevel, 0) : d.ownStock,
    variants,
  };
}

function changedCells(before: BulkProduct, after: BulkProduct): CellChange[] {
  const out: CellChange[] = [];
  for (const field of BULK_FIELDS) {
    const [was, now] = [cellValueOf(before, field, null), cellValueOf(after, field, null)];
    if (was !== now) out.push({ key: before.id, productId: before.id, variantId: null, name: before.name, field, before: was, after: now });
  }
  after.variants.forEach((v, i) => {
    const was = before.variants[i]?.stockLevel;
    if (was !== v.stockLevel)
      out.push({ key: rowKey(before.id, v.id), productId: before.id, variantId: v.id, name: `${before.name} (${v.name})`, field: 'stock', before: was ?? null, after: v.stockLevel });
  });
  return out;
}

/**
 * What `edits` would do to `products`: every product that would change, with its cells before and
 * after, and every row that cannot be applied with the reason. A row naming an unknown product or
 * size, a row given twice, a cell that does not read, a product-wide cell on a size's row, the stock
 * of a product with sizes on its own row, a new category that does not exist (the one a product is
 * already filed under stays acceptable), or an original price not
 * above the price are problems. Empty product-wide cells on a size's row (as the export writes them)
 * are left alone. A row that changes nothing is no update.
 */
export function planBulkEdit(products: ReadonlyMap<string, BulkProduct>, edits: readonly BulkEdit[], categories: ReadonlySet<string>): BulkPlan {
  const problems = new Map<string, { line: number | null; messages: string[] }>();
  const problem = (key: string, line: number | null, message: string) => {
    const p = problems.get(key) ?? { line, messages: [] };
    p.messages.push(message);
    problems.set(key, p);
  };
  const seen = new Map<string, number | null>();
  const drafts = new Map<string, Draft>();

  for (const edit of edits) {
    const key = rowKey(edit.productId, edit.variantId);
    const line = edit.line ?? null;
    const problemKey = line === null ? key : `line ${line}`;
    if (seen.has(key)) {
      const first = seen.get(key);
      problem(problemKey, line, first === null || first === undefined ? 'This row is given twice.' : `This row repeats line ${first}.`);
      continue;
    }
    seen.set(key, line);
    const product = products.get(edit.productId);
    if (!product) {
      problem(problemKey, line, 'No product has this id; it may have been deleted.');
      continue;
    }
    const variant = edit.variantId === null ? null : product.variants.find((v) => v.id === edit.variantId);
    if (variant === undefined) {
      problem(problemKey, line, `${product.name} has no size with this id; it may have been removed.`);
      continue;
    }
    const draft = drafts.get(product.id) ?? draftOf(product, line);
    if (variant === null) draft.line = line;
    const next: Partial<Record<BulkField, CellValue>> = {};
    let ok = true;
    for (const field of BULK_FIELDS) {
      const typed = edit.cells[field];
      if (typed === undefined) continue;
      const onSizeRow = variant !== null && field !== 'stock';
      const sizedStock = variant === null && field === 'stock' && product.variants.length > 0;
      if (onSizeRow || sizedStock) {
        if (typed.trim() === '') continue;
        problem(
          problemKey,
          line,
          onSizeRow ? 'Price, original price, category and visibility are set on the product’s row, not on a size’s.' : `${product.name} has sizes: set the stock of each size on its own row.`,
        );
        ok = false;
        continue;
      }
      const cell = readBulkCell(field, typed);
      if (!cell.ok) {
        problem(problemKey, line, cell.message);
        ok = false;
      } else if (field === 'category' && cell.value !== product.category && !categories.has(String(cell.value))) {
        problem(problemKey, line, `There is no category named "${String(cell.value)}".`);
        ok = false;
      } else next[field] = cell.value;
    }
    if (!ok) continue;
    if (variant !== null) {
      if (next.stock !== undefined) draft.variantStock.set(variant.id, next.stock as number);
    } else {
      if (next.price !== undefined) draft.priceCents = next.price as number;
      if (next.originalPrice !== undefined) draft.originalPriceCents = next.originalPrice as number | null;
      if (next.price !== undefined || next.originalPrice !== undefined) draft.priceEdited = true;
      if (next.category !== undefined) draft.category = next.category as string;
      if (next.isVisible !== undefined) draft.isVisible = next.isVisible as boolean;
      if (next.stock !== undefined) draft.ownStock = next.stock as number;
    }
    drafts.set(product.id, draft);
  }

  const updates: ProductUpdate[] = [];
  for (const d of drafts.values()) {
    if (d.priceEdited && d.originalPriceCents !== null && d.originalPriceCents <= d.priceCents) {
      problem(d.line === null ? d.key : `line ${d.line}`, d.line, 'The original price must be higher than the price (leave it empty when the product is not on sale).');
      continue;
    }
    const after = productAfter(d);
    const cells = changedCells(d.product, after);
    if (cells.length > 0) updates.push({ before: d.product, after, cells });
  }
  return { updates, problems: [...problems].map(([key, p]) => ({ key, line: p.line, message: p.messages.join(' ') })) };
}

/** Problems as the 400 answer's body: row key (or `line N`) → message. */
export const problemFields = (problems: readonly RowProblem[]): Record<string, string> => Object.fromEntries(problems.map((p) => [p.key, p.message]));
