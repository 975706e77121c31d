import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../../web-shared/api/client';
import { MemoryStorage } from '../../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../../web-shared/testing/fakes';
import { RootStore } from '../../stores/RootStore';
import type { BulkProductRow } from './bulk-api';
import { NOTHING_TO_SAVE, SAVE_REFUSED } from './BulkEditStore';

const tee: BulkProductRow = { _id: 'p1', name: 'Trail Tee', price: 45, originalPrice: null, category: 'tops', isVisible: true, stockLevel: 7, variants: [] };
const cap: BulkProductRow = {
  _id: 'p2',
  name: 'Ridge Cap',
  price: 20,
  originalPrice: 30,
  category: 'headwear',
  isVisible: true,
  stockLevel: 5,
  variants: [
    { _id: 'v1', variantName: 'S', variantStockLevel: 2 },
    { _id: 'v2', variantName: 'M', variantStockLevel: 3 },
  ],
};
const rows = { products: [tee, cap], categories: ['tops', 'bottoms', 'headwear', 'sale'] };

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown };

function setup(respond: Respond = () => ({ body: rows })) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.bulkEdit, grid: root.bulkEdit.grid, requests, storage };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the bulk grid', () => {
  it('loads a row per product then one per size; a size has only stock, a product with sizes no stock of its own', async () => {
    const { store, grid } = setup();
    const loading = store.load();
    expect(store.loading).toBe(true);
    await loading;
    expect(grid.rows.map((r) => [r.key, r.label])).toEqual([
      ['p1', 'Trail Tee'],
      ['p2', 'Ridge Cap'],
      ['p2/v1', 'S'],
      ['p2/v2', 'M'],
    ]);
    const [teeRow, capRow, small] = grid.rows;
    expect([grid.value(teeRow!, 'price'), grid.value(capRow!, 'originalPrice'), grid.value(teeRow!, 'originalPrice'), grid.value(small!, 'stock'), grid.value(teeRow!, 'isVisible')]).toEqual([
      '45.00',
      '30.00',
      '',
      '2',
      'true',
    ]);
    expect([grid.editable(capRow!, 'stock'), grid.editable(small!, 'price'), grid.editable(small!, 'stock'), grid.editable(teeRow!, 'stock')]).toEqual([false, false, true, true]);
  });

  it('keeps a failed load as the screen’s error', async () => {
    const { store } = setup(() => ({ status: 500, body: { message: 'boom' } }));
    await store.load();
    expect([store.loadError, store.loading]).toEqual(['Something went wrong. Please try again.', false]);
  });

  it('marks changed cells, forgets a change typed back, undoes one cell or the last edit', async () => {
    const { store, grid } = setup();
    await store.load();
    const [teeRow, , small] = grid.rows;
    grid.setCell(teeRow!, 'price', '39.95');
    grid.setCell(small!, 'stock', '9');
    expect([grid.isChanged(teeRow!, 'price'), grid.changedCells, grid.dirty]).toEqual([true, 2, true]);
    grid.setCell(small!, 'stock', '2');
    expect(grid.isChanged(small!, 'stock')).toBe(false);
    grid.undoCell(teeRow!, 'price');
    expect([grid.value(teeRow!, 'price'), grid.dirty]).toEqual(['45.00', false]);
    expect(grid.undoLast()).toBe(true); // takes back the undo of the price
    expect(grid.value(teeRow!, 'price')).toBe('39.95');
    grid.setCell(small!, 'price', '1'); // not a cell of a size
    expect(grid.changedCells).toBe(1);
  });

  it('filters by name or category, keeping a product’s sizes with it', async () => {
    const { store, grid } = setup();
    await store.load();
    grid.setFilter('HEAD');
    expect(grid.rows.map((r) => r.key)).toEqual(['p2', 'p2/v1', 'p2/v2']);
    grid.setFilter('tee');
    expect(grid.rows.map((r) => r.key)).toEqual(['p1']);
  });

  it('moves with arrows, Tab and Shift+Tab, edits with Enter or by typing, and Escape leaves the cell as it was', async () => {
    const { store, grid } = setup();
    await store.load();
    expect([grid.activeRow?.key, grid.activeField]).toEqual(['p1', 'price']);
    grid.handleKey({ key: 'ArrowDown' });
    grid.handleKey({ key: 'ArrowRight' });
    expect([grid.activeRow?.key, grid.activeField]).toEqual(['p2', 'originalPrice']);
    grid.handleKey({ key: 'ArrowUp' });
    grid.handleKey({ key: 'ArrowUp' }); // stays on the first row
    expect(grid.active).toEqual({ row: 0, col: 1 });
    grid.handleKey({ key: 'Tab', shiftKey: true });
    grid.handleKey({ key: 'Tab', shiftKey: true }); // stays on the first cell
    expect(grid.active).toEqual({ row: 0, col: 0 });
    for (let i = 0; i < 5; i++) grid.handleKey({ key: 'Tab' }); // past the row's last cell to the next row
    expect(grid.active).toEqual({ row: 1, col: 0 });

    expect(grid.handleKey({ key: '2' })).toBe(true); // typing replaces the cell
    grid.setDraft('25');
    expect(grid.handleKey({ key: 'ArrowLeft' })).toBe(false); // arrows belong to the text while editing
    grid.handleKey({ key: 'Enter' }); // keeps it and goes down
    const capRow = grid.rows[1]!;
    expect([grid.value(capRow, 'price'), grid.activeRow?.key, grid.draft]).toEqual(['25', 'p2/v1', null]);

    grid.handleKey({ key: 'ArrowRight' });
    grid.handleKey({ key: 'ArrowRight' });
    grid.handleKey({ key: 'Enter' });
    expect(grid.draft).toBe('2');
    grid.setDraft('99');
    grid.handleKey({ key: 'Escape' });
    expect([grid.draft, grid.value(grid.rows[2]!, 'stock')]).toEqual([null, '2']);
    expect(grid.handleKey({ key: 'Escape' })).toBe(false); // nothing open: the screen may use it

    grid.handleKey({ key: 'ArrowLeft' }); // a size's original price cannot be edited
    grid.handleKey({ key: 'Enter' });
    expect(grid.draft).toBe(null);
    expect(grid.handleKey({ key: 'z', ctrlKey: true })).toBe(true);
    expect(grid.dirty).toBe(false);
  });
});

describe('saving', () => {
  it('sends every changed row once with its changed cells, then shows what was saved and reloads', async () => {
    const { store, grid, requests } = setup((r) => (r.url === '/api/admin/bulkUpdateProducts' ? { body: { changedProducts: 2, changedCells: 3 } } : { body: rows }));
    await store.load();
    const [teeRow, capRow, , medium] = grid.rows;
    grid.setCell(teeRow!, 'price', '39.95');
    grid.setCell(teeRow!, 'isVisible', 'false');
    grid.setCell(capRow!, 'category', 'sale');
    grid.setCell(medium!, 'stock', '10');
    await store.save();
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/admin/bulkUpdateProducts',
      body: {
        rows: [
          { productId: 'p1', variantId: null, price: '39.95', isVisible: 'false' },
          { productId: 'p2', variantId: null, category: 'sale' },
          { productId: 'p2', variantId: 'v2', stock: '10' },
        ],
      },
    });
    expect(store.notice.text).toBe('Saved 3 changes to 2 products.');
    expect([requests[2]?.url, grid.dirty, store.saving]).toEqual(['/api/admin/getBulkProducts', false, false]);
    vi.advanceTimersByTime(3_000);
    expect(store.notice.text).toBe(null);
  });

  it('keeps every edit and marks each refused row with its reason when the save is refused', async () => {
    const refused = { 'p2/v1': 'The stock "-1" must be a whole number, 0 or more.' };
    const { store, grid } = setup((r) => (r.url === '/api/admin/bulkUpdateProducts' ? { status: 400, body: refused } : { body: rows }));
    await store.load();
    grid.setCell(grid.rows[0]!, 'price', '10');
    grid.setCell(grid.rows[2]!, 'stock', '-1');
    await store.save();
    expect([store.saveError, grid.rowError(grid.rows[2]!), grid.rowError(grid.rows[0]!), grid.changedCells]).toEqual([SAVE_REFUSED, refused['p2/v1'], undefined, 2]);
  });

  it('says there is nothing to save without calling the server', async () => {
    const { store, requests } = setup();
    await store.load();
    await store.save();
    expect([store.saveError, requests.length]).toEqual([NOTHING_TO_SAVE, 1]);
  });

  it('keeps an edit still open when saving', async () => {
    const { store, grid, requests } = setup((r) => (r.url === '/api/admin/bulkUpdateProducts' ? { body: { changedProducts: 1, changedCells: 1 } } : { body: rows }));
    await store.load();
    grid.handleKey({ key: '9' });
    await store.save();
    expect(requests[1]?.body).toEqual({ rows: [{ productId: 'p1', variantId: null, price: '9' }] });
  });
});

describe('CSV', () => {
  it('exports the catalogue as CSV text', async () => {
    const { store } = setup(() => ({ body: 'productId,variantId\r\np1,\r\n' }));
    expect(await store.exportCsv()).toBe('productId,variantId\r\np1,\r\n');
  });

  const preview = {
    rows: 1,
    changes: [{ key: 'p2/v1', productId: 'p2', variantId: 'v1', name: 'Ridge Cap (S)', field: 'stock', before: 2, after: 8 }],
    problems: [] as unknown[],
  };

  it('previews a file before anything is written, then applies it with the progress shown, and reloads the grid', async () => {
    const { store, requests } = setup((r) => {
      if (r.url === '/api/admin/previewProductsCsv') return { body: preview };
      if (r.url === '/api/admin/importProductsCsv') return { body: { changedProducts: 1, changedCells: 1 } };
      return { body: rows };
    });
    const file = new Blob(['productId,variantId,stock\np2,v1,8\n'], { type: 'text/csv' });
    const importing = store.csvImport;
    const checking = importing.choose(file, 'stock.csv');
    expect([importing.phase, importing.progress, importing.busy]).toEqual(['checking', 0.25, true]);
    await checking;
    expect([importing.phase, importing.preview, importing.canApply]).toEqual(['previewed', preview, true]);
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/previewProductsCsv']);
    expect(requests[0]?.body).toBeInstanceOf(FormData);
    await store.load();
    store.grid.setCell(store.grid.rows[0]!, 'price', '1');
    expect([importing.canApply, store.canApplyImport]).toEqual([true, false]); // unsaved grid changes first
    await store.applyImport();
    expect(importing.phase).toBe('previewed');
    store.grid.undoLast();
    const applying = store.applyImport();
    expect(importing.progress).toBe(0.75);
    await applying;
    expect([importing.phase, importing.progress, importing.outcome]).toEqual(['done', 1, { changedProducts: 1, changedCells: 1 }]);
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/previewProductsCsv', '/api/admin/getBulkProducts', '/api/admin/importProductsCsv', '/api/admin/getBulkProducts']);
    expect(store.notice.text).toBe('Imported: 1 change to 1 product.');
  });

  it('cannot apply a preview with bad rows, and shows a refused file’s reason', async () => {
    const { store, requests } = setup((r) =>
      r.url === '/api/admin/previewProductsCsv'
        ? (r.body as FormData).get('file') instanceof Blob && requests.length === 1
          ? { body: { ...preview, problems: [{ key: 'line 3', line: 3, message: 'No product has this id; it may have been deleted.' }] } }
          : { status: 400, body: { file: 'The file needs a productId column.' } }
        : { body: rows },
    );
    await store.csvImport.choose(new Blob(['x']), 'a.csv');
    expect(store.csvImport.canApply).toBe(false);
    await store.csvImport.apply();
    expect(requests).toHaveLength(1);
    await store.csvImport.choose(new Blob(['y']), 'b.csv');
    expect([store.csvImport.phase, store.csvImport.error]).toEqual(['idle', 'The file needs a productId column.']);
  });

  it('shows the rows refused when applying and lets the administrator try again', async () => {
    const { store } = setup((r) =>
      r.url === '/api/admin/previewProductsCsv'
        ? { body: preview }
        : r.url === '/api/admin/importProductsCsv'
          ? { status: 400, body: { 'line 2': 'No product has this id; it may have been deleted.' } }
          : { body: rows },
    );
    await store.csvImport.choose(new Blob(['x']), 'a.csv');
    await store.csvImport.apply();
    expect([store.csvImport.phase, store.csvImport.rowErrors, store.csvImport.error]).toEqual([
      'previewed',
      { 'line 2': 'No product has this id; it may have been deleted.' },
      'Nothing was imported: some rows can no longer be applied.',
    ]);
    store.csvImport.reset();
    expect([store.csvImport.phase, store.csvImport.preview]).toEqual(['idle', null]);
  });
});
