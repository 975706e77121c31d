import type { AdminProductRow, ProductImageRecord, ProductReader, ProductRecord, ProductRepository, ProductVariantRecord } from '../../../application/products/ports.js';
import { FIXED_PRODUCT_CATEGORIES } from '../../../domain/product.js';
import type { Queryable } from '../../platform/database/database.js';
import { ADMIN_ORDER, FIRST_IMAGE_JSON, IMAGES_JSON, likePattern, PRODUCT_COLUMNS, SEARCH_MATCH, VARIANTS_JSON } from './product-sql.js';

interface Row {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  original_price_cents: number | null;
  category: string;
  stock_level: number;
  sold_count: number;
  is_visible: boolean;
  created_at: Date;
  updated_at: Date;
}

const base = (r: Row) => ({
  id: r.id,
  name: r.name,
  priceCents: r.price_cents,
  originalPriceCents: r.original_price_cents,
  category: r.category,
  stockLevel: r.stock_level,
  soldCount: r.sold_count,
  isVisible: r.is_visible,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toRecord = (r: Row & { images: ProductImageRecord[]; variants: ProductVariantRecord[] }): ProductRecord => ({ ...base(r), description: r.description, images: r.images, variants: r.variants });

const FIND = `SELECT ${PRODUCT_COLUMNS}, ${IMAGES_JSON} AS images, ${VARIANTS_JSON} AS variants FROM products p WHERE p.id = $1 AND NOT p.is_deleted`;

/** The back office's reads of products (any pool or transaction). */
export function postgresProductReader(db: Queryable): ProductReader {
  return {
    async list({ sort, search, offset, limit }) {
      const where = search === null ? 'NOT p.is_deleted' : `NOT p.is_deleted AND ${SEARCH_MATCH}`;
      const params = search === null ? [] : [likePattern(search)];
      const [page, total] = await Promise.all([
        db.query<Row & { image: ProductImageRecord | null }>(
          // The page's keys come from the order's index alone (its columns are the sort keys and the id),
          // then only the page's rows are read: a deep page does not fetch every row it skips.
          `SELECT ${PRODUCT_COLUMNS}, ${FIRST_IMAGE_JSON} AS image
             FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY ${ADMIN_ORDER[sort]} LIMIT ${Number(limit)} OFFSET ${Number(offset)}) k
             JOIN products p ON p.id = k.id ORDER BY ${ADMIN_ORDER[sort]}`,
          params,
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params),
      ]);
      return { rows: page.rows.map((r): AdminProductRow => ({ ...base(r), image: r.image })), count: total.rows[0]?.n ?? 0 };
    },
    async findById(id) {
      const { rows } = await db.query<Row & { images: ProductImageRecord[]; variants: ProductVariantRecord[] }>(FIND, [id]);
      return rows[0] && toRecord(rows[0]);
    },
    async categoryNames() {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM categories ORDER BY name');
      return [...new Set([...FIXED_PRODUCT_CATEGORIES, ...rows.map((r) => r.name)])];
    },
    async imagesInOrders(urls) {
      if (urls.length === 0) return [];
      const { rows } = await db.query<{ url: string }>('SELECT DISTINCT product_image AS url FROM order_lines WHERE product_image = ANY($1::text[])', [urls]);
      return rows.map((r) => r.url);
    },
  };
}

/** The back office's writes of products, bound to a unit of work's transaction. */
export function postgresProductRepository(db: Queryable): ProductRepository {
  return {
    async findByIdForUpdate(id) {
      const { rows } = await db.query<Row & { images: ProductImageRecord[]; variants: ProductVariantRecord[] }>(`${FIND} FOR UPDATE OF p`, [id]);
      return rows[0] && toRecord(rows[0]);
    },
    async insert(p) {
      await db.query(
        `INSERT INTO products (id, name, description, price_cents, original_price_cents, category, stock_level, sold_count, is_visible, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [p.id, p.name, p.description, p.priceCents, p.originalPriceCents, p.category, p.stockLevel, p.soldCount, p.isVisible, p.createdAt, p.updatedAt],
      );
      await this.replaceImages(p.id, p.images);
      await this.replaceVariants(p.id, p.variants);
    },
    async update(id, changes, at) {
      const columns: Record<keyof typeof changes, string> = {
        name: 'name',
        description: 'description',
        priceCents: 'price_cents',
        originalPriceCents: 'original_price_cents',
        category: 'category',
        stockLevel: 'stock_level',
        isVisible: 'is_visible',
      };
      const sets: string[] = [];
      const params: unknown[] = [id, at];
      for (const [key, column] of Object.entries(columns) as [keyof typeof changes, string][]) {
        if (changes[key] === undefined) continue;
        params.push(changes[key]);
        sets.push(`${column} = $${params.length}`);
      }
      await db.query(`UPDATE products SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`, params);
    },
    async replaceVariants(productId, variants) {
      const ids = variants.map((v) => v.id);
      await db.query('DELETE FROM product_variants WHERE product_id = $1 AND NOT (id = ANY($2::uuid[]))', [productId, ids]);
      if (variants.length === 0) return;
      await db.query(
        `INSERT INTO product_variants (id, product_id, variant_name, stock_level, position)
         SELECT v.id, $1, v.name, v.stock, v.position - 1 FROM unnest($2::uuid[], $3::text[], $4::int[]) WITH ORDINALITY AS v(id, name, stock, position)
         ON CONFLICT (id) DO UPDATE SET variant_name = EXCLUDED.variant_name, stock_level = EXCLUDED.stock_level, position = EXCLUDED.position
         WHERE product_variants.product_id = $1`,
        [productId, ids, variants.map((v) => v.name), variants.map((v) => v.stockLevel)],
      );
    },
    async replaceImages(productId, images) {
      const ids = images.map((i) => i.id);
      await db.query('DELETE FROM product_images WHERE product_id = $1 AND NOT (id = ANY($2::uuid[]))', [productId, ids]);
      if (images.length === 0) return;
      await db.query(
        `INSERT INTO product_images (id, product_id, image_url, position)
         SELECT i.id, $1, i.url, i.position - 1 FROM unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS i(id, url, position)
         ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position WHERE product_images.product_id = $1`,
        [productId, ids, images.map((i) => i.url)],
      );
    },
    async hasOrders(productId) {
      const { rows } = await db.query('SELECT 1 FROM order_lines WHERE product_id = $1 LIMIT 1', [productId]);
      return rows.length > 0;
    },
    async archive(productId, at) {
      await db.query('UPDATE products SET is_deleted = true, is_visible = false, updated_at = $2 WHERE id = $1', [productId, at]);
    },
    async erase(productId) {
      await db.query('DELETE FROM products WHERE id = $1', [productId]);
    },
  };
}
