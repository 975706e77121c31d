import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { MediaStore } from '../../../../application/platform/media-store.js';
import { DEMO_CATEGORIES, demoProducts, type DemoProduct } from './demo-products.js';
import { PRODUCT_IMAGE_DEFAULT_WIDTH, PRODUCT_IMAGE_WIDTHS, productImageSvgs, renderWebp } from './product-art.js';

/**
 * Key of the transaction-level advisory lock taken while seeding, so that two processes starting at the
 * same moment never both seed (the second waits, then finds the products and does nothing).
 */
export const DEMO_SEED_LOCK_KEY = '7146032915001';

export interface SeedDemoCatalogueOptions {
  /** Seeding time: product creation dates are spread back from it. */
  now: Date;
  log: { info(msg: string): void };
  /** How many products' images are rendered at once (default: 2–4 depending on the CPU count). */
  concurrency?: number;
}

/**
 * Product image files.
 *
 * Every product image is stored at three widths (square WebP):
 *
 *   products/<productId>/<n>-320.webp
 *   products/<productId>/<n>-640.webp
 *   products/<productId>/<n>-960.webp
 *
 * where `<n>` is the image number starting at 1 (`product_images.position` is `n - 1`). The database
 * keeps only the 640-wide URL (`/media/products/<id>/1-640.webp`); a client builds a `srcset` by swapping
 * the `-640.webp` suffix for `-320.webp` and `-960.webp`:
 *
 *   srcset = [320, 640, 960].map((w) => `${url.replace(/-640\.webp$/, `-${w}.webp`)} ${w}w`).join(', ')
 */
export const productImageKey = (productId: string, n: number, width: number): string => `products/${productId}/${n}-${width}.webp`;

interface SeedProduct extends DemoProduct {
  id: string;
}

interface SeedImage {
  id: string;
  productId: string;
  url: string;
  position: number;
}

/**
 * Fills an empty catalogue with the demo products (categories, products, variants, images) in one
 * transaction. Does nothing when the `products` table already has a row (deleted ones included).
 */
export async function seedDemoCatalogue(db: pg.Pool, media: MediaStore, options: SeedDemoCatalogueOptions): Promise<{ seeded: boolean; products: number }> {
  const { now, log } = options;
  const concurrency = Math.max(1, options.concurrency ?? Math.min(4, Math.max(2, availableParallelism())));
  const client = await db.connect();
  const storedKeys: string[] = [];
  let broken = false;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [DEMO_SEED_LOCK_KEY]);
    const existing = await client.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS present');
    if (existing.rows[0]?.present) {
      await client.query('COMMIT');
      log.info('demo catalogue: products already present, nothing seeded');
      return { seeded: false, products: 0 };
    }

    const products: SeedProduct[] = demoProducts(now).map((p) => ({ ...p, id: randomUUID() }));

    // Images first (slowest part), rendered a few products at a time.
    const started = performance.now();
    const perProduct = await mapLimit(products, concurrency, async (product) => {
      const svgs = productImageSvgs(product.name, product.category, product.art);
      const images: SeedImage[] = [];
      for (const [index, svg] of svgs.entries()) {
        const n = index + 1;
        let url = '';
        for (const { width, bytes } of await renderWebp(svg, PRODUCT_IMAGE_WIDTHS)) {
          const key = productImageKey(product.id, n, width);
          const stored = await media.put(key, bytes, 'image/webp');
          storedKeys.push(key);
          if (width === PRODUCT_IMAGE_DEFAULT_WIDTH) url = stored;
        }
        images.push({ id: randomUUID(), productId: product.id, url, position: index });
      }
      return images;
    });
    const images = perProduct.flat();
    const renderMs = Math.round(performance.now() - started);

    await client.query(
      `INSERT INTO categories (id, name, is_visible, created_at)
       SELECT c.id, c.name, true, $3 FROM unnest($1::uuid[], $2::text[]) AS c(id, name)
       ON CONFLICT (name) DO NOTHING`,
      [DEMO_CATEGORIES.map(() => randomUUID()), [...DEMO_CATEGORIES], now],
    );
    await client.query(
      `INSERT INTO products (id, name, description, price_cents, original_price_cents, category, stock_level,
                             sold_count, is_bundle, created_at, updated_at)
       SELECT p.id, p.name, p.description, p.price, p.original, p.category, p.stock, p.sold, p.bundle, p.created, p.created
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::int[], $8::int[], $9::bool[], $10::timestamptz[])
         AS p(id, name, description, price, original, category, stock, sold, bundle, created)`,
      [
        products.map((p) => p.id),
        products.map((p) => p.name),
        products.map((p) => p.description),
        products.map((p) => p.priceCents),
        products.map((p) => p.originalPriceCents),
        products.map((p) => p.category),
        products.map((p) => p.stockLevel),
        products.map((p) => p.soldCount),
        products.map((p) => p.isBundle),
        products.map((p) => p.createdAt),
      ],
    );
    const variants = products.flatMap((p) => p.variants.map((v, position) => ({ id: randomUUID(), productId: p.id, ...v, position })));
    await client.query(
      `INSERT INTO product_variants (id, product_id, variant_name, stock_level, position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::int[])`,
      [variants.map((v) => v.id), variants.map((v) => v.productId), variants.map((v) => v.name), variants.map((v) => v.stock), variants.map((v) => v.position)],
    );
    await client.query(
      `INSERT INTO product_images (id, product_id, image_url, position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[])`,
      [images.map((i) => i.id), images.map((i) => i.productId), images.map((i) => i.url), images.map((i) => i.position)],
    );
    await client.query('COMMIT');
    log.info(
      `demo catalogue seeded: ${products.length} products, ${variants.length} variants, ${images.length} images ` +
        `(${storedKeys.length} files, rendered in ${renderMs} ms with concurrency ${concurrency})`,
    );
    return { seeded: true, products: products.length };
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true;
    }
    await Promise.allSettled(storedKeys.map((key) => media.delete(key)));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Maps `items` with at most `limit` calls in flight, keeping the order. On a failure no new item is
 * started, and the first error is thrown once every call in flight has finished (so nothing still
 * writes files after it returns).
 */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
