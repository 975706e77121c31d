// The bulk editor's calls over HTTP against a real database: the grid's rows, one save (all or
// nothing, errors keyed by row), CSV export, a preview that writes nothing and an import in one
// transaction, the audit entries and catalogue events each change writes, what the shop shows on
// the next request, the access rules, and 10,000 rows imported in under 30 s.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { bulkOutcomeAnswer, bulkProductsAnswer, csvPreviewAnswer } from '../../http/contract/products-bulk.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ background: true }); // the dispatcher delivers product.changed to the shop's answer cache
  admin = await signIn(api);
});
afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const sendCsv = async (path: string, csv: string, token = admin.token) => {
  const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` }, body: csv });
  return { status: res.status, body: (await res.json()) as { changes: unknown[] } & Record<string, unknown> };
};
const auditOf = async (id: string) => (await api.db.query("SELECT actor_email, action, before, after FROM audit_log WHERE entity_type = 'product' AND entity_id = $1 ORDER BY id", [id])).rows;
const eventsNaming = async (id: string) =>
  (await api.db.query("SELECT payload FROM outbox WHERE topic = 'event:catalog' AND payload->'data'->'productIds' ? $1 ORDER BY created_at, id", [id])).rows.map((r) => r.payload.type).sort();
const shopProduct = async (id: string) => (await api.call('GET', `/api/products/getSpecificProduct/${id}`)).body;
const stockOf = async (variantId: string) => (await api.db.query('SELECT stock_level FROM product_variants WHERE id = $1', [variantId])).rows[0].stock_level;

describe('GET /api/admin/getBulkProducts', () => {
  it('lists every product with its sizes, hidden ones too, but not archived ones, and the categories', async () => {
    const tee = await createProduct(api.db, { name: `Bulk Tee ${randomUUID()}`, priceCents: 4550, originalPriceCents: 5000, variants: [['S', 2]] });
    const gone = await createProduct(api.db, { isDeleted: true });
    await api.db.query('UPDATE products SET is_visible = false WHERE id = $1', [tee.id]);
    const r = await asAdmin('GET', '/api/admin/getBulkProducts');
    expect(r.status).toBe(200);
    bulkProductsAnswer.parse(r.body);
    expect(r.body.products.find((p: { _id: string }) => p._id === tee.id)).toEqual({
      _id: tee.id,
      name: tee.name,
      price: 45.5,
      originalPrice: 50,
      category: 'solid',
      isVisible: false,
      stockLevel: 15,
      variants: [{ _id: tee.variantIds[0], variantName: 'S', variantStockLevel: 2 }],
    });
    expect(r.body.products.some((p: { _id: string }) => p._id === gone.id)).toBe(false);
    expect(r.body.categories).toEqual(expect.arrayContaining(['tops', 'bottoms', 'headwear', 'sale']));
  });
});

describe('POST /api/admin/bulkUpdateProducts', () => {
  it('saves every edit in one transaction, audits each product and announces it, and the shop shows the new price on the next request', async () => {
    const tee = await createProduct(api.db, {
      priceCents: 4500,
      variants: [
        ['S', 2],
        ['M', 3],
      ],
    });
    const cap = await createProduct(api.db, { priceCents: 2000, variants: [], stockLevel: 4 });
    expect((await shopProduct(tee.id)).price).toBe(45); // now cached by the shop
    const r = await asAdmin('POST', '/api/admin/bulkUpdateProducts', {
      rows: [
        { productId: tee.id, price: 39.95 },
        { productId: tee.id, variantId: tee.variantIds[1], stock: 10 },
        { productId: cap.id, stock: '7', isVisible: false, category: 'headwear' },
      ],
    });
    expect(r).toMatchObject({ status: 200, body: { changedProducts: 2, changedCells: 5 } });
    bulkOutcomeAnswer.parse(r.body);
    expect((await shopProduct(tee.id)).price).toBe(39.95); // the very next request
    expect(await stockOf(tee.variantIds[1] as string)).toBe(10);
    expect((await api.db.query('SELECT stock_level, is_visible, category FROM products WHERE id = $1', [cap.id])).rows[0]).toEqual({ stock_level: 7, is_visible: false, category: 'headwear' });
    expect((await api.db.query('SELECT stock_level FROM products WHERE id = $1', [tee.id])).rows[0].stock_level).toBe(12); // the sum of its sizes
    expect(await auditOf(tee.id)).toEqual([
      {
        actor_email: admin.email,
        action: 'product.bulk-edited',
        before: { price: 45, stockLevel: 15, variants: ['S: 2', 'M: 3'] },
        after: { price: 39.95, stockLevel: 12, variants: ['S: 2', 'M: 10'] },
      },
    ]);
    expect(await eventsNaming(cap.id)).toEqual(['product.changed', 'stock.changed']);
  });

  it('refuses the whole save when one row is bad: 400 keyed by row, nothing written, audited or announced', async () => {
    const tee = await createProduct(api.db, { priceCents: 4500, variants: [['S', 2]] });
    const nowhere = randomUUID();
    const r = await asAdmin('POST', '/api/admin/bulkUpdateProducts', {
      rows: [
        { productId: tee.id, price: 10 },
        { productId: tee.id, variantId: tee.variantIds[0], stock: -1 },
        { productId: nowhere, price: 1 },
        { productId: 'not-an-id', price: 1 },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      [`${tee.id}/${tee.variantIds[0]}`]: 'The stock "-1" must be a whole number, 0 or more.',
      [nowhere]: 'No product has this id; it may have been deleted.',
      'not-an-id': 'No product has this id; it may have been deleted.',
    });
    expect((await api.db.query('SELECT price_cents FROM products WHERE id = $1', [tee.id])).rows[0].price_cents).toBe(4500);
    expect([await auditOf(tee.id), await eventsNaming(tee.id)]).toEqual([[], []]);
  });

  it('answers a malformed body with 400 and a message', async () => {
    expect(await asAdmin('POST', '/api/admin/bulkUpdateProducts', { rows: [] })).toMatchObject({ status: 400, body: { rows: 'There is nothing to save.' } });
    expect(await asAdmin('POST', '/api/admin/bulkUpdateProducts', { rows: [{ price: 1 }] })).toMatchObject({ status: 400, body: { productId: 'Every row needs its productId.' } });
    expect(await asAdmin('POST', '/api/admin/bulkUpdateProducts', {})).toMatchObject({ status: 400, body: { rows: 'Send the edited rows as a list.' } });
  });
});

describe('CSV export, preview and import', () => {
  it('exports every product and size as a CSV download that imports back unchanged', async () => {
    const tee = await createProduct(api.db, { name: '=HYPERLINK("x")', variants: [['S', 2]] });
    const res = await fetch(`${api.baseUrl}/api/admin/exportProductsCsv`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?products-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('productId,variantId,product,size,price,originalPrice,stock,category,isVisible');
    expect(csv).toContain(`${tee.id},,"'=HYPERLINK(""x"")",,45,,,solid,true\r\n${tee.id},${tee.variantIds[0]},"'=HYPERLINK(""x"")",S,,,2,,\r\n`);
    const preview = await sendCsv('/api/admin/previewProductsCsv', csv);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ changes: [], problems: [] });
  });

  it('previews a file without writing anything, then imports it in one transaction with the changes audited and announced', async () => {
    const tee = await createProduct(api.db, {
      variants: [
        ['S', 2],
        ['M', 3],
      ],
    });
    const csv = `productId,variantId,stock\n${tee.id},${tee.variantIds[0]},20\n${tee.id},${tee.variantIds[1]},3\n${randomUUID()},,4\n`;
    const preview = await sendCsv('/api/admin/previewProductsCsv', csv);
    expect(preview.status).toBe(200);
    csvPreviewAnswer.parse(preview.body);
    expect(preview.body).toEqual({
      rows: 3,
      changes: [{ key: `${tee.id}/${tee.variantIds[0]}`, productId: tee.id, variantId: tee.variantIds[0], name: `${tee.name} (S)`, field: 'stock', before: 2, after: 20 }],
      problems: [{ key: 'line 4', line: 4, message: 'No product has this id; it may have been deleted.' }],
    });
    expect(await stockOf(tee.variantIds[0] as string)).toBe(2);
    expect(await auditOf(tee.id)).toEqual([]);

    const refused = await sendCsv('/api/admin/importProductsCsv', csv);
    expect(refused).toEqual({ status: 400, body: { 'line 4': 'No product has this id; it may have been deleted.' } });
    expect(await stockOf(tee.variantIds[0] as string)).toBe(2);

    const good = csv.split('\n').slice(0, 3).join('\n');
    expect(await sendCsv('/api/admin/importProductsCsv', good)).toEqual({ status: 200, body: { changedProducts: 1, changedCells: 1 } });
    expect(await stockOf(tee.variantIds[0] as string)).toBe(20);
    expect((await auditOf(tee.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['product.imported', { stockLevel: 15, variants: ['S: 2', 'M: 3'] }, { stockLevel: 23, variants: ['S: 20', 'M: 3'] }],
    ]);
    expect(await eventsNaming(tee.id)).toEqual(['product.changed', 'stock.changed']);
  });

  it('takes the file as a form upload too, and refuses one larger than 8 MB with 413 {file}', async () => {
    const tee = await createProduct(api.db, { variants: [], stockLevel: 1 });
    const form = new FormData();
    form.append('file', new Blob([`productId,stock\n${tee.id},6\n`], { type: 'text/csv' }), 'stock.csv');
    const res = await fetch(`${api.baseUrl}/api/admin/importProductsCsv`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect([res.status, await res.json()]).toEqual([200, { changedProducts: 1, changedCells: 1 }]);
    const big = new FormData();
    big.append('file', new Blob(['productId\n', 'x'.repeat(8 * 1024 * 1024)]), 'big.csv');
    const tooBig = await fetch(`${api.baseUrl}/api/admin/previewProductsCsv`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: big });
    expect([tooBig.status, await tooBig.json()]).toEqual([413, { file: 'The file must be 8 MB or smaller.' }]);
  });

  it('refuses a file it cannot read, or no file, with 400 {file}', async () => {
    expect(await sendCsv('/api/admin/previewProductsCsv', 'productId,colour\nx,red\n')).toMatchObject({ status: 400, body: { file: expect.stringContaining('Unknown column "colour"') } });
    expect(await sendCsv('/api/admin/importProductsCsv', '   ')).toMatchObject({ status: 400, body: { file: 'The file is empty: it needs a header line and a row per product or size.' } });
    const json = await asAdmin('POST', '/api/admin/importProductsCsv', { csv: 'productId' });
    expect(json).toMatchObject({ status: 400, body: { file: 'Send the CSV file in the file field of a form, or as the body with Content-Type text/csv.' } });
  });

  it('imports 10,000 stock levels in one transaction in under 30 s', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `INSERT INTO products (id, name, description, price_cents, category, stock_level)
       SELECT gen_random_uuid(), 'Load ' || n, 'Generated for the import test', 1000 + n, 'tops', 1 FROM generate_series(1, 10000) AS n RETURNING id`,
    );
    const csv = ['productId,stock', ...rows.map((r, i) => `${r.id},${(i % 50) + 2}`)].join('\n');
    const started = performance.now();
    const preview = await sendCsv('/api/admin/previewProductsCsv', csv);
    const previewed = performance.now();
    const r = await sendCsv('/api/admin/importProductsCsv', csv);
    const ms = performance.now() - previewed;
    console.log(`CSV of 10,000 rows: preview ${Math.round(previewed - started)} ms, import ${Math.round(ms)} ms`);
    expect(preview.body.changes).toHaveLength(10_000);
    expect(r).toEqual({ status: 200, body: { changedProducts: 10_000, changedCells: 10_000 } });
    expect(ms).toBeLessThan(30_000);
    expect((await api.db.query("SELECT count(*)::int AS n FROM products WHERE name LIKE 'Load %' AND stock_level > 1")).rows[0].n).toBe(10_000);
    expect((await api.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'product.imported'")).rows[0].n).toBeGreaterThanOrEqual(10_000);
  }, 60_000);
});

describe('access', () => {
  it('every bulk call is for administrators only', async () => {
    await expectAdminOnly(api, { method: 'GET', path: '/api/admin/getBulkProducts' });
    await expectAdminOnly(api, { method: 'POST', path: '/api/admin/bulkUpdateProducts', body: { rows: [] } });
    await expectAdminOnly(api, { method: 'GET', path: '/api/admin/exportProductsCsv' });
    await expectAdminOnly(api, { method: 'POST', path: '/api/admin/previewProductsCsv' });
    await expectAdminOnly(api, { method: 'POST', path: '/api/admin/importProductsCsv' });
  });
});
