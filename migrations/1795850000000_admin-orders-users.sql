-- Up Migration
-- The back office's orders and users. A cancelled order records when its payment was refunded
-- (through the gateway that took it). Searching a million orders by order number, e-mail, name or
-- tracking number, and users by name or e-mail, uses trigram indexes on the lower-cased text the
-- search matches (pg_trgm, created by the first migration); the lists' filters and orders use
-- partial indexes on the orders still in sight (not deleted).
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
COMMENT ON COLUMN orders.refunded_at IS 'When the payment of this cancelled order was refunded through the gateway that took it';

CREATE INDEX orders_admin_search_idx ON orders
  USING gin ((lower(orderid || ' ' || email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(tracking_number, ''))) gin_trgm_ops)
  WHERE NOT is_deleted;
CREATE INDEX orders_admin_created_idx ON orders (created_at, id) WHERE NOT is_deleted;
CREATE INDEX orders_admin_status_idx ON orders (order_status, created_at) WHERE NOT is_deleted;
CREATE INDEX orders_admin_shipping_idx ON orders (shipping_type, created_at) WHERE NOT is_deleted;

CREATE INDEX users_admin_search_idx ON users
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);

-- Down Migration
DROP INDEX IF EXISTS users_admin_search_idx;
DROP INDEX IF EXISTS orders_admin_shipping_idx;
DROP INDEX IF EXISTS orders_admin_status_idx;
DROP INDEX IF EXISTS orders_admin_created_idx;
DROP INDEX IF EXISTS orders_admin_search_idx;
ALTER TABLE orders DROP COLUMN IF EXISTS refunded_at;
