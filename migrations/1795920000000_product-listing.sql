-- Up Migration
-- Whether the shop lists a product, decided on write: `is_listed` is true when the product is not
-- archived, not hidden, its category is not hidden and it has an image. Triggers keep it in the
-- transaction of every change that can alter it (a product's own columns, its images, its
-- category's visibility or name), so a read filters on one column instead of probing the images
-- and categories of every row. Every shop sort, over all products and per category, has a partial
-- index of the listed products in exactly that order, so a page (even a deep one) is an index walk.

ALTER TABLE products ADD COLUMN is_listed boolean NOT NULL DEFAULT false;

-- The rule, for one product's own columns; the product's images and category are looked up.
-- Arguments: the product's id, is_deleted, is_visible, category.
CREATE FUNCTION shop_product_listed(uuid, boolean, boolean, text) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT NOT $2 AND $3
          AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.name = $4 AND NOT c.is_visible)
          AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = $1) $$;

-- Recomputes the flag of the given products (only rows whose flag changes are written).
CREATE FUNCTION shop_relist_products(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$ UPDATE products p SET is_listed = x.listed
        FROM (SELECT q.id, shop_product_listed(q.id, q.is_deleted, q.is_visible, q.category) AS listed FROM products q WHERE q.id = ANY (ids)) x
        WHERE p.id = x.id AND p.is_listed IS DISTINCT FROM x.listed $$;

CREATE FUNCTION shop_product_listing_row() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.is_listed := shop_product_listed(NEW.id, NEW.is_deleted, NEW.is_visible, NEW.category);
  RETURN NEW;
END
$$;

CREATE FUNCTION shop_product_listing_images_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM shop_relist_products(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION shop_product_listing_images_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM shop_relist_products(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION shop_product_listing_images_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM shop_relist_products(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION shop_product_listing_categories_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_relist_products(ARRAY(SELECT p.id FROM products p WHERE p.category IN (SELECT name FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shop_relist_products(ARRAY(SELECT p.id FROM products p WHERE p.category IN (SELECT name FROM old_rows)));
  ELSE
    PERFORM shop_relist_products(ARRAY(SELECT p.id FROM products p WHERE p.category IN (SELECT name FROM new_rows UNION SELECT name FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;

-- A product's own change (insert, archive, hide, move to another category) sets its flag before it is written.
CREATE TRIGGER products_listing_row BEFORE INSERT OR UPDATE OF is_deleted, is_visible, category, is_listed ON products
  FOR EACH ROW EXECUTE FUNCTION shop_product_listing_row();
-- Images added or removed (also by cascade), once per statement.
CREATE TRIGGER product_images_listing_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_listing_images_added();
CREATE TRIGGER product_images_listing_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_listing_images_removed();
CREATE TRIGGER product_images_listing_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_listing_images_moved();
-- A category hidden, shown, renamed, created or deleted relists the products that name it.
CREATE TRIGGER categories_listing_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_listing_categories_changed();
CREATE TRIGGER categories_listing_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_listing_categories_changed();
CREATE TRIGGER categories_listing_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_listing_categories_changed();

UPDATE products p SET is_listed = shop_product_listed(p.id, p.is_deleted, p.is_visible, p.category);

-- One index per shop sort, over all listed products and per category (lower(category), as the filter
-- compares it); `category` is included so a per-category count or page needs no table visit.
CREATE INDEX products_listed_bestselling_idx ON products (sold_count DESC, created_at DESC, id) WHERE is_listed;
CREATE INDEX products_listed_pricelow_idx ON products (price_cents, created_at DESC, id) WHERE is_listed;
CREATE INDEX products_listed_pricehigh_idx ON products (price_cents DESC, created_at DESC, id) WHERE is_listed;
CREATE INDEX products_listed_oldest_idx ON products (created_at, id) WHERE is_listed;
CREATE INDEX products_listed_newest_idx ON products (created_at DESC, id) WHERE is_listed;
CREATE INDEX products_listed_cat_bestselling_idx ON products (lower(category), sold_count DESC, created_at DESC, id) INCLUDE (category) WHERE is_listed;
CREATE INDEX products_listed_cat_pricelow_idx ON products (lower(category), price_cents, created_at DESC, id) INCLUDE (category) WHERE is_listed;
CREATE INDEX products_listed_cat_pricehigh_idx ON products (lower(category), price_cents DESC, created_at DESC, id) INCLUDE (category) WHERE is_listed;
CREATE INDEX products_listed_cat_oldest_idx ON products (lower(category), created_at, id) INCLUDE (category) WHERE is_listed;
CREATE INDEX products_listed_cat_newest_idx ON products (lower(category), created_at DESC, id) INCLUDE (category) WHERE is_listed;

-- Down Migration
DROP TRIGGER IF EXISTS categories_listing_update ON categories;
DROP TRIGGER IF EXISTS categories_listing_delete ON categories;
DROP TRIGGER IF EXISTS categories_listing_insert ON categories;
DROP TRIGGER IF EXISTS product_images_listing_update ON product_images;
DROP TRIGGER IF EXISTS product_images_listing_delete ON product_images;
DROP TRIGGER IF EXISTS product_images_listing_insert ON product_images;
DROP TRIGGER IF EXISTS products_listing_row ON products;
DROP FUNCTION IF EXISTS shop_product_listing_categories_changed(), shop_product_listing_images_moved(), shop_product_listing_images_removed(),
  shop_product_listing_images_added(), shop_product_listing_row(), shop_relist_products(uuid[]), shop_product_listed(uuid, boolean, boolean, text);
ALTER TABLE products DROP COLUMN IF EXISTS is_listed;
