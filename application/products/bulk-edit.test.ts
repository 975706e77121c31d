import { describe, expect, it } from 'vitest';
import type { BulkEdit, BulkProduct } from '../../domain/bulk-edit.js';
import { FixedClock } from '../testing/fakes.js';
import { inMemoryBulkStores } from '../testing/in-memory-bulk-products.js';
import { makeBulkUpdateProducts } from './bulk-update-products.js';
import { makeExportProductsCsv } from './export-products-csv.js';
import { makeImportProductsCsv, makePreviewProductsCsv } from './import-products-csv.js';
import { makeListBulkProducts } from './list-bulk-products.js';

const actor = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'boss@example.com' };
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

function setup() {
  const stores = inMemoryBulkStores([tee, cap]);
  const clock = new FixedClock(new Date('2026-11-28T01:00:00Z'));
  const deps = { uow: stores.uow, catalogue: stores.bulk, clock };
  return {
    ...stores,
    clock,
    save: makeBulkUpdateProducts(deps),
    list: makeListBulkProducts({ catalogue: stores.bulk }),
    exportCsv: makeExportProductsCsv({ catalogue: stores.bulk }),
    preview: makePreviewProductsCsv({ catalogue: stores.bulk }),
    importCsv: makeImportProductsCsv(deps),
  };
}
const edit = (productId: string, variantId: string | null, cells: BulkEdit['cells']): BulkEdit => ({ productId, variantId, cells });

describe('the bulk grid', () => {
  it('lists every product with its sizes and the categories a product may be filed under', async () => {
    expect(await setup().list()).toEqual({ ok: true, value: { products: [tee, cap], categories: ['tops', 'bottoms', 'headwear', 'sale'] } });
  });

  it('saves every edit in one unit of work: one audit entry per changed product with only what changed, one product.changed and one stock.changed', async () => {
    const s = setup();
    const r = await s.save({ actor, edits: [edit('p1', null, { price: '39.95' }), edit('p2', 'v1', { stock: '9' }), edit('p2', null, { isVisible: 'false' })] });
    expect(r).toEqual({ ok: true, value: { changedProducts: 2, changedCells: 3 } });
    expect(s.bulk.products.get('p1')).toMatchObject({ priceCents: 3995 });
    expect(s.bulk.products.get('p2')).toMatchObject({ isVisible: false, stockLevel: 12, variants: [{ stockLevel: 9 }, { stockLevel: 3 }] });
    expect(s.audit.entries.map((e) => [e.action, e.entityId, e.before, e.after])).toEqual([
      ['product.bulk-edited', 'p1', { price: 45 }, { price: 39.95 }],
      ['product.bulk-edited', 'p2', { stockLevel: 5, isVisible: true, variants: ['S: 2', 'M: 3'] }, { stockLevel: 12, isVisible: false, variants: ['S: 9', 'M: 3'] }],
    ]);
    expect(s.outbox.events()).toEqual([
      { type: 'product.changed', data: { productIds: ['p1', 'p2'] } },
      { type: 'stock.changed', data: { productIds: ['p2'] } },
    ]);
    expect(s.bulk.updatedAt.get('p1')).toEqual(s.clock.now());
  });

  it('announces no stock change when only prices moved', async () => {
    const s = setup();
    await s.save({ actor, edits: [edit('p1', null, { price: '10' })] });
    expect(s.outbox.events().map((e) => e.type)).toEqual(['product.changed']);
  });

  it('refuses the whole save when one row is bad: 400 keyed by row, nothing written, audited or announced', async () => {
    const s = setup();
    const r = await s.save({ actor, edits: [edit('p1', null, { price: '39.95' }), edit('p2', 'v1', { stock: '-1' }), edit('p2', null, { category: 'shoes' })] });
    expect(r).toMatchObject({
      ok: false,
      code: 'invalid_input',
      reason: 'invalid_rows',
      fields: { 'p2/v1': 'The stock "-1" must be a whole number, 0 or more.', p2: 'There is no category named "shoes".' },
    });
    expect(s.bulk.products.get('p1')).toEqual(tee);
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([0, 0]);
  });

  it('writes, records and announces nothing for a save that changes nothing', async () => {
    const s = setup();
    expect(await s.save({ actor, edits: [edit('p1', null, { price: '45' })] })).toEqual({ ok: true, value: { changedProducts: 0, changedCells: 0 } });
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([0, 0]);
  });
});

describe('CSV export and import', () => {
  it('exports what the import reads back unchanged', async () => {
    const s = setup();
    const csv = await s.exportCsv();
    if (!csv.ok) throw new Error(csv.message);
    expect(await s.preview({ csv: csv.value })).toEqual({ ok: true, value: { rows: 4, changes: [], problems: [] } });
  });

  it('previews what an import would change and every bad row with its reason, writing nothing', async () => {
    const s = setup();
    const csv = 'productId,variantId,stock,price\np2,v1,8,\np1,,7,50\np9,,1,\np2,,3,\n';
    const r = await s.preview({ csv });
    expect(r).toEqual({
      ok: true,
      value: {
        rows: 4,
        changes: [
          { key: 'p2/v1', productId: 'p2', variantId: 'v1', name: 'Ridge Cap (S)', field: 'stock', before: 2, after: 8 },
          { key: 'p1', productId: 'p1', variantId: null, name: 'Trail Tee', field: 'price', before: 45, after: 50 },
        ],
        problems: [
          { key: 'line 4', line: 4, message: 'No product has this id; it may have been deleted.' },
          { key: 'line 5', line: 5, message: 'Please enter a price. Ridge Cap has sizes: set the stock of each size on its own row.' },
        ],
      },
    });
    expect(s.bulk.products.get('p2')).toEqual(cap);
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([0, 0]);
  });

  it('imports a good file in one unit of work, audited as an import', async () => {
    const s = setup();
    expect(await s.importCsv({ actor, csv: 'productId,variantId,stock\np2,v1,8\np2,v2,0\np1,,1\n' })).toEqual({ ok: true, value: { changedProducts: 2, changedCells: 3 } });
    expect(s.bulk.products.get('p2')?.stockLevel).toBe(8);
    expect(s.audit.entries.map((e) => e.action)).toEqual(['product.imported', 'product.imported']);
    expect(s.outbox.events()).toEqual([
      { type: 'product.changed', data: { productIds: ['p2', 'p1'] } },
      { type: 'stock.changed', data: { productIds: ['p2', 'p1'] } },
    ]);
  });

  it('refuses a file with any bad row, naming each by line (unreadable rows too), and writes nothing', async () => {
    const s = setup();
    const r = await s.importCsv({ actor, csv: 'productId,stock\np1,3\n,4\np2,5\n' });
    expect(r).toMatchObject({ ok: false, reason: 'invalid_rows', fields: { 'line 3': 'This row has no productId.', 'line 4': 'Ridge Cap has sizes: set the stock of each size on its own row.' } });
    expect(s.bulk.products.get('p1')).toEqual(tee);
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([0, 0]);
  });

  it('refuses a file it cannot read with 400 {file}', async () => {
    const s = setup();
    const bad = 'productId,colour\np1,red\n';
    const message = 'Unknown column "colour". The columns are productId, variantId, product, size, price, originalPrice, stock, category, isVisible.';
    expect(await s.preview({ csv: bad })).toMatchObject({ ok: false, code: 'invalid_input', reason: 'unreadable_file', fields: { file: message } });
    expect(await s.importCsv({ actor, csv: bad })).toMatchObject({ ok: false, reason: 'unreadable_file', fields: { file: message } });
  });
});
