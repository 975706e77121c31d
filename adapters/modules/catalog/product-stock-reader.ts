import type { ProductStockReader } from '../../../application/catalog/ports.js';
import type { StockProduct } from '../../../domain/stock.js';
import type { Queryable } from '../../platform/database/database.js';
import { isRecordId } from '../../../domain/record-id.js';
import { VARIANTS_JSON, VISIBLE } from './product-sql.js';

interface Row {
  id: string;
  name: string;
  price_cents: number;
  stock_level: number;
  is_visible: boolean;
  variants: { id: string; name: string; stockLevel: number }[];
}

export function postgresProductStockReader(db: Queryable): ProductStockReader {
  return {
    async findForCart(productIds) {
      // Ids from old or hand-made carts may be anything: only real UUIDs reach the query.
      const ids = [...new Set(productIds.filter((id) => isRecordId(id)))];
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(
        `SELECT p.id, p.name, p.price_cents, p.stock_level,
           (${VISIBLE}) AS is_visible,
           ${VARIANTS_JSON} AS variants
         FROM products p WHERE p.id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.map((r): StockProduct => ({ id: r.id, name: r.name, priceCents: r.price_cents, stockLevel: r.stock_level, variants: r.variants, isVisible: r.is_visible }));
    },
  };
}
