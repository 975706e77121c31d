// Whether a product is listed is decided on write (products.is_listed, kept by triggers in the
// writing transaction), and every shop sort, with or without a category, pages through its index.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopSort } from '../../../domain/catalogue.js';

const SHOP_SORTS: ShopSort[] = ['bestselling', 'pricelow', 'pricehigh', 'created_ascending', 'created_descending'];
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { createPool, type Db } from '../../platform/database/database.js';
import { postgresCatalogReader, postgresListingSource } from './catalog-reader.js';
import { ListingMemo } from './listing-memo.js';
import { productView } from './catalog-views.js';
import type { CatalogProduct } from '../../../application/catalog/ports.js';

/** What a shopper is shown of products (the memo keeps them compact: KeptProduct). */
const shown = (products: readonly CatalogProduct[]) => products.map((p) => productView(p));

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createPool(tdb.url, 2);
}, 120_000);
afterAll(async () => {
  await db?.end();
  await tdb?.drop();
});

const listed = async (id: string) => (await db.query<{ is_listed: boolean }>('SELECT is_listed FROM products WHERE id = $1', [id])).rows[0]?.is_listed;
const truth = async (id: string) =>
  (
    await db.query<{ t: boolean }>(
      `SELECT NOT p.is_deleted AND p.is_visible AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.name = p.category AND NOT c.is_visible)
         AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) AS t FROM products p WHERE p.id = $1`,
      [id],
    )
  ).rows[0]?.t;

describe('the listing flag', () => {
  it('follows every kind of write: insert, image add and remove, hide, archive, category move, category hide, show, rename and delete', async () => {
    await db.query(`INSERT INTO categories (id, name) VALUES (gen_random_uuid(), 'lst-a'), (gen_random_uuid(), 'lst-b')`);
    const { rows } = await db.query<{ id: string }>(`INSERT INTO products (id, name, price_cents, category) VALUES (gen_random_uuid(), 'Listing Tee', 1000, 'lst-a') RETURNING id`);
    const id = rows[0]!.id;
    const steps: [string, string, boolean][] = [
      ['new, no image', 'SELECT 1', false],
      ['image added', `INSERT INTO product_images (id, product_id, image_url) VALUES (gen_random_uuid(), '${id}', '/x.webp')`, true],
      ['hidden', `UPDATE products SET is_visible = false WHERE id = '${id}'`, false],
      ['shown', `UPDATE products SET is_visible = true WHERE id = '${id}'`, true],
      ['category hidden', `UPDATE categories SET is_visible = false WHERE name = 'lst-a'`, false],
      ['moved to a shown category (bulk edit)', `UPDATE products SET category = 'lst-b', stock_level = 3 WHERE id = '${id}'`, true],
      ['its category hidden', `UPDATE categories SET is_visible = false WHERE name = 'lst-b'`, false],
      ['its hidden category renamed away', `UPDATE categories SET name = 'lst-c' WHERE name = 'lst-b'`, true],
      ['a hidden category of its name created', `INSERT INTO categories (id, name, is_visible) VALUES (gen_random_uuid(), 'lst-b', false)`, false],
      ['that category deleted', `DELETE FROM categories WHERE name = 'lst-b'`, true],
      ['images removed', `DELETE FROM product_images WHERE product_id = '${id}'`, false],
      ['image back', `INSERT INTO product_images (id, product_id, image_url) VALUES (gen_random_uuid(), '${id}', '/y.webp')`, true],
      ['a direct write of the flag is overruled', `UPDATE products SET is_listed = false WHERE id = '${id}'`, true],
      ['archived', `UPDATE products SET is_deleted = true, is_visible = false WHERE id = '${id}'`, false],
    ];
    for (const [what, sql, expected] of steps) {
      await db.query(sql);
      expect([what, await listed(id)]).toEqual([what, expected]);
      expect([what, await truth(id)]).toEqual([what, expected]);
    }
  });
});

/** A parameter as an SQL literal for EXECUTE (arrays in their text form). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? `{${value.map((v) => `"${String(v)}"`).join(',')}}` : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Runs the reader's statements as EXPLAIN ANALYZE and keeps their plans: each with its values (the
 * plan of the first runs) and as the prepared statement's generic plan, which Postgres may use for
 * every later run; both must walk the indexes.
 */
function explaining(): { db: Db; plans: string[] } {
  const plans: string[] = [];
  let n = 0;
  const wrapped = {
    async query(config: string | { text: string; values?: unknown[] }, given?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text;
      const values = (typeof config === 'string' ? given : config.values) ?? [];
      if (/^\s*SELECT EXISTS/.test(text)) return db.query(text, values);
      const custom = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${text}`, values);
      plans.push(custom.rows.map((row) => row['QUERY PLAN']).join('\n'));
      const client = await db.connect();
      try {
        const name = `explained_${++n}`;
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE ${name} AS ${text}`);
        const generic = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, FORMAT TEXT) EXECUTE ${name}(${values.map(literal).join(', ')})`);
        plans.push(generic.rows.map((row) => row['QUERY PLAN']).join('\n'));
        await client.query(`DEALLOCATE ${name}`);
        await client.query('RESET plan_cache_mode');
      } finally {
        client.release();
      }
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Db;
  return { db: wrapped, plans };
}

describe('the shop list at 10,000 products', () => {
  beforeAll(async () => {
    await db.query(`INSERT INTO categories (id, name) SELECT gen_random_uuid(), c FROM unnest(ARRAY['solid','overlay','sale']) c ON CONFLICT DO NOTHING`);
    await db.query(
      `INSERT INTO products (id, name, description, price_cents, category, stock_level, sold_count, created_at)
       SELECT gen_random_uuid(), (ARRAY['Ridge','Alpine','Coastal'])[1 + g % 3] || ' ' || (ARRAY['Tee','Beanie','Cap'])[1 + g % 3] || ' ' || g,
              'Organic cotton piece ' || g, 1500 + (g * 37) % 9000, (ARRAY['solid','overlay','sale'])[1 + g % 3], 10, (g * 7919) % 5000, now() - make_interval(mins => g)
       FROM generate_series(1, 10000) g`,
    );
    await db.query(`INSERT INTO product_images (id, product_id, image_url) SELECT gen_random_uuid(), p.id, '/media/x.webp' FROM products p`);
    await db.query('VACUUM ANALYZE products');
  }, 180_000);

  it.each([...SHOP_SORTS])('pages by %s through its index, all and per category, first and deep pages, no sort of the table', async (sort) => {
    for (const category of [null, 'overlay']) {
      for (const offset of [0, category === null ? 9000 : 3000]) {
        const { db: q, plans } = explaining();
        await postgresCatalogReader(q).listProducts({ sort, search: null, category, offset, limit: 24 });
        expect(plans).toHaveLength(2);
        for (const plan of plans) {
          expect(plan).toMatch(/Index Only Scan using products_listed_/);
          expect(plan).not.toMatch(/Seq Scan on products|Sort Key: p_1/);
        }
      }
    }
  });

  it('counts a category from its index and answers the right rows of a deep page', async () => {
    const { db: q, plans } = explaining();
    await postgresCatalogReader(q).countProducts({ search: null, category: 'sale' });
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).toMatch(/Index Only Scan using products_listed_cat_/);
    const reader = postgresCatalogReader(db);
    const rows = await reader.listProducts({ sort: 'pricehigh', search: null, category: 'sale', offset: 24 * 100, limit: 24 });
    const expected = await db.query<{ id: string }>(`SELECT id FROM products WHERE is_listed AND category = 'sale' ORDER BY price_cents DESC, created_at DESC, id OFFSET 2400 LIMIT 24`);
    expect(rows.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
  });

  it('the memo of the lists shows every sort, all and per category, with the pages, counts and products of the database (ties included)', async () => {
    // Ties: a block of products with one price, sold count and creation time, told apart by id alone.
    await db.query(`UPDATE products SET price_cents = 2000, sold_count = 42, created_at = '2026-06-01' WHERE id IN (SELECT id FROM products WHERE category = 'overlay' ORDER BY id LIMIT 60)`);
    const reader = postgresCatalogReader(db);
    const memo = new ListingMemo({ ttlMs: 60_000 });
    const listing = memo.wrap(reader, postgresListingSource(db));
    // A category of three products: "you may also like" fills up from the other best sellers.
    const few = await db.query<{ id: string }>(
      `INSERT INTO products (id, name, price_cents, category, sold_count) SELECT gen_random_uuid(), 'Few ' || n, 1000, 'Few-Pieces', n FROM generate_series(1, 3) n RETURNING id`,
    );
    await db.query(`INSERT INTO product_images (id, product_id, image_url) SELECT gen_random_uuid(), id, '/few.webp' FROM unnest($1::uuid[]) id`, [few.rows.map((r) => r.id)]);
    // Every order is in the memo before the pages are compared, a category without listed products too.
    const categories = [null, 'overlay', 'sale', 'few-pieces', 'no-such-category'];
    for (const sort of SHOP_SORTS) for (const category of categories) await listing.listProducts({ sort, search: null, category, offset: 0, limit: 24 });
    await vi.waitFor(() => expect(memo.size.orders).toBe(SHOP_SORTS.length * categories.length));
    for (const sort of SHOP_SORTS) {
      for (const category of categories) {
        const count = await reader.countProducts({ search: null, category });
        expect(await listing.countProducts({ search: null, category })).toBe(count);
        for (const offset of [0, 24 * 7, Math.floor(count / 24) * 24]) {
          const q = { sort, search: null, category, offset, limit: 24 };
          const [fromMemo, fromDb] = [await listing.listProducts(q), await reader.listProducts(q)];
          expect(fromMemo.length).toBe(Math.max(0, Math.min(24, count - offset)));
          expect([sort, category, offset, shown(fromMemo)]).toEqual([sort, category, offset, shown(fromDb)]);
        }
      }
    }
    // "You may also like" from the kept best-selling orders: the database's answer, with no read of it.
    const some = await db.query<{ id: string; category: string }>(`SELECT id, lower(category) AS category FROM products WHERE is_listed AND category IN ('overlay', 'sale') ORDER BY id LIMIT 3`);
    const asked: [string, string | null][] = [
      ...some.rows.map((r): [string, string] => [r.id, r.category]),
      [few.rows[0]!.id, 'few-pieces'],
      [few.rows[1]!.id, null],
      [few.rows[2]!.id, 'no-such-category'],
    ];
    const related = vi.spyOn(reader, 'related');
    for (const [id, category] of asked) {
      for (const limit of [6, 2]) {
        expect([id, category, limit, shown(await listing.related(id, category, limit))]).toEqual([id, category, limit, shown(await reader.related(id, category, limit))]);
      }
    }
    expect(related).toHaveBeenCalledTimes(asked.length * 2); // the comparison's own reads only
  });

  it("sales move products within the memo's best-selling orders to the places the database gives them (ties included), with no order read again", async () => {
    const memo = new ListingMemo({ ttlMs: 60_000 });
    const source = postgresListingSource(db);
    const orders = vi.spyOn(source.bestSelling!, 'order');
    const places = vi.spyOn(source.bestSelling!, 'places');
    const inner = postgresCatalogReader(db);
    const listing = memo.wrap(inner, source);
    const categories = [null, 'overlay', 'sale'];
    for (const category of categories) await listing.listProducts({ sort: 'bestselling', search: null, category, offset: 0, limit: 24 });
    await vi.waitFor(() => expect(memo.size.orders).toBe(categories.length));
    // Units sold as orders would add them: one to the top, one into a block of ties (same units and creation time), one down to none.
    const sold = await db.query<{ id: string }>(`SELECT id FROM products WHERE is_listed AND category IN ('overlay', 'sale') ORDER BY id LIMIT 3`);
    const [top, tied, none] = sold.rows.map((r) => r.id) as [string, string, string];
    await db.query(`UPDATE products SET sold_count = 100000 WHERE id = $1`, [top]);
    await db.query(`UPDATE products SET sold_count = 42, created_at = '2026-06-01' WHERE id = $1`, [tied]);
    await db.query(`UPDATE products SET sold_count = 0 WHERE id = $1`, [none]);
    memo.invalidate({ type: 'stock.changed', data: { productIds: [top, tied, none] } });
    const pagesRead = vi.spyOn(inner, 'listProducts');
    const reader = postgresCatalogReader(db);
    for (const category of categories) {
      const count = await reader.countProducts({ search: null, category });
      for (let offset = 0; offset < count; offset += 24) {
        const q = { sort: 'bestselling' as const, search: null, category, offset, limit: 24 };
        expect([category, offset, (await listing.listProducts(q)).map((p) => p.id)]).toEqual([category, offset, (await reader.listProducts(q)).map((p) => p.id)]);
      }
    }
    expect(orders).toHaveBeenCalledTimes(categories.length); // the first loads only
    expect(places).toHaveBeenCalledTimes(1); // the three orders moved in one read
    expect(pagesRead).not.toHaveBeenCalled();
  });

  it('searches words and corrected typos through the indexes, without a scan of the products', async () => {
    for (const search of ['beanie', 'alpine cap', 'beanei', 'Alpnie']) {
      const { db: q, plans } = explaining();
      const reader = postgresCatalogReader(q);
      await reader.listProducts({ sort: 'bestselling', search, category: null, offset: 0, limit: 24 });
      await reader.countProducts({ search, category: null });
      for (const plan of plans) {
        expect(plan).toMatch(/Bitmap Index Scan on products_search_vector_idx/);
        expect(plan).not.toMatch(/Seq Scan on products/);
      }
    }
    expect((await postgresCatalogReader(db).listProducts({ sort: 'bestselling', search: 'Alpnie', category: null, offset: 0, limit: 24 })).every((p) => p.name.startsWith('Alpine'))).toBe(true);
  });
});
