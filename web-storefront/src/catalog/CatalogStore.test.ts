import { autorun, isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CatalogApi } from './catalog-api';
import { ApiClient } from '../../../web-shared/api/client';
import { sampleProduct } from '../testing/catalogFixtures';
import { fakeFetch } from '../../../web-shared/testing/fakes';
import { CatalogStore } from './CatalogStore';
import { DEFAULT_SHOP_QUERY } from './shopQuery';

function setup(respond: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(respond);
  const logged: unknown[] = [];
  const store = new CatalogStore(new CatalogApi(new ApiClient({ fetch })), (e) => logged.push(e));
  return { store, requests, logged };
}

describe('CatalogStore', () => {
  it("keeps the server's products and categories as they came (not observable deep down), and still tells the page when a new list replaces them", async () => {
    const { store } = setup(() => ({ body: { products: [sampleProduct({ _id: 'next' })], count: 1 } }));
    const first = sampleProduct({ _id: 'first' });
    store.seed({ list: { query: { page: 1, orderby: 'bestselling', productSearch: '', category: '' }, answer: { products: [first], count: 1 } }, categories: [] });
    expect(store.products[0]).toBe(first);
    expect([isObservable(store.products), isObservable(store.products[0]), isObservable(store.categories)]).toEqual([false, false, false]);
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(store.products.map((p) => p._id)));
    await store.load({ ...DEFAULT_SHOP_QUERY, category: 'solid' });
    stop();
    expect(seen).toEqual([['first'], ['next']]);
  });

  it('loads a page with the spec path, writing empty search and category as -', async () => {
    const { store, requests } = setup(() => ({ body: { products: [sampleProduct()], count: 30 } }));
    await store.load({ ...DEFAULT_SHOP_QUERY, category: 'solid' });
    expect(requests[0]?.url).toBe('/api/products/getproducts/1/bestselling/-/solid');
    expect(store.products).toHaveLength(1);
    expect(store.count).toBe(30);
    expect(store.pageCount).toBe(2);
    expect(store.showPagination).toBe(true);
    expect(store.title).toBe('Solid');
    expect(store.loading).toBe(false);
  });

  it('encodes the search text', async () => {
    const { store, requests } = setup(() => ({ body: { products: [], count: 0 } }));
    await store.load({ ...DEFAULT_SHOP_QUERY, productSearch: 'wool / beanie', page: 2, orderby: 'pricelow' });
    expect(requests[0]?.url).toBe('/api/products/getproducts/2/pricelow/wool%20%2F%20beanie/-');
    expect(store.isEmpty).toBe(true);
    expect(store.showPagination).toBe(false);
  });

  it('only logs a failed load and clears the spinner (spec §8)', async () => {
    const { store, logged } = setup(() => ({ status: 500, body: { message: 'Something went wrong' } }));
    await store.load(DEFAULT_SHOP_QUERY);
    expect(store.loading).toBe(false);
    expect(store.products).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it('drops an answer that arrives after a newer request', async () => {
    const resolvers: ((r: Response) => void)[] = [];
    const fetch = () =>
      new Promise<Response>((resolve) => {
        resolvers.push(resolve);
      });
    const store = new CatalogStore(new CatalogApi(new ApiClient({ fetch })));
    const first = store.load({ ...DEFAULT_SHOP_QUERY, category: 'solid' });
    const second = store.load({ ...DEFAULT_SHOP_QUERY, category: 'sale' });
    resolvers[1]?.(new Response(JSON.stringify({ products: [sampleProduct({ _id: 'sale' })], count: 1 })));
    await second;
    resolvers[0]?.(new Response(JSON.stringify({ products: [sampleProduct({ _id: 'old' })], count: 1 })));
    await first;
    expect(store.products.map((p) => p._id)).toEqual(['sale']);
    expect(store.title).toBe('Sale Products');
  });

  it('loads categories and best sellers once', async () => {
    const { store, requests } = setup((r) => ({ body: r.url.includes('Categories') ? [{ _id: 'c1', name: 'solid' }] : [sampleProduct()] }));
    await store.loadCategories();
    await store.loadCategories();
    await store.loadBestSellers([]);
    await store.loadBestSellers([]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/categories/getCategories', 'POST /api/products/getBestSellers']);
    expect(requests[1]?.body).toEqual({ cart: [] });
    expect(store.categories).toHaveLength(1);
    expect(store.bestSellers).toHaveLength(1);
  });
});
