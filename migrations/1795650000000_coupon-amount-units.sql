-- Up Migration
COMMENT ON COLUMN coupons.amount IS 'Hundredths: cents for a fixed coupon, hundredths of a percent for a percent coupon (1000 = 10 %)';

-- Down Migration
COMMENT ON COLUMN coupons.amount IS NULL;
