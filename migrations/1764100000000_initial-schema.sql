-- Up Migration
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Accent- and case-insensitive text for search; IMMUTABLE wrapper so it can be indexed.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE TABLE categories (
  id          uuid PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  is_visible  boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id              uuid PRIMARY KEY,
  name            text NOT NULL,
  description     text NOT NULL DEFAULT '',
  price_cents     integer NOT NULL CHECK (price_cents >= 0),
  original_price_cents integer CHECK (original_price_cents >= 0),
  category        text NOT NULL,
  stock_level     integer NOT NULL DEFAULT 0 CHECK (stock_level >= 0),
  sold_count      integer NOT NULL DEFAULT 0 CHECK (sold_count >= 0),
  is_bundle       boolean NOT NULL DEFAULT false,
  is_deleted      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  search_text     text GENERATED ALWAYS AS (shop_unaccent(name || ' ' || description)) STORED,
  search_vector   tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', shop_unaccent(name)), 'A') ||
    setweight(to_tsvector('simple', shop_unaccent(description)), 'B')) STORED
);
CREATE INDEX products_category_idx ON products (category) WHERE NOT is_deleted;
CREATE INDEX products_created_idx ON products (created_at);
CREATE INDEX products_price_idx ON products (price_cents);
CREATE INDEX products_sold_idx ON products (sold_count DESC);
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector);
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);

CREATE TABLE product_variants (
  id            uuid PRIMARY KEY,
  product_id    uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_name  text NOT NULL,
  stock_level   integer NOT NULL DEFAULT 0 CHECK (stock_level >= 0),
  position      integer NOT NULL DEFAULT 0
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id, position);

CREATE TABLE product_images (
  id          uuid PRIMARY KEY,
  product_id  uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  image_url   text NOT NULL,
  position    integer NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

CREATE TABLE users (
  id              uuid PRIMARY KEY,
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  email           text NOT NULL,
  phone_number    text,
  password_hash   text,
  is_admin        boolean NOT NULL DEFAULT false,
  is_active       boolean NOT NULL DEFAULT false,
  registered_user boolean NOT NULL DEFAULT false,
  send_offers     boolean NOT NULL DEFAULT false,
  verification_code_hash text,
  date_created    timestamptz NOT NULL DEFAULT now(),
  last_login      timestamptz
);
-- One account per e-mail among registered users; guest records may repeat an address.
CREATE UNIQUE INDEX users_registered_email_idx ON users (lower(email)) WHERE registered_user;
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_created_idx ON users (date_created);

CREATE TABLE addresses (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  street_adress text NOT NULL,
  city          text NOT NULL,
  region        text NOT NULL DEFAULT '',
  zip_code      text NOT NULL,
  country       text NOT NULL,
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id);
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default;

CREATE TABLE sessions (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE carts (
  owner_id    text PRIMARY KEY,
  items       jsonb NOT NULL DEFAULT '[]',
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  id                  uuid PRIMARY KEY,
  code                text NOT NULL,
  is_percent          boolean NOT NULL,
  amount              integer NOT NULL CHECK (amount >= 0),
  minimum_spend_cents integer NOT NULL DEFAULT 0 CHECK (minimum_spend_cents >= 0),
  expire_date         date NOT NULL,
  is_active           boolean NOT NULL DEFAULT true,
  is_one_time         boolean NOT NULL DEFAULT false,
  categories          text[] NOT NULL DEFAULT '{}',
  times_used          integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_code_idx ON coupons (upper(code));

CREATE TABLE orders (
  id                uuid PRIMARY KEY,
  orderid           text NOT NULL UNIQUE,
  user_id           uuid REFERENCES users(id) ON DELETE SET NULL,
  email             text NOT NULL,
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  address           text NOT NULL,
  city              text NOT NULL,
  region            text NOT NULL DEFAULT '',
  postcode          text NOT NULL DEFAULT '',
  country           text NOT NULL,
  phone_number      text NOT NULL DEFAULT '',
  message           text NOT NULL DEFAULT '',
  go_green          boolean NOT NULL DEFAULT false,
  shipping_type     text NOT NULL,
  shipping_fee_cents integer NOT NULL CHECK (shipping_fee_cents >= 0),
  subtotal_cents    integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents    integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  total_cents       integer NOT NULL CHECK (total_cents >= 0),
  gst_cents         integer NOT NULL CHECK (gst_cents >= 0),
  donation_cents    integer NOT NULL DEFAULT 0 CHECK (donation_cents >= 0),
  coupon_id         uuid REFERENCES coupons(id) ON DELETE SET NULL,
  coupon            jsonb,
  payment_type      text NOT NULL,
  payment_id        text,
  checkout_key      text UNIQUE,
  order_status      text NOT NULL DEFAULT 'Processing',
  shipping_date     timestamptz,
  tracking_number   text,
  stock_restored    boolean NOT NULL DEFAULT false,
  is_deleted        boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_created_idx ON orders (created_at DESC);
CREATE INDEX orders_email_idx ON orders (lower(email));

CREATE TABLE order_lines (
  id              uuid PRIMARY KEY,
  order_id        uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id      uuid REFERENCES products(id) ON DELETE SET NULL,
  variant_id      uuid,
  product_name    text NOT NULL,
  product_size    text NOT NULL DEFAULT '',
  product_image   text NOT NULL DEFAULT '',
  quantity        integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  category        text NOT NULL DEFAULT '',
  position        integer NOT NULL DEFAULT 0
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id, position);

CREATE TABLE reviews (
  id            uuid PRIMARY KEY,
  product_id    uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id       uuid REFERENCES users(id) ON DELETE SET NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL,
  review        text NOT NULL,
  rating        smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_image  text,
  is_active     boolean NOT NULL DEFAULT false,
  last_updated  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, last_updated DESC) WHERE is_active;
CREATE INDEX reviews_updated_idx ON reviews (last_updated DESC);

CREATE TABLE newsletter_subscribers (
  id          uuid PRIMARY KEY,
  email       text NOT NULL,
  first_name  text,
  coupon_code text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_email_idx ON newsletter_subscribers (lower(email));

CREATE TABLE feedback (
  id          uuid PRIMARY KEY,
  email       text NOT NULL,
  feedback    text NOT NULL DEFAULT '',
  stars       smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stockist_inquiries (
  id            uuid PRIMARY KEY,
  full_name     text NOT NULL,
  email         text NOT NULL,
  phone_number  text NOT NULL DEFAULT '',
  business_name text NOT NULL DEFAULT '',
  abn           text NOT NULL DEFAULT '',
  category      text NOT NULL DEFAULT '',
  website       text NOT NULL DEFAULT '',
  instagram     text NOT NULL DEFAULT '',
  facebook      text NOT NULL DEFAULT '',
  message       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Transactional outbox: side effects written with the change, delivered by the dispatcher.
CREATE TABLE outbox (
  id            uuid PRIMARY KEY,
  topic         text NOT NULL,
  payload       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  available_at  timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0,
  delivered_at  timestamptz,
  last_error    text
);
CREATE INDEX outbox_pending_idx ON outbox (available_at) WHERE delivered_at IS NULL;

-- Idempotent handling: a handler records each message it has handled.
CREATE TABLE processed_messages (
  handler       text NOT NULL,
  message_id    text NOT NULL,
  processed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (handler, message_id)
);

-- Settings the processes share, e.g. the token signing secret generated on first start.
CREATE TABLE app_settings (
  key         text PRIMARY KEY,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS app_settings, processed_messages, outbox, stockist_inquiries, feedback, newsletter_subscribers,
  reviews, order_lines, orders, coupons, carts, password_resets, sessions, addresses, users,
  product_images, product_variants, products, categories;
DROP FUNCTION IF EXISTS shop_unaccent(text);
