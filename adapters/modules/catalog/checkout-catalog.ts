import type { CheckoutCatalog, CheckoutProduct } from '../../../application/catalog/ports.js';
import type { Queryable } from '../../platform/database/database.js';
import { isRecordId } from '../../../domain/record-id.js';
import { IMAGES_JSON, VARIANTS_JSON, VISIBLE } from './product-sql.js';

interface Row {
  id: string;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  stock_level: number;
  category: string;
  is_bundle: boolean;
  is_visible: boolean;
  variants: { id: string; name: string; stockLevel: number }[];
  images: { id: string; url: string }[];
}

/** Products as checkout prices them: price, stock, sizes, category and images, straight from the tables. */
export function postgresCheckoutCatalog(db: Queryable): CheckoutCatalog {
  return {
    async findForCheckout(productIds) {
      const ids = [...new Set(productIds.filter((id) => isRecordId(id)))];
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(
        `SELECT p.id, p.name, p.price_cents, p.original_price_cents, p.stock_level, p.category, p.is_bundle,
           (${VISIBLE}) AS is_visible,
           ${VARIANTS_JSON} AS variants,
           ${IMAGES_JSON} AS images
         FROM products p WHERE p.id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.map((r): CheckoutProduct => ({
        id: r.id,
        name: r.name,
        priceCents: r.price_cents,
        originalPriceCents: r.original_price_cents,
        stockLevel: r.stock_level,
        category: r.category,
        isBundle: r.is_bundle,
        isVisible: r.is_visible,
        variants: r.variants,
        images: r.images,
        imageUrl: r.images[0]?.url ?? '',
      }));
    },
  };
}
