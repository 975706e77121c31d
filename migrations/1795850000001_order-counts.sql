-- Up Migration
-- How many orders in sight (not deleted) there are per status, payment type and shipping type, kept
-- by a trigger in the same transaction as every change to an order, so the back office's unsearched
-- list answers its `count` by adding a few dozen rows instead of counting a million orders. The
-- counts are spread over 16 slots chosen at random, so concurrent checkouts rarely wait for the same
-- counter row.
CREATE TABLE order_counts (
  slot          smallint NOT NULL,
  order_status  text NOT NULL,
  payment_type  text NOT NULL,
  shipping_type text NOT NULL,
  n             bigint NOT NULL,
  PRIMARY KEY (order_status, payment_type, shipping_type, slot)
);

CREATE FUNCTION order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_deleted THEN
    INSERT INTO order_counts AS c (slot, order_status, payment_type, shipping_type, n)
    VALUES (floor(random() * 16)::smallint, OLD.order_status, OLD.payment_type, OLD.shipping_type, -1)
    ON CONFLICT (order_status, payment_type, shipping_type, slot) DO UPDATE SET n = c.n - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_deleted THEN
    INSERT INTO order_counts AS c (slot, order_status, payment_type, shipping_type, n)
    VALUES (floor(random() * 16)::smallint, NEW.order_status, NEW.payment_type, NEW.shipping_type, 1)
    ON CONFLICT (order_status, payment_type, shipping_type, slot) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_counts_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_counts_follow();
CREATE TRIGGER orders_counts_update AFTER UPDATE OF order_status, payment_type, shipping_type, is_deleted ON orders
  FOR EACH ROW WHEN (OLD.order_status IS DISTINCT FROM NEW.order_status OR OLD.payment_type IS DISTINCT FROM NEW.payment_type
    OR OLD.shipping_type IS DISTINCT FROM NEW.shipping_type OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION order_counts_follow();

INSERT INTO order_counts (slot, order_status, payment_type, shipping_type, n)
SELECT 0, order_status, payment_type, shipping_type, count(*) FROM orders WHERE NOT is_deleted GROUP BY 1, 2, 3, 4;

-- Down Migration
DROP TRIGGER IF EXISTS orders_counts_update ON orders;
DROP TRIGGER IF EXISTS orders_counts_insert_delete ON orders;
DROP FUNCTION IF EXISTS order_counts_follow();
DROP TABLE IF EXISTS order_counts;
