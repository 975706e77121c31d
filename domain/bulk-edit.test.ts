import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkCsv, csvToEdits } from './bulk-csv.js';
import { planBulkEdit, problemFields, readBulkCell, rowKey, type BulkEdit, type BulkProduct } from './bulk-edit.js';

const tee: BulkProduct = { id: 'p1', name: 'Trail Tee', priceCents: 4500, originalPriceCents: null, category: 'tops', isVisible: true, stockLevel: 7, variants: [] };
const cap: BulkProduct = {
  id: 'p2',
  name: 'Ridge Cap',
  priceCents: 2000,
  originalPriceCents: 3000,
  category: 'headwear',
  isVisible: true,
  stockLevel: 5,
  variants: [
    { id: 'v1', name: 'S', stockLevel: 2 },
    { id: 'v2', name: 'M', stockLevel: 3 },
  ],
};
const catalogue = new Map([tee, cap].map((p) => [p.id, p]));
const categories = new Set(['tops', 'bottoms', 'headwear', 'sale']);
const edit = (productId: string, variantId: string | null, cells: BulkEdit['cells'], line?: number): BulkEdit => ({ productId, variantId, cells, ...(line === undefined ? {} : { line }) });

describe('reading a typed cell', () => {
  it('reads dollars to cents, an empty original price as not on sale, whole stock, a category and a visibility', () => {
    expect(readBulkCell('price', ' $1,299.5 ')).toEqual({ ok: true, value: 129950 });
    expect(readBulkCell('originalPrice', '')).toEqual({ ok: true, value: null });
    expect(readBulkCell('stock', '12')).toEqual({ ok: true, value: 12 });
    expect(readBulkCell('category', ' tops ')).toEqual({ ok: true, value: 'tops' });
    expect(readBulkCell('isVisible', 'Hidden')).toEqual({ ok: true, value: false });
    expect(readBulkCell('isVisible', 'YES')).toEqual({ ok: true, value: true });
  });

  it('says what is wrong with a cell that does not read', () => {
    expect(readBulkCell('price', '')).toEqual({ ok: false, message: 'Please enter a price.' });
    expect(readBulkCell('price', '12.345')).toEqual({ ok: false, message: 'The price "12.345" is not an amount in dollars with at most 2 decimals.' });
    expect(readBulkCell('price', '-1')).toMatchObject({ ok: false });
    expect(readBulkCell('originalPrice', '100000.01')).toEqual({ ok: false, message: 'The original price may be at most $100,000.00.' });
    expect(readBulkCell('stock', '2.5')).toEqual({ ok: false, message: 'The stock "2.5" must be a whole number, 0 or more.' });
    expect(readBulkCell('stock', '-3')).toMatchObject({ ok: false });
    expect(readBulkCell('stock', '1000001')).toEqual({ ok: false, message: 'The stock may be at most 1,000,000.' });
    expect(readBulkCell('isVisible', 'maybe')).toEqual({ ok: false, message: 'Visibility "maybe" must be true or false.' });
    expect(readBulkCell('category', '  ')).toEqual({ ok: false, message: 'Please choose a category.' });
  });
});

describe('planning a bulk edit', () => {
  it('lists every changed cell before and after, and what each product becomes (stock of a sized product is the sum of its sizes)', () => {
    const plan = planBulkEdit(catalogue, [edit('p1', null, { price: '39.95', isVisible: 'false', stock: '7' }), edit('p2', 'v2', { stock: '10' })], categories);
    expect(plan.problems).toEqual([]);
    expect(plan.updates.flatMap((u) => u.cells.map((c) => [c.key, c.field, c.before, c.after]))).toEqual([
      ['p1', 'price', 45, 39.95],
      ['p1', 'isVisible', true, false],
      ['p2/v2', 'stock', 3, 10],
    ]);
    expect(plan.updates[1]?.after).toMatchObject({
      stockLevel: 12,
      variants: [
        { id: 'v1', stockLevel: 2 },
        { id: 'v2', stockLevel: 10 },
      ],
    });
    expect(plan.updates[0]?.after).toMatchObject({ priceCents: 3995, isVisible: false, stockLevel: 7 });
  });

  it('accepts the category a product is already filed under even when it is no longer in the list', () => {
    const filed = new Map([['p1', { ...tee, category: 'solid' }]]);
    expect(planBulkEdit(filed, [edit('p1', null, { category: 'solid', stock: '8' })], categories).problems).toEqual([]);
    expect(problemFields(planBulkEdit(filed, [edit('p1', null, { category: 'marble' })], categories).problems)).toEqual({ p1: 'There is no category named "marble".' });
  });

  it('makes no update for rows that change nothing', () => {
    expect(planBulkEdit(catalogue, [edit('p1', null, { price: '45', category: 'tops' }), edit('p2', 'v1', { stock: '2' })], categories)).toEqual({ updates: [], problems: [] });
  });

  it('reports every bad row under its key, with all its problems in one sentence', () => {
    const plan = planBulkEdit(
      catalogue,
      [
        edit('p1', null, { price: 'abc', category: 'shoes' }),
        edit('nope', null, { price: '1' }),
        edit('p2', 'v9', { stock: '1' }),
        edit('p2', 'v1', { price: '5' }),
        edit('p2', null, { stock: '9' }),
        edit('p2', 'v2', { stock: '4' }),
        edit('p2', 'v2', { stock: '5' }),
      ],
      categories,
    );
    expect(problemFields(plan.problems)).toEqual({
      p1: 'The price "abc" is not an amount in dollars with at most 2 decimals. There is no category named "shoes".',
      nope: 'No product has this id; it may have been deleted.',
      'p2/v9': 'Ridge Cap has no size with this id; it may have been removed.',
      'p2/v1': 'Price, original price, category and visibility are set on the product’s row, not on a size’s.',
      p2: 'Ridge Cap has sizes: set the stock of each size on its own row.',
      'p2/v2': 'This row is given twice.',
    });
  });

  it('refuses an original price not above the price once either is edited, but not for an untouched product', () => {
    const onSale = planBulkEdit(catalogue, [edit('p2', null, { price: '30' })], categories);
    expect(problemFields(onSale.problems)).toEqual({ p2: 'The original price must be higher than the price (leave it empty when the product is not on sale).' });
    const offSale = planBulkEdit(catalogue, [edit('p2', null, { price: '30', originalPrice: '' })], categories);
    expect(offSale.problems).toEqual([]);
    const broken = new Map([['p1', { ...tee, originalPriceCents: 100 }]]);
    expect(planBulkEdit(broken, [edit('p1', null, { stock: '3' })], categories).problems).toEqual([]);
  });

  it('keys the problems of a CSV import by line', () => {
    const plan = planBulkEdit(catalogue, [edit('p1', null, { stock: '1' }, 2), edit('p1', null, { stock: '2' }, 5)], categories);
    expect(plan.problems).toEqual([{ key: 'line 5', line: 5, message: 'This row repeats line 2.' }]);
  });
});

const product: fc.Arbitrary<BulkProduct> = fc
  .record({
    id: fc.uuid(),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    priceCents: fc.integer({ min: 0, max: 1_000_000 }),
    sale: fc.option(fc.integer({ min: 1, max: 100_000 })),
    category: fc.constantFrom('tops', 'bottoms', 'headwear', 'sale'),
    isVisible: fc.boolean(),
    ownStock: fc.integer({ min: 0, max: 1000 }),
    variants: fc.uniqueArray(fc.record({ id: fc.uuid(), name: fc.string({ minLength: 1, maxLength: 4 }), stockLevel: fc.integer({ min: 0, max: 1000 }) }), { selector: (v) => v.id, maxLength: 4 }),
  })
  .map(({ sale, ownStock, ...p }) => ({
    ...p,
    originalPriceCents: sale === null ? null : p.priceCents + sale,
    stockLevel: p.variants.length > 0 ? p.variants.reduce((n, v) => n + v.stockLevel, 0) : ownStock,
  }));
const products = fc.uniqueArray(product, { selector: (p) => p.id, maxLength: 6 });

describe('bulk edit properties', () => {
  it('an exported catalogue imported again changes nothing and has no problem', () => {
    fc.assert(
      fc.property(products, (ps) => {
        const read = csvToEdits(bulkCsv(ps));
        if (!read.ok) throw new Error(read.message);
        expect(read.problems).toEqual([]);
        expect(planBulkEdit(new Map(ps.map((p) => [p.id, p])), read.edits, categories)).toEqual({ updates: [], problems: [] });
      }),
    );
  });

  it('new stock levels land on their sizes, a sized product keeps the sum, and only changed cells are listed', () => {
    fc.assert(
      fc.property(products, fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 30, maxLength: 30 }), (ps, levels) => {
        let n = 0;
        const edits = ps.flatMap((p) =>
          p.variants.length === 0 ? [edit(p.id, null, { stock: String(levels[n++ % 30]) })] : p.variants.map((v) => edit(p.id, v.id, { stock: String(levels[n++ % 30]) })),
        );
        const plan = planBulkEdit(new Map(ps.map((p) => [p.id, p])), edits, categories);
        expect(plan.problems).toEqual([]);
        for (const u of plan.updates) {
          if (u.after.variants.length > 0) expect(u.after.stockLevel).toBe(u.after.variants.reduce((s, v) => s + v.stockLevel, 0));
          for (const c of u.cells) expect(c.before).not.toBe(c.after);
        }
        const changed = plan.updates.flatMap((u) => u.cells.map((c) => rowKey(c.productId, c.variantId)));
        const expected = edits.filter((e) => {
          const p = ps.find((x) => x.id === e.productId);
          const was = e.variantId === null ? p?.stockLevel : p?.variants.find((v) => v.id === e.variantId)?.stockLevel;
          return String(was) !== e.cells.stock;
        });
        expect(changed.sort()).toEqual(expected.map((e) => rowKey(e.productId, e.variantId)).sort());
      }),
    );
  });
});
