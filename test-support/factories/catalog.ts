import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export interface ProductOverrides {
  id?: string;
  name?: string;
  description?: string;
  priceCents?: number;
  originalPriceCents?: number | null;
  category?: string;
  stockLevel?: number;
  soldCount?: number;
  isBundle?: boolean;
  isDeleted?: boolean;
  createdAt?: Date;
  /** Variants as [name, stock] pairs (default S/M/L with 5 each); [] for none. */
  variants?: [string, number][];
  /** Image URLs (default one shared image); [] for a product without images. */
  images?: string[];
}

export interface CreatedProduct {
  id: string;
  name: string;
  category: string;
  priceCents: number;
  variantIds: string[];
  imageIds: string[];
}

let counter = 0;

/** Inserts a product with its variants and images straight into the database. */
export async function createProduct(db: Queryable, overrides: ProductOverrides = {}): Promise<CreatedProduct> {
  counter += 1;
  const id = overrides.id ?? randomUUID();
  const name = overrides.name ?? `Test Tee ${counter}`;
  const category = overrides.category ?? 'solid';
  const priceCents = overrides.priceCents ?? 4500;
  await db.query(
    `INSERT INTO products (id, name, description, price_cents, original_price_cents, category, stock_level, sold_count, is_bundle, is_deleted, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      name,
      overrides.description ?? 'Organic cotton tee made in Melbourne.',
      priceCents,
      overrides.originalPriceCents ?? null,
      category,
      overrides.stockLevel ?? 15,
      overrides.soldCount ?? 0,
      overrides.isBundle ?? false,
      overrides.isDeleted ?? false,
      overrides.createdAt ?? new Date(),
    ],
  );
  const variantIds: string[] = [];
  for (const [i, [variantName, stock]] of (
    overrides.variants ??
    ([
      ['S', 5],
      ['M', 5],
      ['L', 5],
    ] as [string, number][])
  ).entries()) {
    const vid = randomUUID();
    variantIds.push(vid);
    await db.query('INSERT INTO product_variants (id, product_id, variant_name, stock_level, position) VALUES ($1, $2, $3, $4, $5)', [vid, id, variantName, stock, i]);
  }
  const imageIds: string[] = [];
  for (const [i, url] of (overrides.images ?? ['/media/test/tee.webp']).entries()) {
    const iid = randomUUID();
    imageIds.push(iid);
    await db.query('INSERT INTO product_images (id, product_id, image_url, position) VALUES ($1, $2, $3, $4)', [iid, id, url, i]);
  }
  return { id, name, category, priceCents, variantIds, imageIds };
}

/** Inserts a category (visible unless told otherwise). */
export async function createCategory(db: Queryable, overrides: { id?: string; name?: string; isVisible?: boolean } = {}): Promise<{ id: string; name: string }> {
  counter += 1;
  const id = overrides.id ?? randomUUID();
  const name = overrides.name ?? `category${counter}`;
  await db.query('INSERT INTO categories (id, name, is_visible) VALUES ($1, $2, $3)', [id, name, overrides.isVisible ?? true]);
  return { id, name };
}

/** Inserts a review (published unless told otherwise). */
export async function createReview(
  db: Queryable,
  productId: string,
  overrides: { rating?: number; isActive?: boolean; userId?: string | null; review?: string; lastUpdated?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO reviews (id, product_id, user_id, first_name, last_name, email, review, rating, is_active, last_updated)
     VALUES ($1, $2, $3, 'Ava', 'Nguyen', 'ava@example.com', $4, $5, $6, $7)`,
    [id, productId, overrides.userId ?? null, overrides.review ?? 'Lovely and warm.', overrides.rating ?? 5, overrides.isActive ?? true, overrides.lastUpdated ?? new Date()],
  );
  return id;
}
