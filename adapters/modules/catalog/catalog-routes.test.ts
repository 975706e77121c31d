import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, T } from '../../platform/tokens.js';
import type { FastAnswers } from './fast-answers.js';
import { CATALOG_CHEAP_ANSWER_KEEP_AFTER } from './module.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { createCategory, createProduct, createReview } from '../../../test-support/factories/catalog.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('shop list', () => {
  it('lists 24 per page with the count, hides products without images, deleted ones and hidden categories', async () => {
    await createCategory(api.db, { name: 'listsolid' });
    await createCategory(api.db, { name: 'listhidden', isVisible: false });
    for (let i = 0; i < 26; i++) await createProduct(api.db, { name: `List Tee ${i}`, category: 'listsolid', priceCents: 1000 + i * 100, soldCount: i });
    await createProduct(api.db, { name: 'No Image Tee', category: 'listsolid', images: [] });
    await createProduct(api.db, { name: 'Deleted Tee', category: 'listsolid', isDeleted: true });
    await createProduct(api.db, { name: 'Hidden Tee', category: 'listhidden' });

    const p1 = await api.call('GET', '/api/products/getproducts/1/bestselling/-/listsolid');
    expect(p1.status).toBe(200);
    expect(p1.body.count).toBe(26);
    expect(p1.body.products).toHaveLength(24);
    expect(p1.body.products[0].name).toBe('List Tee 25');
    expect(p1.body.products[0]).toMatchObject({ price: 35, originalPrice: null, isBundle: false, category: 'listsolid', rating: 0, reviewCount: 0 });
    expect(p1.body.products[0].imageList[0]).toEqual({ _id: expect.any(String), imageUrl: '/media/test/tee.webp' });
    expect(p1.body.products[0].variants.map((v: { variantName: string }) => v.variantName)).toEqual(['S', 'M', 'L']);

    const p2 = await api.call('GET', '/api/products/getproducts/2/pricelow/-/listsolid');
    expect(p2.body.products.map((p: { price: number }) => p.price)).toEqual([34, 35]);

    const beyond = await api.call('GET', '/api/products/getproducts/9/pricehigh/-/listsolid');
    expect(beyond.status).toBe(200);
    expect(beyond.body.products.map((p: { price: number }) => p.price)).toEqual([11, 10]);

    const hidden = await api.call('GET', '/api/products/getproducts/1/bestselling/-/listhidden');
    expect(hidden.body).toEqual({ products: [], count: 0 });
    const names = (await api.call('GET', '/api/products/getproducts/1/created_descending/-/-')).body.products.map((p: { name: string }) => p.name);
    expect(names).not.toContain('No Image Tee');
    expect(names).not.toContain('Deleted Tee');
    expect(names).not.toContain('Hidden Tee');
  });

  it('sorts by date both ways', async () => {
    await createProduct(api.db, { name: 'Old Cap', category: 'datecat', createdAt: new Date('2020-01-01T00:00:00Z') });
    await createProduct(api.db, { name: 'New Cap', category: 'datecat', createdAt: new Date('2026-01-01T00:00:00Z') });
    const asc = await api.call('GET', '/api/products/getproducts/1/created_ascending/-/datecat');
    expect(asc.body.products.map((p: { name: string }) => p.name)).toEqual(['Old Cap', 'New Cap']);
    const desc = await api.call('GET', '/api/products/getproducts/1/created_descending/-/datecat');
    expect(desc.body.products.map((p: { name: string }) => p.name)).toEqual(['New Cap', 'Old Cap']);
  });

  it('answers 400 with a field message for a bad page or sort key', async () => {
    const badSort = await api.call('GET', '/api/products/getproducts/1/cheapest/-/-');
    expect(badSort.status).toBe(400);
    expect(badSort.body.orderby).toMatch(/Sort order/);
    const badPage = await api.call('GET', '/api/products/getproducts/abc/bestselling/-/-');
    expect(badPage.status).toBe(400);
    expect(badPage.body.page).toMatch(/whole number/);
    const zero = await api.call('GET', '/api/products/getproducts/0/bestselling/-/-');
    expect(zero.status).toBe(400);
    const longSearch = await api.call('GET', `/api/products/getproducts/1/bestselling/${'a'.repeat(150)}/-`);
    expect(longSearch.status).toBe(400);
    expect(longSearch.body.productSearch).toBeDefined();
  });

  it('answers the same bytes with an ETag, and 304 when the client has them', async () => {
    const first = await fetch(`${api.baseUrl}/api/products/getproducts/1/bestselling/-/listsolid`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${api.baseUrl}/api/products/getproducts/1/bestselling/-/listsolid`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('cached answers', () => {
  it('a cached hit keeps the security headers and is sent gzipped when the client accepts it', async () => {
    await createProduct(api.db, { category: 'gzipcat', description: 'x'.repeat(3000) });
    const url = `${api.baseUrl}/api/products/getproducts/1/bestselling/-/gzipcat`;
    const first = await fetch(url);
    const plain = await first.text();
    // A list without a search is kept once it is asked for often enough (catalog/module.ts).
    for (let i = 1; i < CATALOG_CHEAP_ANSWER_KEEP_AFTER; i++) await (await fetch(url)).arrayBuffer();
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch unzips the body itself.
    expect(await res.text()).toBe(plain);
  });

  it('dropping the cached answers (a bulk edit) also drops the lists and counts kept in memory', async () => {
    await createProduct(api.db, { name: 'First Bulk', category: 'dropcat' });
    const count = async (page: number) => (await api.call('GET', `/api/products/getproducts/${page}/pricelow/-/dropcat`)).body.count as number;
    expect(await count(1)).toBe(1);
    await new Promise((r) => setTimeout(r, 50)); // the category's order is loaded in the background
    expect(await count(2)).toBe(1); // a page not cached: from the memo
    await createProduct(api.db, { name: 'Second Bulk', category: 'dropcat' }); // written without an event
    expect(await count(3)).toBe(1);
    api.container.get(CATALOG.dropCachedAnswers)();
    expect(await count(3)).toBe(2);
  });

  it('list and product pages that missed the cache are answered before the middleware stack, with the body and headers the route gives them', async () => {
    const fast = api.container.get<FastAnswers>(Symbol.for('shop.catalog.fastAnswers'));
    const products = [];
    for (let i = 0; i < 30; i++) products.push(await createProduct(api.db, { name: `Fast Tee ${String(i).padStart(2, '0')}`, category: 'fastcat', priceCents: 1000 + i }));
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${path}`, { headers });
    const taken = () => ({ list: fast.answered.get('list') ?? 0, product: fast.answered.get('product') ?? 0 });
    const viaStack = await get('/api/products/getproducts/1/pricelow/-/fastcat');
    expect(viaStack.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50)); // the category's order is loaded in the background
    const before = taken();
    const page2 = await get('/api/products/getproducts/2/pricelow/-/fastcat');
    expect(taken()).toEqual({ ...before, list: before.list + 1 });
    expect(page2.status).toBe(200);
    const body = (await page2.json()) as { products: { name: string }[]; count: number };
    expect(body.count).toBe(30);
    expect(body.products.map((p) => p.name)).toEqual(Array.from({ length: 6 }, (_, i) => `Fast Tee ${24 + i}`));
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'cache-control', 'vary', 'content-type']) {
      expect([name, page2.headers.get(name)]).toEqual([name, viaStack.headers.get(name)]);
      expect([name, page2.headers.get(name)]).not.toEqual([name, null]);
    }
    expect(page2.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    // Once asked for often enough, kept in the cache as from the route: the next request is a cached hit.
    for (let i = 1; i < CATALOG_CHEAP_ANSWER_KEEP_AFTER; i++) await (await get('/api/products/getproducts/2/pricelow/-/fastcat')).arrayBuffer();
    expect(taken().list).toBe(before.list + CATALOG_CHEAP_ANSWER_KEEP_AFTER);
    const again = await get('/api/products/getproducts/2/pricelow/-/fastcat', { 'accept-encoding': 'gzip' });
    expect(again.headers.get('etag')).toBe(page2.headers.get('etag'));
    expect(taken().list).toBe(before.list + CATALOG_CHEAP_ANSWER_KEEP_AFTER);
    // A search is taken too (read from the database).
    const search = await get('/api/products/getproducts/1/pricelow/Fast%20Tee%2029/fastcat');
    expect(((await search.json()) as { products: { name: string }[] }).products[0]?.name).toBe('Fast Tee 29');
    expect(taken().list).toBe(before.list + CATALOG_CHEAP_ANSWER_KEEP_AFTER + 1);
    // A bad parameter, another spelling of the path and HEAD go through the stack.
    const bad = await get('/api/products/getproducts/0/pricelow/-/fastcat');
    expect([bad.status, ((await bad.json()) as { page: string }).page]).toEqual([400, 'Page must be a whole number of at least 1.']);
    expect((await get('/API/products/getproducts/3/pricelow/-/fastcat')).status).toBe(200);
    expect((await fetch(`${api.baseUrl}/api/products/getproducts/3/pricehigh/-/fastcat`, { method: 'HEAD' })).status).toBe(200);
    expect(taken().list).toBe(before.list + CATALOG_CHEAP_ANSWER_KEEP_AFTER + 1);

    // Product pages: after one through the stack, another product's page is taken; an unknown one is the stack's 404.
    expect((await get(`/api/products/getSpecificProduct/${products[0]!.id}`)).status).toBe(200);
    const product = await get(`/api/products/getSpecificProduct/${products[1]!.id}`);
    expect([product.status, ((await product.json()) as { name: string }).name]).toEqual([200, 'Fast Tee 01']);
    expect(product.headers.get('content-security-policy')).toBe(viaStack.headers.get('content-security-policy'));
    expect(taken().product).toBeGreaterThanOrEqual(before.product + 1);
    const productsTaken = taken().product;
    const missing = await get('/api/products/getSpecificProduct/00000000-0000-4000-8000-000000000000');
    expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([404, 'This product could not be found.']);
    expect(taken().product).toBe(productsTaken);
  });

  it('a catalogue change event on the bus drops the cached answers at once', async () => {
    await createProduct(api.db, { name: 'Before Change', category: 'eventcat' });
    const path = '/api/products/getproducts/1/bestselling/-/eventcat';
    expect((await api.call('GET', path)).body.count).toBe(1);
    await createProduct(api.db, { name: 'After Change', category: 'eventcat' });
    expect((await api.call('GET', path)).body.count).toBe(1);
    await api.container.get(T.bus).publish('catalog', { type: 'product.changed', data: { productIds: [] } });
    await new Promise((r) => setTimeout(r, 50));
    expect((await api.call('GET', path)).body.count).toBe(2);
  });
});

describe('search', () => {
  it('matches name and description ignoring case and accents, tolerates a typo, name matches first', async () => {
    await createProduct(api.db, { name: 'Alpine Merino Beanie', description: 'Warm knit for cold mornings.', category: 'searchcat', soldCount: 0 });
    await createProduct(api.db, { name: 'Trail Socks', description: 'Pairs well with our beanie for winter hikes.', category: 'searchcat', soldCount: 100 });
    await createProduct(api.db, { name: 'Café Crème Tee', description: 'Soft organic cotton.', category: 'searchcat' });
    const names = async (q: string) => (await api.call('GET', `/api/products/getproducts/1/bestselling/${encodeURIComponent(q)}/searchcat`)).body.products.map((p: { name: string }) => p.name);

    expect(await names('Beanie')).toEqual(['Alpine Merino Beanie', 'Trail Socks']);
    expect(await names('béanie')).toEqual(['Alpine Merino Beanie', 'Trail Socks']);
    expect((await names('beanei'))[0]).toBe('Alpine Merino Beanie');
    expect(await names('BEANIE')).toContain('Alpine Merino Beanie');
    expect(await names('cafe creme')).toEqual(['Café Crème Tee']);
    expect(await names('spaceship')).toEqual([]);
  });

  it('finds word beginnings (plurals) and survives quotes, backslashes and symbols', async () => {
    await createProduct(api.db, { name: 'Twin Pack Beanies', category: 'searchcat2' });
    const search = (q: string) => api.call('GET', `/api/products/getproducts/1/pricelow/${encodeURIComponent(q)}/searchcat2`);
    expect((await search('beanie')).body.products.map((p: { name: string }) => p.name)).toEqual(['Twin Pack Beanies']);
    for (const odd of ["it's", 'back\\slash', "'':*A & !", '%_', '   ']) {
      const r = await search(odd);
      expect(r.status).toBe(200);
    }
  });
});

describe('product page', () => {
  it('answers the product with its public reviews only, newest first, and pages further reviews', async () => {
    const p = await createProduct(api.db, { name: 'Reviewed Beanie', category: 'revcat', originalPriceCents: 6000, priceCents: 4500 });
    for (let i = 0; i < 12; i++) await createReview(api.db, p.id, { rating: i % 2 === 0 ? 5 : 4, lastUpdated: new Date(Date.UTC(2026, 0, i + 1)), review: `Review ${i}` });
    await createReview(api.db, p.id, { isActive: false, review: 'Waiting for the admin' });

    const r = await api.call('GET', `/api/products/getSpecificProduct/${p.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ _id: p.id, name: 'Reviewed Beanie', price: 45, originalPrice: 60, reviewCount: 12, rating: 4.5 });
    expect(r.body.reviews).toHaveLength(10);
    expect(r.body.reviews[0].review).toBe('Review 11');
    expect(r.body.reviews.map((x: { review: string }) => x.review)).not.toContain('Waiting for the admin');

    const more = await api.call('GET', `/api/reviews/getProductReviews/${p.id}/2`);
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ count: 12, page: 2, pageCount: 2 });
    expect(more.body.reviews.map((x: { review: string }) => x.review)).toEqual(['Review 1', 'Review 0']);
  });

  it('404 for an unknown or deleted product, 400 for a malformed id', async () => {
    expect((await api.call('GET', '/api/products/getSpecificProduct/7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11')).status).toBe(404);
    const deleted = await createProduct(api.db, { isDeleted: true });
    expect((await api.call('GET', `/api/products/getSpecificProduct/${deleted.id}`)).status).toBe(404);
    const bad = await api.call('GET', '/api/products/getSpecificProduct/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.productid).toMatch(/valid id/);
    expect((await api.call('GET', '/api/reviews/getProductReviews/not-an-id/1')).status).toBe(400);
    expect((await api.call('GET', '/api/reviews/getProductReviews/7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11/1')).status).toBe(404);
  });
});

describe('best sellers, you may also like, categories', () => {
  it('best sellers leave out what is in the cart', async () => {
    const top = await createProduct(api.db, { name: 'Top Seller', soldCount: 10_000 });
    const second = await createProduct(api.db, { name: 'Second Seller', soldCount: 9_000 });
    const r = await api.call('POST', '/api/products/getBestSellers', { body: { cart: [] } });
    expect(r.status).toBe(200);
    expect(r.body.slice(0, 2).map((p: { name: string }) => p.name)).toEqual(['Top Seller', 'Second Seller']);
    const withCart = await api.call('POST', '/api/products/getBestSellers', { body: { cart: [{ product: top.id, variant: null, quantity: 1 }] } });
    expect(withCart.body[0]._id).toBe(second.id);
    expect((await api.call('POST', '/api/products/getBestSellers', { body: { cart: 'nope' } })).status).toBe(400);
  });

  it('you may also like: other products, the same category first', async () => {
    const shown = await createProduct(api.db, { category: 'ymalcat' });
    const sibling = await createProduct(api.db, { category: 'ymalcat', soldCount: 0 });
    const r = await api.call('GET', `/api/products/getYouMayAlsoLike?_id=${shown.id}&category=ymalcat&limit=3`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    expect(r.body[0]._id).toBe(sibling.id);
    expect(r.body.map((p: { _id: string }) => p._id)).not.toContain(shown.id);
    expect((await api.call('GET', '/api/products/getYouMayAlsoLike?_id=bad')).status).toBe(400);
    expect((await api.call('GET', `/api/products/getYouMayAlsoLike?_id=${shown.id}&limit=99`)).status).toBe(400);
  });

  it('categories: visible ones only', async () => {
    await createCategory(api.db, { name: 'catvisible' });
    await createCategory(api.db, { name: 'catsecret', isVisible: false });
    const r = await api.call('GET', '/api/categories/getCategories');
    expect(r.status).toBe(200);
    const names = r.body.map((c: { name: string }) => c.name);
    expect(names).toContain('catvisible');
    expect(names).not.toContain('catsecret');
    expect(r.body[0]).toEqual({ _id: expect.any(String), name: expect.any(String) });
  });
});
