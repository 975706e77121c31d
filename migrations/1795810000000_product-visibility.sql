-- Up Migration
-- The back office's products: a product may be hidden from the shop without being archived
-- (`is_deleted` is the archive of a product that orders still name), and its list is paged by each
-- of its eight orders over the products that are not archived, so every order has an index that
-- holds only those rows.
ALTER TABLE products ADD COLUMN is_visible boolean NOT NULL DEFAULT true;

CREATE INDEX products_admin_created_idx ON products (created_at DESC, id DESC) WHERE NOT is_deleted;
CREATE INDEX products_admin_price_idx ON products (price_cents, id) WHERE NOT is_deleted;
CREATE INDEX products_admin_stock_idx ON products (stock_level, id) WHERE NOT is_deleted;
CREATE INDEX products_admin_sold_idx ON products (sold_count, id) WHERE NOT is_deleted;
CREATE INDEX IF NOT EXISTS order_lines_product_idx ON order_lines (product_id);

-- Down Migration
DROP INDEX IF EXISTS order_lines_product_idx;
DROP INDEX IF EXISTS products_admin_sold_idx;
DROP INDEX IF EXISTS products_admin_stock_idx;
DROP INDEX IF EXISTS products_admin_price_idx;
DROP INDEX IF EXISTS products_admin_created_idx;
ALTER TABLE products DROP COLUMN IF EXISTS is_visible;
