import type { ProductStockReader } from '../../../application/ports/product-stock-reader.js';
import type { StockProduct } from '../../../domain/stock.js';
import { isRecordId } from '../../../domain/record-id.js';
import type { Db, Tx } from '../database.js';

interface Row {
  id: string;
  name: string;
  price_cents: number;
  stock_level: number;
  is_visible: boolean;
  variants: { id: string; name: string; stockLevel: number }[];
}

export function postgresProductStockReader(db: Db | Tx): ProductStockReader {
  return {
    async findForCart(productIds) {
      // Ids from old or hand-made carts may be anything: only real UUIDs reach the query.
      const ids = [...new Set(productIds.filter((id) => isRecordId(id)))];
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(
        `SELECT p.id, p.name, p.price_cents, p.stock_level,
           (NOT p.is_deleted AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.name = p.category AND NOT c.is_visible)) AS is_visible,
           COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.variant_name, 'stockLevel', v.stock_level) ORDER BY v.position, v.id)
                     FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants
         FROM products p WHERE p.id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.map((r): StockProduct => ({ id: r.id, name: r.name, priceCents: r.price_cents, stockLevel: r.stock_level, variants: r.variants, isVisible: r.is_visible }));
    },
  };
}
