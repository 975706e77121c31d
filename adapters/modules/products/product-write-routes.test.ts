// The back office's product changes over HTTP against a real database: answers, bad input, unknown
// ids, conflicts, the access rules, the audit entry and outbox event of each change, and what the
// storefront shows after it.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createOrder } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { deleteProductAnswer, productAnswer } from './product-schemas.js';

let api: TestApi;
let admin: SignedIn;
let png: Buffer;

beforeAll(async () => {
  api = await startTestApi({ background: true }); // the outbox dispatcher delivers product.changed to the answer cache
  admin = await signIn(api);
  png = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#357' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
// The answer is whatever JSON the route sent; tests assert its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function multipart(path: string, fields: Record<string, string>, images = 1): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (let i = 0; i < images; i += 1) form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${i}.png`);
  const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  return { status: res.status, body: await res.json() };
}
const auditOf = async (id: string) =>
  (await api.db.query('SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', ['product', id])).rows;
const eventsOf = async (id: string) =>
  (await api.db.query("SELECT payload FROM outbox WHERE topic = 'event:catalog' AND payload->'data'->'productIds' ? $1 ORDER BY created_at, id", [id])).rows.map((r) => r.payload);
const shopProduct = (id: string) => api.call('GET', `/api/products/getSpecificProduct/${id}`);
const newFields = (over: Record<string, string> = {}) => ({
  name: `Ridge Jacket ${randomUUID().slice(0, 6)}`,
  description: 'Recycled shell.',
  price: '199.90',
  originalPrice: '249',
  category: 'tops',
  variants: JSON.stringify([
    { variantName: 'S', variantStockLevel: 1 },
    { variantName: 'M', variantStockLevel: '2' },
    { variantName: 'L', variantStockLevel: 3 },
  ]),
  ...over,
});

describe('POST /api/admin/newProduct', () => {
  it('answers 201 {product} in the settled form, audits and announces it, and the shop shows it', async () => {
    const fields = newFields();
    const r = await multipart('/api/admin/newProduct', fields, 2);
    expect(r.status).toBe(201);
    const { product } = productAnswer.parse(r.body);
    expect(product).toMatchObject({ name: fields.name, price: 199.9, originalPrice: 249, sale: true, category: 'tops', stockLevel: 6, count: 1, isVisible: true });
    expect(product.variants.map((v) => [v.variantName, v.variantStockLevel])).toEqual([
      ['S', 1],
      ['M', 2],
      ['L', 3],
    ]);
    expect(await auditOf(product._id)).toEqual([
      { actor_id: admin.id, actor_email: admin.email, action: 'product.created', before: null, after: expect.objectContaining({ name: fields.name, price: 199.9, stockLevel: 6 }) },
    ]);
    expect(await eventsOf(product._id)).toEqual([{ type: 'product.changed', data: { productIds: [product._id] } }]);
    const shop = await shopProduct(product._id);
    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ name: fields.name, price: 199.9, imageList: product.imageList });
  });

  it('answers 400 with a message under every bad field at once', async () => {
    const r = await multipart(
      '/api/admin/newProduct',
      { name: '', description: '', price: '-3', originalPrice: 'abc', category: 'socks', variants: JSON.stringify([{ variantName: 'S', variantStockLevel: -1 }]) },
      0,
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['category', 'description', 'image', 'name', 'originalPrice', 'price', 'variantStockLevel']);
    const json = await multipart('/api/admin/newProduct', newFields({ variants: '[{' }));
    expect(json).toEqual({ status: 400, body: { variants: 'Send the sizes as a JSON list of {variantName, variantStockLevel}.' } });
    expect(await multipart('/api/admin/newProduct', newFields({ variants: '[]' }))).toMatchObject({ status: 400, body: { stockLevel: expect.any(String) } });
    expect(await multipart('/api/admin/newProduct', newFields({ variants: '[]', stockLevel: '4' }))).toMatchObject({ status: 201, body: { product: { stockLevel: 4, variants: [] } } });
  });

  it('takes a category that exists in the shop, by name', async () => {
    const name = `Packs ${randomUUID().slice(0, 4)}`;
    await api.db.query('INSERT INTO categories (id, name) VALUES ($1, $2)', [randomUUID(), name]);
    expect(await multipart('/api/admin/newProduct', newFields({ category: name }))).toMatchObject({ status: 201, body: { product: { category: name } } });
  });
});

describe('POST /api/admin/updateProduct/{id}', () => {
  it('changes only the fields sent; the shop shows the new price on the next request', async () => {
    const product = await createProduct(api.db, { priceCents: 5000, name: `Edit Me ${randomUUID().slice(0, 6)}` });
    expect((await shopProduct(product.id)).body.price).toBe(50); // now cached by the shop
    const r = await multipart(`/api/admin/updateProduct/${product.id}`, { price: '42.50' }, 0);
    expect(r.status).toBe(200);
    expect(productAnswer.parse(r.body).product).toMatchObject({ name: product.name, price: 42.5, stockLevel: 15, imageList: [{ _id: product.imageIds[0] }] });
    expect((await shopProduct(product.id)).body.price).toBe(42.5);
    expect(await auditOf(product.id)).toEqual([{ actor_id: admin.id, actor_email: admin.email, action: 'product.updated', before: { price: 50 }, after: { price: 42.5 } }]);
    expect(await eventsOf(product.id)).toEqual([{ type: 'product.changed', data: { productIds: [product.id] } }]);
  });

  it('hides a product from the shop with isVisible=false and lists it still in the back office', async () => {
    const product = await createProduct(api.db);
    expect((await multipart(`/api/admin/updateProduct/${product.id}`, { isVisible: 'false' }, 0)).body.product.isVisible).toBe(false);
    expect((await shopProduct(product.id)).status).toBe(404);
    expect((await asAdmin('GET', `/api/admin/getSingleProduct/${product.id}`)).body.isVisible).toBe(false);
  });

  it('keeps the images of imageList in its order and adds the uploads; sizes keep their ids; stock changes are announced', async () => {
    const product = await createProduct(api.db, { images: ['/media/a.webp', '/media/b.webp'] });
    const [small, medium] = product.variantIds;
    const r = await multipart(
      `/api/admin/updateProduct/${product.id}`,
      {
        imageList: JSON.stringify([{ _id: product.imageIds[1], imageUrl: '/media/b.webp' }]),
        variants: JSON.stringify([
          { _id: small, variantName: 'S', variantStockLevel: 9 },
          { _id: medium, variantName: 'M', variantStockLevel: 5 },
        ]),
      },
      1,
    );
    expect(r.status).toBe(200);
    expect(r.body.product.imageList.map((i: { _id: string }) => i._id)).toEqual([product.imageIds[1], expect.any(String)]);
    expect(r.body.product.variants.map((v: { _id: string; variantStockLevel: number }) => [v._id, v.variantStockLevel])).toEqual([
      [small, 9],
      [medium, 5],
    ]);
    expect(r.body.product.stockLevel).toBe(14);
    expect((await eventsOf(product.id)).map((e) => e.type).sort()).toEqual(['product.changed', 'stock.changed']);
  });

  it('answers 400 under the field, 404 for an unknown or archived product, and refuses to leave it without images', async () => {
    const product = await createProduct(api.db);
    expect(await multipart(`/api/admin/updateProduct/${product.id}`, { price: 'free' }, 0)).toMatchObject({ status: 400, body: { price: expect.any(String) } });
    expect(await multipart(`/api/admin/updateProduct/${product.id}`, { imageList: '[]' }, 0)).toMatchObject({ status: 400, body: { image: expect.any(String) } });
    expect(await multipart(`/api/admin/updateProduct/${randomUUID()}`, { price: '1' }, 0)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await multipart('/api/admin/updateProduct/zzz', { price: '1' }, 0)).toMatchObject({ status: 400, body: { id: expect.any(String) } });
    expect(await auditOf(product.id)).toEqual([]);
  });
});

describe('GET or DELETE /api/admin/deleteProduct/{id}', () => {
  it('erases a product without orders (GET) and archives one that orders hold (DELETE); both leave the shop at once', async () => {
    const plain = await createProduct(api.db);
    const ordered = await createProduct(api.db);
    const order = await createOrder(api.db, { userId: null });
    await api.db.query('UPDATE order_lines SET product_id = $1 WHERE order_id = $2', [ordered.id, order.id]);
    expect((await shopProduct(ordered.id)).status).toBe(200);

    const erased = await asAdmin('GET', `/api/admin/deleteProduct/${plain.id}`);
    expect(deleteProductAnswer.parse(erased.body)).toEqual({ success: true, archived: false });
    expect((await api.db.query('SELECT 1 FROM products WHERE id = $1', [plain.id])).rowCount).toBe(0);

    const archived = await asAdmin('DELETE', `/api/admin/deleteProduct/${ordered.id}`);
    expect(archived).toMatchObject({ status: 200, body: { success: true, archived: true } });
    expect((await api.db.query('SELECT is_deleted FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = $1', [order.id])).rows).toEqual([{ is_deleted: true }]);
    expect((await shopProduct(ordered.id)).status).toBe(404);
    expect((await asAdmin('GET', `/api/admin/getSingleProduct/${ordered.id}`)).status).toBe(404);
    expect((await auditOf(ordered.id)).map((e) => [e.action, e.after])).toEqual([['product.archived', null]]);
    expect((await auditOf(plain.id)).map((e) => e.action)).toEqual(['product.deleted']);
    expect(await eventsOf(plain.id)).toEqual([{ type: 'product.changed', data: { productIds: [plain.id] } }]);
    expect((await asAdmin('GET', `/api/admin/deleteProduct/${plain.id}`)).status).toBe(404);
  });
});

describe('POST /api/admin/deleteProductImage/{id}', () => {
  it('removes the image at once and refuses the last one (409 {image})', async () => {
    const product = await createProduct(api.db, { images: ['/media/a.webp', '/media/b.webp'] });
    const r = await asAdmin('POST', `/api/admin/deleteProductImage/${product.id}`, { image: { _id: product.imageIds[0] } });
    expect(r.status).toBe(200);
    expect(productAnswer.parse(r.body).product.imageList).toEqual([{ _id: product.imageIds[1], imageUrl: '/media/b.webp' }]);
    const last = await asAdmin('POST', `/api/admin/deleteProductImage/${product.id}`, { image: { _id: product.imageIds[1] } });
    expect(last).toMatchObject({ status: 409, body: { image: expect.stringContaining('at least one image') } });
    expect(await asAdmin('POST', `/api/admin/deleteProductImage/${product.id}`, { image: { _id: randomUUID() } })).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await asAdmin('POST', `/api/admin/deleteProductImage/${product.id}`, { image: 'x' })).toMatchObject({ status: 400, body: { image: expect.any(String) } });
    expect((await auditOf(product.id)).map((e) => [e.action, e.before, e.after])).toEqual([['product.image-removed', { images: ['/media/a.webp', '/media/b.webp'] }, { images: ['/media/b.webp'] }]]);
  });
});

describe('POST /api/admin/removeVariant/{id}', () => {
  it('keeps the sizes of the new list, the stock following, audited and announced', async () => {
    const product = await createProduct(api.db, {
      stockLevel: 7,
      variants: [
        ['S', 1],
        ['M', 2],
        ['L', 4],
      ],
    });
    const [small, , large] = product.variantIds;
    const keep = [
      { _id: small, variantName: 'S', variantStockLevel: 1 },
      { _id: large, variantName: 'L', variantStockLevel: 4 },
    ];
    const r = await asAdmin('POST', `/api/admin/removeVariant/${product.id}`, { product: { _id: product.id }, variants: keep });
    expect(r.status).toBe(200);
    expect(productAnswer.parse(r.body).product).toMatchObject({ stockLevel: 5, variants: keep });
    expect((await auditOf(product.id)).map((e) => [e.action, e.before.stockLevel, e.after.stockLevel])).toEqual([['product.variant-removed', 7, 5]]);
    expect((await eventsOf(product.id)).map((e) => e.type).sort()).toEqual(['product.changed', 'stock.changed']);
    expect(await asAdmin('POST', `/api/admin/removeVariant/${product.id}`, { product: { _id: randomUUID() }, variants: keep })).toMatchObject({ status: 400, body: { product: expect.any(String) } });
    expect(await asAdmin('POST', `/api/admin/removeVariant/${product.id}`, { variants: [{ _id: randomUUID(), variantName: 'X', variantStockLevel: 1 }] })).toMatchObject({
      status: 400,
      body: { variants: expect.any(String) },
    });
    expect(await asAdmin('POST', `/api/admin/removeVariant/${randomUUID()}`, { variants: [] })).toMatchObject({ status: 404 });
  });
});

describe('the product changes are for administrators only', () => {
  const id = randomUUID();
  it.each([
    ['POST', '/api/admin/newProduct', {}],
    ['POST', `/api/admin/updateProduct/${id}`, {}],
    ['GET', `/api/admin/deleteProduct/${id}`, undefined],
    ['DELETE', `/api/admin/deleteProduct/${id}`, undefined],
    ['POST', `/api/admin/deleteProductImage/${id}`, { image: { _id: id } }],
    ['POST', `/api/admin/removeVariant/${id}`, { product: { _id: id }, variants: [] }],
  ])('%s %s: 401 without a token, 403 for a customer, 401 after logout, demotion or deactivation', async (method, path, body) => {
    await expectAdminOnly(api, { method, path, body });
  });
});
