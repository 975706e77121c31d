// The back office's product list at 10,000 products: every order's page, near the start or deep,
// is read through its index rather than by sorting the table, and a page looks up images for its
// own rows only. (Timings are the benchmark's: `npm run bench`.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_SORTS } from '../../../application/products/ports.js';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '../../../domain/pagination.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { createPool, type Db, type Queryable } from '../../platform/database/database.js';
import { postgresProductReader } from './product-repository.js';

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createPool(tdb.url, 2);
  await db.query(
    `INSERT INTO products (id, name, description, price_cents, category, stock_level, sold_count, created_at, is_deleted)
     SELECT gen_random_uuid(), (ARRAY['Ridge','Alpine','Coastal','Summit'])[1 + g % 4] || ' ' || (ARRAY['Tee','Beanie','Cap'])[1 + g % 3] || ' ' || g,
            'Organic cotton piece ' || g, 1500 + (g * 37) % 9000, 'tops', (g * 13) % 80, (g * 7919) % 5000, now() - make_interval(mins => g), g % 50 = 0
     FROM generate_series(1, 10000) g`,
  );
  await db.query(`INSERT INTO product_images (id, product_id, image_url, position) SELECT gen_random_uuid(), p.id, '/media/x.webp', 0 FROM products p`);
  // Adding an image rewrites its product's row (the listing flag, 1795920000000_product-listing.sql);
  // autovacuum clears such dead rows on a live table, as VACUUM does here before the plans are read.
  await db.query('VACUUM ANALYZE products');
  await db.query('ANALYZE');
}, 120_000);
afterAll(async () => {
  await db?.end();
  await tdb?.drop();
});

/** Runs the reader's queries as EXPLAIN ANALYZE and keeps their plans. */
function explaining(): { db: Queryable; plans: string[] } {
  const plans: string[] = [];
  const wrapped = {
    async query(sql: string, params?: unknown[]) {
      const r = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${sql}`, params);
      plans.push(r.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Queryable;
  return { db: wrapped, plans };
}

describe('the admin product list at 10,000 products', () => {
  it.each([...ADMIN_PRODUCT_SORTS])('pages by %s through an index, page 1 and a deep page', async (sort) => {
    for (const page of [1, 400]) {
      const { db: q, plans } = explaining();
      await postgresProductReader(q).list({ sort, search: null, offset: (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE, limit: ADMIN_PRODUCTS_PAGE_SIZE });
      const rows = plans.find((plan) => plan.includes('Limit'));
      expect(rows).toMatch(/Index Scan/);
      expect(rows).not.toMatch(/Seq Scan on products/);
    }
  });

  it('looks up the first image of the page’s rows only, however deep the page', async () => {
    const { db: q, plans } = explaining();
    await postgresProductReader(q).list({ sort: 'pricelow', search: null, offset: 12 * 700, limit: 12 });
    const rows = plans.find((plan) => plan.includes('Limit')) ?? '';
    expect(rows).toMatch(/Index Scan using product_images_product_idx on product_images i .*loops=12\)/);
  });

  it('answers the right rows of a deep page, archived products left out', async () => {
    const reader = postgresProductReader(db);
    const { rows, count } = await reader.list({ sort: 'oldest', search: null, offset: 12 * 100, limit: 12 });
    expect(count).toBe(9800);
    expect(rows).toHaveLength(12);
    const expected = await db.query<{ id: string }>('SELECT id FROM products WHERE NOT is_deleted ORDER BY created_at, id OFFSET 1200 LIMIT 12');
    expect(rows.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
    expect(rows.every((r) => r.image?.url === '/media/x.webp')).toBe(true);
  });
});
