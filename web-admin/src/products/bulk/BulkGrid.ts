import { makeAutoObservable } from 'mobx';
import type { BulkColumn, BulkProductRow, BulkRowEdit } from './bulk-api';

/** The grid's editable columns, in order. */
export const BULK_COLUMNS: readonly { field: BulkColumn; label: string }[] = [
  { field: 'price', label: 'Price' },
  { field: 'originalPrice', label: 'Original price' },
  { field: 'stock', label: 'Stock' },
  { field: 'category', label: 'Category' },
  { field: 'isVisible', label: 'Visibility' },
];

/** One line of the grid: a product's own row, or one of its sizes (stock only). */
export interface GridRow {
  key: string;
  productId: string;
  variantId: string | null;
  /** The product's name, or the size's. */
  label: string;
  product: BulkProductRow;
}

/** A key the grid handles (as a keyboard event gives it). */
export interface GridKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Columns typed as text; category and visibility are chosen from a list. */
const TYPED_FIELDS = new Set<BulkColumn>(['price', 'originalPrice', 'stock']);

const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
const cellId = (key: string, field: BulkColumn) => `${key}|${field}`;

/**
 * The spreadsheet: rows of every product and size, the typed text of each edited cell beside the
 * value it had, a filter, the active cell and its editor, keyboard navigation (arrows, Tab, Enter,
 * Escape), and undo of a cell or of the last edit. Only cells whose text differs from the value
 * they had count as changes.
 */
export class BulkGrid {
  products: BulkProductRow[] = [];
  categories: string[] = [];
  filter = '';
  /** Edited cells: `<row key>|<field>` → the text typed. */
  edits = new Map<string, string>();
  /** Server messages by row key (a refused save). */
  rowErrors: Record<string, string> = {};
  /** The active cell, as an index into `rows` and `BULK_COLUMNS`. */
  active = { row: 0, col: 0 };
  /** The text in the active cell's editor while it is open, else null. */
  draft: string | null = null;
  #history: { id: string; before: string | undefined }[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Takes fresh rows from the server; edits and errors are dropped (after a save or on load). */
  setProducts(products: BulkProductRow[], categories: string[]): void {
    this.products = products;
    this.categories = categories;
    this.edits = new Map();
    this.rowErrors = {};
    this.#history = [];
    this.draft = null;
    this.clampActive();
  }

  /** Every row the filter keeps: a product matches by name or category, and brings its sizes. */
  get rows(): GridRow[] {
    const q = this.filter.trim().toLowerCase();
    const out: GridRow[] = [];
    for (const p of this.products) {
      if (q !== '' && !p.name.toLowerCase().includes(q) && !p.category.toLowerCase().includes(q)) continue;
      out.push({ key: p._id, productId: p._id, variantId: null, label: p.name, product: p });
      for (const v of p.variants) out.push({ key: `${p._id}/${v._id}`, productId: p._id, variantId: v._id, label: v.variantName, product: p });
    }
    return out;
  }

  setFilter(text: string): void {
    this.filter = text;
    this.draft = null;
    this.clampActive();
  }

  /** Whether a row's cell can be edited: a size has only stock; a product with sizes has no stock of its own. */
  editable(row: GridRow, field: BulkColumn): boolean {
    if (row.variantId !== null) return field === 'stock';
    return field !== 'stock' || row.product.variants.length === 0;
  }

  /** The value the cell had, as text ('' for none). */
  original(row: GridRow, field: BulkColumn): string {
    const p = row.product;
    if (row.variantId !== null) return field === 'stock' ? String(p.variants.find((v) => v._id === row.variantId)?.variantStockLevel ?? '') : '';
    switch (field) {
      case 'price':
        return money(p.price);
      case 'originalPrice':
        return money(p.originalPrice);
      case 'stock':
        return String(p.stockLevel);
      case 'category':
        return p.category;
      case 'isVisible':
        return String(p.isVisible);
    }
  }

  /** The cell's text now: as typed, or as it was. */
  value(row: GridRow, field: BulkColumn): string {
    return this.edits.get(cellId(row.key, field)) ?? this.original(row, field);
  }

  isChanged(row: GridRow, field: BulkColumn): boolean {
    return this.edits.has(cellId(row.key, field));
  }

  /** How many cells differ from what they were. */
  get changedCells(): number {
    return this.edits.size;
  }

  get dirty(): boolean {
    return this.edits.size > 0;
  }

  /** Types `text` into a cell; typing back what it was removes the change. */
  setCell(row: GridRow, field: BulkColumn, text: string): void {
    if (!this.editable(row, field)) return;
    const id = cellId(row.key, field);
    const before = this.edits.get(id);
    const next = text === this.original(row, field) ? undefined : text;
    if (before === next) return;
    this.#history.push({ id, before });
    if (next === undefined) this.edits.delete(id);
    else this.edits.set(id, next);
  }

  /** Puts one cell back as it was. */
  undoCell(row: GridRow, field: BulkColumn): void {
    const id = cellId(row.key, field);
    if (!this.edits.has(id)) return;
    this.#history.push({ id, before: this.edits.get(id) });
    this.edits.delete(id);
  }

  /** Takes back the last edit (Ctrl+Z); false when there is none. */
  undoLast(): boolean {
    const last = this.#history.pop();
    if (!last) return false;
    if (last.before === undefined) this.edits.delete(last.id);
    else this.edits.set(last.id, last.before);
    return true;
  }

  rowError(row: GridRow): string | undefined {
    return this.rowErrors[row.key];
  }

  setRowErrors(errors: Record<string, string>): void {
    this.rowErrors = errors;
  }

  /** The rows of a save: every row with a changed cell, its changed cells as typed. */
  changes(): BulkRowEdit[] {
    const byRow = new Map<string, BulkRowEdit>();
    for (const [id, text] of this.edits) {
      const at = id.lastIndexOf('|');
      const key = id.slice(0, at);
      const field = id.slice(at + 1) as BulkColumn;
      const [productId = key, variantId = null] = key.split('/');
      const row = byRow.get(key) ?? { productId, variantId };
      byRow.set(key, { ...row, [field]: text });
    }
    return [...byRow.values()];
  }

  // The active cell and keyboard navigation.

  get activeRow(): GridRow | undefined {
    return this.rows[this.active.row];
  }

  get activeField(): BulkColumn {
    return (BULK_COLUMNS[this.active.col] ?? BULK_COLUMNS[0]!).field;
  }

  isActive(row: GridRow, field: BulkColumn): boolean {
    return this.activeRow?.key === row.key && this.activeField === field;
  }

  select(row: GridRow, field: BulkColumn): void {
    const r = this.rows.findIndex((x) => x.key === row.key);
    if (r < 0) return;
    if (this.draft !== null) this.commitDraft();
    this.active = { row: r, col: BULK_COLUMNS.findIndex((c) => c.field === field) };
  }

  private clampActive(): void {
    const rows = this.rows.length;
    this.active = { row: Math.max(0, Math.min(this.active.row, rows - 1)), col: Math.max(0, Math.min(this.active.col, BULK_COLUMNS.length - 1)) };
  }

  move(dRow: number, dCol: number): void {
    if (this.draft !== null) this.commitDraft();
    this.active = { row: this.active.row + dRow, col: this.active.col + dCol };
    this.clampActive();
  }

  /** Tab: the next cell of the row, then the first of the next row (Shift+Tab backwards). */
  private tab(back: boolean): void {
    if (this.draft !== null) this.commitDraft();
    const width = BULK_COLUMNS.length;
    const at = this.active.row * width + this.active.col + (back ? -1 : 1);
    const last = this.rows.length * width - 1;
    const to = Math.max(0, Math.min(at, last));
    this.active = { row: Math.floor(to / width), col: to % width };
  }

  /** Opens the active cell's editor with its text, or with `typed` replacing it. */
  startEditing(typed?: string): void {
    const row = this.activeRow;
    if (!row || !this.editable(row, this.activeField)) return;
    this.draft = typed ?? this.value(row, this.activeField);
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  commitDraft(): void {
    const row = this.activeRow;
    if (row && this.draft !== null) this.setCell(row, this.activeField, this.draft);
    this.draft = null;
  }

  cancelDraft(): void {
    this.draft = null;
  }

  /**
   * A key pressed in the grid: arrows move (not while editing, where they move in the text), Tab
   * and Shift+Tab go along the row, Enter opens the editor or commits it and goes down, Escape
   * closes the editor without keeping what was typed, Delete empties the original price (not on sale), Ctrl+Z takes back the
   * last edit, and a printable key starts typing over a price or stock cell. True when the grid used the key.
   */
  handleKey(k: GridKey): boolean {
    const editing = this.draft !== null;
    if ((k.ctrlKey || k.metaKey) && k.key.toLowerCase() === 'z' && !editing) return this.undoLast();
    switch (k.key) {
      case 'Tab':
        this.tab(k.shiftKey === true);
        return true;
      case 'Enter':
        if (editing) this.move(k.shiftKey ? -1 : 1, 0);
        else this.startEditing();
        return true;
      case 'Escape':
        if (!editing) return false;
        this.cancelDraft();
        return true;
    }
    if (editing) return false;
    switch (k.key) {
      case 'ArrowUp':
        this.move(-1, 0);
        return true;
      case 'ArrowDown':
        this.move(1, 0);
        return true;
      case 'ArrowLeft':
        this.move(0, -1);
        return true;
      case 'ArrowRight':
        this.move(0, 1);
        return true;
      case 'Delete':
      case 'Backspace': {
        const row = this.activeRow;
        if (row && this.activeField === 'originalPrice') this.setCell(row, 'originalPrice', '');
        return row !== undefined;
      }
    }
    if (k.key.length === 1 && !k.ctrlKey && !k.metaKey && TYPED_FIELDS.has(this.activeField)) {
      this.startEditing(k.key);
      return this.draft !== null;
    }
    return false;
  }
}
