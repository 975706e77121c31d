-- Up Migration
-- Orders paid through the built-in test gateway (no payment provider configured) are test orders:
-- no real money was taken. The back office shows them with a "Test" badge, and its figures count
-- them only while the shop itself runs in test mode.
ALTER TABLE orders ADD COLUMN test_mode boolean NOT NULL DEFAULT false;
COMMENT ON COLUMN orders.test_mode IS 'Paid through the built-in test gateway: no real payment was taken';

-- Down Migration
ALTER TABLE orders DROP COLUMN IF EXISTS test_mode;
