import type { BulkCatalogue, BulkProductRepository } from '../../../application/products/bulk-ports.js';
import type { BulkProduct, BulkVariant } from '../../../domain/bulk-edit.js';
import { isRecordId } from '../../../domain/record-id.js';
import type { Queryable } from '../../platform/database/database.js';
import { postgresProductReader } from './product-repository.js';
import { VARIANTS_JSON } from './product-sql.js';

interface Row {
  id: string;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  category: string;
  is_visible: boolean;
  stock_level: number;
  variants: BulkVariant[];
}

const SELECT = `SELECT p.id, p.name, p.price_cents, p.original_price_cents, p.category, p.is_visible, p.stock_level, ${VARIANTS_JSON} AS variants FROM products p`;

const toProduct = (r: Row): BulkProduct => ({
  id: r.id,
  name: r.name,
  priceCents: r.price_cents,
  originalPriceCents: r.original_price_cents,
  category: r.category,
  isVisible: r.is_visible,
  stockLevel: r.stock_level,
  variants: r.variants,
});

/** The catalogue as the bulk editor reads it: every product not archived with its sizes, newest first. */
export function postgresBulkCatalogue(db: Queryable): BulkCatalogue {
  const reader = postgresProductReader(db);
  return {
    async all() {
      const { rows } = await db.query<Row>(`${SELECT} WHERE NOT p.is_deleted ORDER BY p.created_at DESC, p.id DESC`);
      return rows.map(toProduct);
    },
    categoryNames: () => reader.categoryNames(),
  };
}

/** The bulk editor's writes in a unit of work's transaction: set-based, one statement for the products and one for the sizes. */
export function postgresBulkRepository(db: Queryable): BulkProductRepository {
  return {
    async lock(productIds) {
      const ids = productIds.filter(isRecordId);
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(`${SELECT} WHERE p.id = ANY($1::uuid[]) AND NOT p.is_deleted ORDER BY p.id FOR UPDATE OF p`, [ids]);
      return rows.map(toProduct);
    },
    async apply(updates, at) {
      const ps = updates.map((u) => u.after);
      await db.query(
        `UPDATE products p SET price_cents = u.price, original_price_cents = u.original, category = u.category, is_visible = u.visible, stock_level = u.stock, updated_at = $1
           FROM unnest($2::uuid[], $3::int[], $4::int[], $5::text[], $6::bool[], $7::int[]) AS u(id, price, original, category, visible, stock)
          WHERE p.id = u.id`,
        [at, ps.map((p) => p.id), ps.map((p) => p.priceCents), ps.map((p) => p.originalPriceCents), ps.map((p) => p.category), ps.map((p) => p.isVisible), ps.map((p) => p.stockLevel)],
      );
      const sizes = updates.flatMap((u) => u.cells.filter((c) => c.variantId !== null).map((c) => ({ id: c.variantId as string, stock: Number(c.after) })));
      if (sizes.length === 0) return;
      await db.query('UPDATE product_variants v SET stock_level = u.stock FROM unnest($1::uuid[], $2::int[]) AS u(id, stock) WHERE v.id = u.id', [sizes.map((s) => s.id), sizes.map((s) => s.stock)]);
    },
  };
}
