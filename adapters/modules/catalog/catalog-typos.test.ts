// The shop search forgives one typo in a word of a product's name or description: a wrong, missing
// or extra letter, or two neighbouring letters swapped.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const search = async (q: string, category: string) => {
  const r = await api.call('GET', `/api/products/getproducts/1/bestselling/${encodeURIComponent(q)}/${category}`);
  expect(r.status).toBe(200);
  return { names: (r.body.products as { name: string }[]).map((p) => p.name), count: r.body.count as number };
};

describe('typos in the search', () => {
  it('"Gramipans" finds "Grampians Ridge Overlay Tee"', async () => {
    await createProduct(api.db, { name: 'Grampians Ridge Overlay Tee', description: 'Organic cotton tee printed in Melbourne.', category: 'typos1' });
    await createProduct(api.db, { name: 'Coastal Beanie', description: 'Merino knit.', category: 'typos1' });
    expect(await search('Gramipans', 'typos1')).toEqual({ names: ['Grampians Ridge Overlay Tee'], count: 1 });
    expect((await search('gramipans overlay', 'typos1')).names).toEqual(['Grampians Ridge Overlay Tee']);
    expect((await search('Grampains Rdige', 'typos1')).names).toEqual(['Grampians Ridge Overlay Tee']);
  });

  it('forgives a wrong, missing or extra letter too, and keeps exact matches as they are', async () => {
    await createProduct(api.db, { name: 'Kosciuszko Summit Cap', description: 'Recycled fibres.', category: 'typos2' });
    await createProduct(api.db, { name: 'Summer Cap', description: 'Light cotton.', category: 'typos2' });
    for (const typo of ['Kosciuszka', 'Kosciusko', 'Kosciuszkoo', 'Koscuiszko']) expect((await search(typo, 'typos2')).names).toEqual(['Kosciuszko Summit Cap']);
    expect((await search('summit', 'typos2')).names).toEqual(['Kosciuszko Summit Cap']);
    expect((await search('sumer', 'typos2')).names).toEqual(['Summer Cap']);
    expect((await search('xylophone', 'typos2')).names).toEqual([]);
  });

  it('follows the catalogue: renamed, new and deleted products', async () => {
    const p = await createProduct(api.db, { name: 'Wilpena Pound Hoodie', category: 'typos3' });
    expect((await search('Wilpnea', 'typos3')).names).toEqual(['Wilpena Pound Hoodie']);
    await api.db.query("UPDATE products SET name = 'Flinders Ranges Hoodie' WHERE id = $1", [p.id]);
    expect((await search('Flindres', 'typos3')).names).toEqual(['Flinders Ranges Hoodie']);
    const { rows } = await api.db.query("SELECT word FROM search_words WHERE word IN ('wilpena', 'flinders') ORDER BY word");
    expect(rows).toEqual([{ word: 'flinders' }]);
    await api.db.query('UPDATE products SET is_deleted = true WHERE id = $1', [p.id]);
    expect((await api.db.query("SELECT 1 FROM search_words WHERE word = 'flinders'")).rows).toEqual([]);
  });

  it('property: one typo in any word of a name still finds the product', async () => {
    await createProduct(api.db, { name: 'Murrumbidgee Canopy Crewneck', description: 'Made from hemp.', category: 'typos4' });
    const words = ['murrumbidgee', 'canopy', 'crewneck'];
    const typo = fc.tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom('swap', 'delete', 'insert', 'substitute'), fc.constantFrom('q', 'z', 'x')).map(([w, n, kind, ch]) => {
      const i = n % (w.length - 1);
      if (kind === 'swap') return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      if (kind === 'delete') return w.slice(0, i) + w.slice(i + 1);
      if (kind === 'insert') return w.slice(0, i) + ch + w.slice(i);
      return w.slice(0, i) + ch + w.slice(i + 1);
    });
    await fc.assert(
      fc.asyncProperty(typo, async (q) => {
        expect((await search(q, 'typos4')).names).toEqual(['Murrumbidgee Canopy Crewneck']);
      }),
      { numRuns: 40 },
    );
  });
});
