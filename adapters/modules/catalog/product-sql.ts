// SQL fragments of the catalogue's product reads, over `products p`: written once, used by the
// storefront's lists, the cart's stock checks and checkout's prices alike.

/** A product shoppers may see and buy: not archived, not hidden by the back office, and its category not hidden. */
export const VISIBLE = `NOT p.is_deleted AND p.is_visible AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.name = p.category AND NOT c.is_visible)`;

/** Its sizes with their stock, in display order: `[{id, name, stockLevel}]`. */
export const VARIANTS_JSON = `COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.variant_name, 'stockLevel', v.stock_level) ORDER BY v.position, v.id)
    FROM product_variants v WHERE v.product_id = p.id), '[]')`;

/** Its images in display order: `[{id, url}]`. */
export const IMAGES_JSON = `COALESCE((SELECT json_agg(json_build_object('id', i.id, 'url', i.image_url) ORDER BY i.position, i.id)
    FROM product_images i WHERE i.product_id = p.id), '[]')`;
