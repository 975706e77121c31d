// The back office's product reads over HTTP against a real database: the list's pages, eight orders
// and search, one product, bad input, unknown ids and the access rules.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { productSchema, productsAnswer } from './product-schemas.js';

let api: TestApi;
let admin: SignedIn;
const tag = randomUUID().slice(0, 8);
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Four products of this file, told apart by price, stock, sales and age.
  ids.cheap = (await createProduct(api.db, { name: `Cheap ${tag}`, priceCents: 1000, stockLevel: 40, variants: [], soldCount: 9, createdAt: day(2) })).id;
  ids.dear = (await createProduct(api.db, { name: `Dear ${tag}`, priceCents: 9000, originalPriceCents: 12000, soldCount: 1, createdAt: day(4) })).id;
  ids.middle = (
    await createProduct(api.db, { name: `Middle ${tag}`, description: `Wool jumper ${tag}`, priceCents: 5000, stockLevel: 0, variants: [], soldCount: 5, createdAt: day(3), images: [] })
  ).id;
  ids.archived = (await createProduct(api.db, { name: `Gone ${tag}`, isDeleted: true, createdAt: day(5) })).id;
  await api.db.query('UPDATE products SET is_visible = false WHERE id = $1', [ids.middle]);
});
afterAll(async () => {
  await api?.close();
});

const asAdmin = (path: string) => api.call('GET', path, { token: admin.token });
const listed = async (filter: string, query = tag) => {
  const r = await asAdmin(`/api/admin/getAdminProducts/1/${filter}/${encodeURIComponent(query)}`);
  expect(r.status).toBe(200);
  productsAnswer.parse(r.body);
  return r.body.rangeProducts.map((p: { name: string }) => p.name.split(' ')[0]);
};

describe('GET /api/admin/getAdminProducts/{page}/{filter}/{query}', () => {
  it('lists hidden and sold-out products but not archived ones, as rows of the settled form', async () => {
    const r = await asAdmin(`/api/admin/getAdminProducts/1/newest/${tag}`);
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(3);
    expect(r.body.rangeProducts[0]).toEqual({
      _id: ids.dear,
      name: `Dear ${tag}`,
      price: 90,
      originalPrice: 120,
      sale: true,
      category: 'solid',
      stockLevel: 15,
      count: 2,
      created_at: '2026-01-04T00:00:00.000Z',
      isVisible: true,
      image: { _id: expect.any(String), imageUrl: '/media/test/tee.webp' },
    });
    expect(r.body.rangeProducts[1]).toMatchObject({ name: `Middle ${tag}`, isVisible: false, stockLevel: 0, image: null, sale: false, originalPrice: null });
  });

  it.each([
    ['newest', ['Dear', 'Middle', 'Cheap']],
    ['-', ['Dear', 'Middle', 'Cheap']],
    ['oldest', ['Cheap', 'Middle', 'Dear']],
    ['pricelow', ['Cheap', 'Middle', 'Dear']],
    ['pricehigh', ['Dear', 'Middle', 'Cheap']],
    ['stockLow', ['Middle', 'Dear', 'Cheap']],
    ['stockHigh', ['Cheap', 'Dear', 'Middle']],
    ['popularAsc', ['Dear', 'Middle', 'Cheap']],
    ['popularDesc', ['Cheap', 'Middle', 'Dear']],
  ])('orders by %s', async (filter, names) => {
    expect(await listed(filter)).toEqual(names);
  });

  it('searches name and description, ignoring case and accents, with % and _ taken literally', async () => {
    expect(await listed('newest', `WOOL JUMPÉR ${tag}`)).toEqual(['Middle']);
    expect(await listed('newest', `wool jumper ${tag}`)).toEqual(['Middle']);
    expect(await listed('newest', `cheap ${tag.toUpperCase()}`)).toEqual(['Cheap']);
    expect(await listed('newest', `%${tag}`)).toEqual([]);
  });

  it('pages 12 at a time with the count of every match; a page past the end is empty', async () => {
    const many = `many${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 13; i += 1) await createProduct(api.db, { name: `${many} ${i}`, variants: [], images: [] });
    const first = await asAdmin(`/api/admin/getAdminProducts/1/oldest/${many}`);
    const second = await asAdmin(`/api/admin/getAdminProducts/2/oldest/${many}`);
    const third = await asAdmin(`/api/admin/getAdminProducts/3/oldest/${many}`);
    expect([first.body.rangeProducts.length, second.body.rangeProducts.length, third.body.rangeProducts.length]).toEqual([12, 1, 0]);
    expect([first.body.count, second.body.count, third.body.count]).toEqual([13, 13, 13]);
  });

  it('answers 400 naming the page or the filter', async () => {
    expect(await asAdmin('/api/admin/getAdminProducts/0/newest/-')).toMatchObject({ status: 400, body: { page: expect.any(String) } });
    expect(await asAdmin('/api/admin/getAdminProducts/1/cheapest/-')).toMatchObject({ status: 400, body: { filter: expect.stringContaining('pricelow') } });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(api, { method: 'GET', path: '/api/admin/getAdminProducts/1/newest/-' });
  });
});

describe('GET /api/admin/getSingleProduct/{id}', () => {
  it('answers the product with its images, sizes (each with _id), originalPrice, sale and isVisible', async () => {
    const r = await asAdmin(`/api/admin/getSingleProduct/${ids.dear}`);
    expect(r.status).toBe(200);
    const product = productSchema.parse(r.body);
    expect(product).toMatchObject({ _id: ids.dear, originalPrice: 120, sale: true, isVisible: true, description: 'Organic cotton tee made in Melbourne.' });
    expect(product.variants.map((v) => [v.variantName, v.variantStockLevel])).toEqual([
      ['S', 5],
      ['M', 5],
      ['L', 5],
    ]);
    expect(product.imageList).toEqual([{ _id: expect.any(String), imageUrl: '/media/test/tee.webp' }]);
  });

  it('answers 404 {message} for an unknown or archived product and 400 {id} for a malformed id', async () => {
    expect(await asAdmin(`/api/admin/getSingleProduct/${randomUUID()}`)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await asAdmin(`/api/admin/getSingleProduct/${ids.archived}`)).toMatchObject({ status: 404 });
    expect(await asAdmin('/api/admin/getSingleProduct/nope')).toMatchObject({ status: 400, body: { id: expect.any(String) } });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(api, { method: 'GET', path: `/api/admin/getSingleProduct/${ids.dear}` });
  });
});
