import { describe, expect, it } from 'vitest';
import { makeListProducts } from '../../../application/catalog/list-products.js';
import { InMemoryCatalog } from '../../../application/testing/in-memory-catalog.js';
import type { ProductListResponse } from '../../http/contract/catalog.js';
import { JsonBytes } from './answer-cache.js';
import { keptProduct, productView } from './catalog-views.js';
import { listAnswer, listParams } from './catalog-answers.js';

describe('a shop list page as JSON text', () => {
  it('is byte for byte JSON.stringify of {products, count}, for products kept in memory (written once) and read afresh, in a buffer of its own', async () => {
    const catalog = new InMemoryCatalog();
    for (let i = 0; i < 30; i++) {
      const p = catalog.add({
        id: `p${i}`,
        name: i % 2 ? `Tee "Ridge" ${i} — ☀️ \\ </script>` : `Cap ${i}`,
        description: 'Line one\nline two\u2028',
        originalPriceCents: i % 3 ? null : 9999,
        priceCents: 1234 + i,
        variants: [{ id: `v${i}`, name: 'M', stockLevel: i }],
        rating: 4.5,
        reviewCount: i,
      });
      if (i % 2) catalog.products.set(p.id, keptProduct(p)); // as the memo keeps them (KeptProduct); the others as from the database
    }
    const listProducts = makeListProducts({ catalog });
    const params = listParams.parse({ page: '2', orderby: 'pricelow', productSearch: '-', category: '-' });
    const hashes: (number | undefined)[] = [];
    for (let round = 0; round < 2; round++) {
      const r = await listAnswer(listProducts, params);
      if (!r.ok) throw new Error('expected a page');
      const expected: ProductListResponse = { products: (await catalog.listProducts({ sort: 'pricelow', search: null, category: null, offset: 24, limit: 24 })).map((p) => productView(p)), count: 30 };
      expect(r.value.value).toBeInstanceOf(JsonBytes);
      const bytes = (r.value.value as JsonBytes).bytes;
      expect(bytes.toString('utf8')).toBe(JSON.stringify(expected));
      // Not a slice of Node's shared pool, which a kept answer would hold on to whole.
      expect(bytes.buffer.byteLength).toBe(bytes.length);
      expect(r.value).toMatchObject({ cheap: true, scope: { kind: 'list', sort: 'pricelow' } });
      hashes.push((r.value.value as JsonBytes).hash);
    }
    // The same bytes have the same hash (the ETag), written once or afresh.
    expect(hashes[0]).toBeTypeOf('number');
    expect(hashes[1]).toBe(hashes[0]);
  });

  it('has another hash (so another ETag) when a product on the page, their order or the count changes', async () => {
    const catalog = new InMemoryCatalog();
    for (let i = 0; i < 30; i++) {
      const p = catalog.add({ id: `p${i}`, name: `Cap ${i}`, priceCents: 1000 + i });
      catalog.products.set(p.id, keptProduct(p));
    }
    const listProducts = makeListProducts({ catalog });
    const hashOf = async () => {
      const r = await listAnswer(listProducts, listParams.parse({ page: '1', orderby: 'pricelow', productSearch: '-', category: '-' }));
      if (!r.ok) throw new Error('expected a page');
      return (r.value.value as JsonBytes).hash;
    };
    const seen = [await hashOf()];
    expect(await hashOf()).toBe(seen[0]);
    const p1 = catalog.products.get('p1')!;
    catalog.products.delete('p1');
    catalog.products.set('p1', p1); // p1 leaves the first page for the last place
    seen.push(await hashOf());
    catalog.add({ id: 'p2', name: 'Cap 2', priceCents: 1003 }); // one product's price, in a new object as from the database
    seen.push(await hashOf());
    catalog.add({ id: 'p30', name: 'Cap 30' }); // on the second page: only the count on the first changes
    seen.push(await hashOf());
    expect(new Set(seen).size).toBe(4);
  });
});
