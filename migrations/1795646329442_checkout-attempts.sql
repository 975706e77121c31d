-- Up Migration
-- A guest reads its order's confirmation with this per-order secret (sent back as a header).
ALTER TABLE orders ADD COLUMN access_token text;

-- One row per checkout attempt, written before the payment is taken: the provider's webhook can
-- then turn a payment whose shopper never came back into an order, and a retry finds the attempt.
CREATE TABLE checkout_attempts (
  checkout_key   text PRIMARY KEY,
  payment_type   text NOT NULL,
  request        jsonb NOT NULL,
  amount_cents   integer NOT NULL CHECK (amount_cents >= 0),
  payment_id     text,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'fulfilled', 'refunded', 'failed')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_attempts_payment_idx ON checkout_attempts (payment_id) WHERE payment_id IS NOT NULL;

CREATE INDEX coupons_active_expiry_idx ON coupons (expire_date) WHERE is_active;

-- Down Migration
DROP INDEX IF EXISTS coupons_active_expiry_idx;
DROP TABLE IF EXISTS checkout_attempts;
ALTER TABLE orders DROP COLUMN IF EXISTS access_token;
