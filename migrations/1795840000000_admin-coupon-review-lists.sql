-- Up Migration
-- The back office lists coupons newest first by creation and reviews newest first by lastUpdated,
-- 20 a page, each with a tie-break on id so Load More never repeats or skips a row: one index range
-- per page at 1,000 coupons or 50,000 reviews. The new reviews index replaces the one without id.
CREATE INDEX coupons_newest_idx ON coupons (created_at DESC, id DESC);
CREATE INDEX reviews_newest_idx ON reviews (last_updated DESC, id DESC);
DROP INDEX IF EXISTS reviews_updated_idx;

-- Each list answer carries the number of records; counting 50,000 reviews on every request is a
-- full scan, so the count is kept as rows come and go (statement triggers, cascades and TRUNCATE
-- included) and read as one row.
CREATE TABLE row_counts (
  table_name text PRIMARY KEY,
  n          bigint NOT NULL CHECK (n >= 0)
);
INSERT INTO row_counts (table_name, n) VALUES ('reviews', (SELECT count(*) FROM reviews)), ('coupons', (SELECT count(*) FROM coupons));

CREATE FUNCTION row_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_counted_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow();
CREATE TRIGGER reviews_counted_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow();
CREATE TRIGGER reviews_counted_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow();
CREATE TRIGGER coupons_counted_insert AFTER INSERT ON coupons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow();
CREATE TRIGGER coupons_counted_delete AFTER DELETE ON coupons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow();
CREATE TRIGGER coupons_counted_truncate AFTER TRUNCATE ON coupons FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow();

-- Down Migration
DROP TRIGGER IF EXISTS coupons_counted_truncate ON coupons;
DROP TRIGGER IF EXISTS coupons_counted_delete ON coupons;
DROP TRIGGER IF EXISTS coupons_counted_insert ON coupons;
DROP TRIGGER IF EXISTS reviews_counted_truncate ON reviews;
DROP TRIGGER IF EXISTS reviews_counted_delete ON reviews;
DROP TRIGGER IF EXISTS reviews_counted_insert ON reviews;
DROP FUNCTION IF EXISTS row_counts_follow();
DROP TABLE IF EXISTS row_counts;
CREATE INDEX IF NOT EXISTS reviews_updated_idx ON reviews (last_updated DESC);
DROP INDEX IF EXISTS reviews_newest_idx;
DROP INDEX IF EXISTS coupons_newest_idx;
