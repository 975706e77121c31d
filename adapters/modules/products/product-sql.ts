// SQL of the back office's product reads, over `products p`: the list's orders and search, and the
// images and variants as JSON. Archived products (`is_deleted`) are in none of them.

import type { AdminProductSort } from '../../../application/products/ports.js';

/** ORDER BY of each list order, each matching a partial index of 1795810000000_product-visibility.sql. */
export const ADMIN_ORDER: Record<AdminProductSort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  pricelow: 'p.price_cents ASC, p.id ASC',
  pricehigh: 'p.price_cents DESC, p.id DESC',
  stockLow: 'p.stock_level ASC, p.id ASC',
  stockHigh: 'p.stock_level DESC, p.id DESC',
  popularAsc: 'p.sold_count ASC, p.id ASC',
  popularDesc: 'p.sold_count DESC, p.id DESC',
};

/** The search text as a LIKE pattern over `search_text` (its trigram index answers it): `%`, `_` and `\` taken literally. */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `search_text` holds `shop_unaccent(name || ' ' || description)`; $1 is the pattern. */
export const SEARCH_MATCH = `p.search_text LIKE shop_unaccent($1)`;

export const PRODUCT_COLUMNS = `p.id, p.name, p.description, p.price_cents, p.original_price_cents, p.category, p.stock_level, p.sold_count, p.is_visible, p.created_at, p.updated_at`;

export const IMAGES_JSON = `COALESCE((SELECT json_agg(json_build_object('id', i.id, 'url', i.image_url) ORDER BY i.position, i.id)
    FROM product_images i WHERE i.product_id = p.id), '[]')`;

export const FIRST_IMAGE_JSON = `(SELECT json_build_object('id', i.id, 'url', i.image_url) FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1)`;

export const VARIANTS_JSON = `COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.variant_name, 'stockLevel', v.stock_level) ORDER BY v.position, v.id)
    FROM product_variants v WHERE v.product_id = p.id), '[]')`;
