import { randomUUID } from 'node:crypto';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/test-database.js';
import { DiskMediaStore } from '../../../platform/media/disk-media-store.js';
import { DEMO_CATEGORIES } from './demo-products.js';
import { seedDemoCatalogue } from './seed-demo-catalogue.js';

const NOW = new Date('2026-03-15T02:00:00Z');
const quiet = { info: () => {} };

interface Fixture {
  database: TestDatabase;
  pools: pg.Pool[];
  mediaRoot: string;
}

const fixtures: Fixture[] = [];

async function fixture(poolCount = 1): Promise<{ pools: pg.Pool[]; pool: pg.Pool; media: DiskMediaStore; mediaRoot: string }> {
  const database = await createTestDatabase();
  const pools = Array.from({ length: poolCount }, () => new pg.Pool({ connectionString: database.url, max: 4 }));
  const mediaRoot = await mkdtemp(join(tmpdir(), 'seed-media-'));
  fixtures.push({ database, pools, mediaRoot });
  const [pool] = pools;
  if (!pool) throw new Error('no pool');
  return { pools, pool, media: new DiskMediaStore(mediaRoot), mediaRoot };
}

afterAll(async () => {
  for (const f of fixtures) {
    await Promise.all(f.pools.map((p) => p.end()));
    await f.database.drop();
    await rm(f.mediaRoot, { recursive: true, force: true });
  }
});

async function isWebp(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(12);
    await file.read(header, 0, 12, 0);
    return header.subarray(0, 4).toString('latin1') === 'RIFF' && header.subarray(8, 12).toString('latin1') === 'WEBP';
  } finally {
    await file.close();
  }
}

describe('seedDemoCatalogue on an empty database', () => {
  let pool: pg.Pool;
  let media: DiskMediaStore;
  let mediaRoot: string;
  let result: { seeded: boolean; products: number };
  const messages: string[] = [];

  beforeAll(async () => {
    ({ pool, media, mediaRoot } = await fixture());
    const started = performance.now();
    result = await seedDemoCatalogue(pool, media, { now: NOW, log: { info: (m) => messages.push(m) } });
    messages.push(`(test) seedDemoCatalogue took ${Math.round(performance.now() - started)} ms`);
    console.info(messages.join('\n'));
  }, 180_000);

  it('seeds about forty products', async () => {
    expect(result.seeded).toBe(true);
    expect(result.products).toBeGreaterThanOrEqual(36);
    expect(result.products).toBeLessThanOrEqual(48);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows[0]?.n).toBe(result.products);
    expect(messages.some((m) => m.includes('demo catalogue seeded'))).toBe(true);
  });

  it('creates all eight categories, visible', async () => {
    const { rows } = await pool.query<{ name: string; is_visible: boolean }>('SELECT name, is_visible FROM categories ORDER BY name');
    expect(rows.map((r) => r.name).sort()).toEqual([...DEMO_CATEGORIES].sort());
    expect(rows.every((r) => r.is_visible)).toBe(true);
    const used = await pool.query<{ category: string }>('SELECT DISTINCT category FROM products');
    expect(used.rows.map((r) => r.category).sort()).toEqual([...DEMO_CATEGORIES].sort());
  });

  it('gives every product at least two images, stored as WebP at 320, 640 and 960 px', async () => {
    const { rows } = await pool.query<{ product_id: string; image_url: string; position: number }>(
      'SELECT p.id AS product_id, i.image_url, i.position FROM products p LEFT JOIN product_images i ON i.product_id = p.id ORDER BY p.id, i.position',
    );
    const byProduct = new Map<string, string[]>();
    for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.image_url]);
    expect(byProduct.size).toBe(result.products);
    for (const [productId, urls] of byProduct) {
      expect(urls.length).toBeGreaterThanOrEqual(2);
      urls.forEach((url, index) => expect(url).toBe(`/media/products/${productId}/${index + 1}-640.webp`));
      for (const url of urls) {
        for (const width of [320, 640, 960]) {
          const path = join(mediaRoot, url.replace(/^\/media\//, '').replace(/-640\.webp$/, `-${width}.webp`));
          expect(await isWebp(path), path).toBe(true);
        }
      }
    }
    const [sampleUrl] = byProduct.values().next().value ?? [];
    expect(sampleUrl).toBeDefined();
    for (const width of [320, 640, 960]) {
      const meta = await sharp(join(mediaRoot, (sampleUrl ?? '').replace(/^\/media\//, '').replace(/-640\.webp$/, `-${width}.webp`))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
    const files = await readdir(join(mediaRoot, 'products'), { recursive: true });
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(rows.length * 3);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('has one-size products, sized tees and bundles', async () => {
    const { rows } = await pool.query<{ n: number; names: string[]; is_bundle: boolean }>(
      `SELECT count(v.id)::int AS n, array_agg(v.variant_name ORDER BY v.position) AS names, p.is_bundle
       FROM products p JOIN product_variants v ON v.product_id = p.id GROUP BY p.id`,
    );
    expect(rows).toHaveLength(result.products);
    expect(rows.filter((r) => r.n === 1).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.n === 4 && r.names.join() === 'S,M,L,XL').length).toBeGreaterThanOrEqual(10);
    expect(rows.some((r) => r.names.includes('One Set'))).toBe(true);
    expect(rows.some((r) => r.names.includes('One Size'))).toBe(true);
    expect(rows.filter((r) => r.is_bundle).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps product stock equal to the sum of its variants, with some products sold out', async () => {
    const { rows } = await pool.query<{ name: string; stock_level: number; variant_sum: number; max_variant: number }>(
      `SELECT p.name, p.stock_level, sum(v.stock_level)::int AS variant_sum, max(v.stock_level)::int AS max_variant
       FROM products p JOIN product_variants v ON v.product_id = p.id GROUP BY p.id`,
    );
    for (const row of rows) expect(row.stock_level, row.name).toBe(row.variant_sum);
    expect(rows.filter((r) => r.stock_level === 0 && r.max_variant === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.stock_level > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('has marked-down products, and prices in whole cents that fit the range', async () => {
    const { rows } = await pool.query<{ price_cents: number; original_price_cents: number | null; category: string; sold_count: number }>(
      'SELECT price_cents, original_price_cents, category, sold_count FROM products',
    );
    const marked = rows.filter((r) => r.original_price_cents !== null);
    expect(marked.length).toBeGreaterThanOrEqual(3);
    for (const r of marked) expect(r.original_price_cents).toBeGreaterThan(r.price_cents);
    expect(rows.filter((r) => r.category === 'sale').every((r) => r.original_price_cents !== null)).toBe(true);
    for (const r of rows) {
      expect(Number.isInteger(r.price_cents)).toBe(true);
      expect(r.price_cents).toBeGreaterThanOrEqual(995);
      expect(r.price_cents).toBeLessThanOrEqual(9995);
    }
    expect(new Set(rows.map((r) => r.sold_count)).size).toBeGreaterThan(rows.length * 0.8);
  });

  it('spreads creation dates: some new arrivals (last two months), some older', async () => {
    const { rows } = await pool.query<{ recent: number; older: number; future: number }>(
      `SELECT count(*) FILTER (WHERE created_at > $1::timestamptz - interval '2 months')::int AS recent,
              count(*) FILTER (WHERE created_at <= $1::timestamptz - interval '2 months')::int AS older,
              count(*) FILTER (WHERE created_at > $1::timestamptz)::int AS future
       FROM products`,
      [NOW],
    );
    expect(rows[0]?.recent).toBeGreaterThanOrEqual(5);
    expect(rows[0]?.older).toBeGreaterThanOrEqual(5);
    expect(rows[0]?.future).toBe(0);
  });

  it('makes descriptions searchable and talks about the brand', async () => {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE search_vector @@ to_tsquery('simple', 'organic | recycled | conservation')`);
    expect(rows[0]?.n).toBeGreaterThan(result.products / 2);
  });

  it('seeds nothing the second time', async () => {
    const before = await pool.query<{ n: number }>('SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM product_images)::int AS n');
    const again = await seedDemoCatalogue(pool, media, { now: NOW, log: quiet });
    expect(again).toEqual({ seeded: false, products: 0 });
    const after = await pool.query<{ n: number }>('SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM product_images)::int AS n');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('seedDemoCatalogue run twice at once', () => {
  it('seeds exactly once', async () => {
    const { pools, media } = await fixture(2);
    const [a, b] = pools;
    if (!a || !b) throw new Error('two pools expected');
    const results = await Promise.all([seedDemoCatalogue(a, media, { now: NOW, log: quiet }), seedDemoCatalogue(b, media, { now: NOW, log: quiet })]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const seededCount = results.find((r) => r.seeded)?.products;
    const { rows } = await a.query<{ products: number; categories: number }>('SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories');
    expect(rows[0]).toEqual({ products: seededCount, categories: DEMO_CATEGORIES.length });
  }, 180_000);
});

describe('seedDemoCatalogue on a database that already has a product', () => {
  it('leaves it untouched', async () => {
    const { pool, media, mediaRoot } = await fixture();
    const id = randomUUID();
    await pool.query(
      `INSERT INTO products (id, name, description, price_cents, category, stock_level, is_deleted)
       VALUES ($1, 'Hand-made Tee', 'Added by the shop owner', 4500, 'solid', 3, true)`,
      [id],
    );
    const result = await seedDemoCatalogue(pool, media, { now: NOW, log: quiet });
    expect(result).toEqual({ seeded: false, products: 0 });
    const { rows } = await pool.query<{ products: number; categories: number; variants: number; images: number }>(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories,
              (SELECT count(*) FROM product_variants)::int AS variants, (SELECT count(*) FROM product_images)::int AS images`,
    );
    expect(rows[0]).toEqual({ products: 1, categories: 0, variants: 0, images: 0 });
    expect(await readdir(mediaRoot)).toEqual([]);
  });
});
