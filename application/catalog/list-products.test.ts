import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../testing/in-memory-catalog.js';
import { makeListProducts } from './list-products.js';

describe('listProducts', () => {
  const catalog = new InMemoryCatalog();
  for (let i = 0; i < 30; i++) catalog.add({ id: `p${i}`, name: `Tee ${i}` });
  const list = makeListProducts({ catalog });

  it('pages by 24 and clamps a page beyond the last', async () => {
    const first = await list({ page: 1, orderby: 'bestselling', productSearch: null, category: null });
    expect(first.ok && first.value).toMatchObject({ count: 30, page: 1, pageCount: 2 });
    expect(first.ok && first.value.products).toHaveLength(24);
    const beyond = await list({ page: 7, orderby: 'pricelow', productSearch: null, category: null });
    expect(beyond.ok && beyond.value).toMatchObject({ page: 2 });
    expect(beyond.ok && beyond.value.products).toHaveLength(6);
  });

  it('refuses an unknown sort key or a bad page with a field message', async () => {
    const sort = await list({ page: 1, orderby: 'random', productSearch: null, category: null });
    expect(sort).toMatchObject({ ok: false, code: 'invalid_input', fields: { orderby: expect.stringMatching(/Sort order/) } });
    const page = await list({ page: 0, orderby: 'bestselling', productSearch: null, category: null });
    expect(page).toMatchObject({ ok: false, fields: { page: expect.any(String) } });
  });

  it('an empty list answers count 0 on page 1', async () => {
    const r = await list({ page: 3, orderby: 'bestselling', productSearch: 'nothing like this', category: null });
    expect(r.ok && r.value).toEqual({ products: [], count: 0, page: 1, pageCount: 0 });
  });
});
