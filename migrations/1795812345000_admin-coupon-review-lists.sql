-- Up Migration
-- The back office lists coupons newest first by creation and reviews newest first by lastUpdated,
-- 20 a page, each with a tie-break on id so Load More never repeats or skips a row: one index range
-- per page at 1,000 coupons or 50,000 reviews. The new reviews index replaces the one without id.
CREATE INDEX coupons_newest_idx ON coupons (created_at DESC, id DESC);
CREATE INDEX reviews_newest_idx ON reviews (last_updated DESC, id DESC);
DROP INDEX IF EXISTS reviews_updated_idx;

-- Down Migration
CREATE INDEX IF NOT EXISTS reviews_updated_idx ON reviews (last_updated DESC);
DROP INDEX IF EXISTS reviews_newest_idx;
DROP INDEX IF EXISTS coupons_newest_idx;
