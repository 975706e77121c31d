import type { CheckoutCatalog, CheckoutProduct } from '../../../application/ports/checkout-catalog.js';
import { isRecordId } from '../../../domain/record-id.js';
import type { Db, Tx } from '../database.js';

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
export function postgresCheckoutCatalog(db: Db | Tx): CheckoutCatalog {
  return {
    async findForCheckout(productIds) {
      const ids = [...new Set(productIds.filter((id) => isRecordId(id)))];
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(
        `SELECT p.id, p.name, p.price_cents, p.original_price_cents, p.stock_level, p.category, p.is_bundle,
           (NOT p.is_deleted AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.name = p.category AND NOT c.is_visible)) AS is_visible,
           COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.variant_name, 'stockLevel', v.stock_level) ORDER BY v.position, v.id)
                     FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants,
           COALESCE((SELECT json_agg(json_build_object('id', i.id, 'url', i.image_url) ORDER BY i.position, i.id)
                     FROM product_images i WHERE i.product_id = p.id), '[]') AS images
         FROM products p WHERE p.id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.map(
        (r): CheckoutProduct => ({
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
        }),
      );
    },
  };
}
