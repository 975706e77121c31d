import { describe, expect, it } from 'vitest';
import { makeListProducts } from '../../../application/catalog/list-products.js';
import { InMemoryCatalog } from '../../../application/testing/in-memory-catalog.js';
import type { ProductListResponse } from '../../http/contract/catalog.js';
import { JsonText } from './answer-cache.js';
import { productView } from './catalog-views.js';
import { listAnswer, listParams } from './catalog-answers.js';

describe('a shop list page as JSON text', () => {
  it('is byte for byte JSON.stringify of {products, count}, for products kept in memory (written once) and read afresh', async () => {
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
      if (i % 2) Object.freeze(p); // the memo's products are frozen; the database's are not
    }
    const listProducts = makeListProducts({ catalog });
    const params = listParams.parse({ page: '2', orderby: 'pricelow', productSearch: '-', category: '-' });
    for (let round = 0; round < 2; round++) {
      const r = await listAnswer(listProducts, params);
      if (!r.ok) throw new Error('expected a page');
      const expected: ProductListResponse = { products: (await catalog.listProducts({ sort: 'pricelow', search: null, category: null, offset: 24, limit: 24 })).map((p) => productView(p)), count: 30 };
      expect(r.value.value).toBeInstanceOf(JsonText);
      expect((r.value.value as JsonText).text).toBe(JSON.stringify(expected));
      expect(r.value).toMatchObject({ cheap: true, scope: { kind: 'list', sort: 'pricelow' } });
    }
  });
});
