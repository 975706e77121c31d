-- Up Migration
-- Typo-tolerant search: a dictionary of the words of the catalogue (the lexemes of the products'
-- search vectors), kept up to date by triggers, and for every word its variants with one letter
-- left out. Two words within one typo (a letter wrong, missing, extra, or two neighbours swapped)
-- share such a variant, so the words a misspelt query word may have meant are found through the
-- primary key instead of by scanning the catalogue.

CREATE TABLE search_words (
  word      text COLLATE "C" PRIMARY KEY,
  -- How many products (not deleted) use the word; the row goes when none does.
  products  integer NOT NULL
);

CREATE TABLE search_word_variants (
  variant  text COLLATE "C" NOT NULL,
  word     text COLLATE "C" NOT NULL REFERENCES search_words (word) ON DELETE CASCADE,
  PRIMARY KEY (variant, word)
);
CREATE INDEX search_word_variants_word_idx ON search_word_variants (word);

-- The words of a search vector the dictionary keeps: 3 to 40 characters, no digits.
CREATE FUNCTION shop_search_words(vector tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT w FROM unnest(tsvector_to_array(vector)) w WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]' $$;

-- A word and its variants with one letter left out.
CREATE FUNCTION shop_word_variants(word text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT word UNION SELECT left(word, i - 1) || substr(word, i + 1) FROM generate_series(1, length(word)) i $$;

-- Counts words in (one entry per product and word) and out; words no product uses any more go.
CREATE FUNCTION shop_search_words_change(added text[], removed text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words AS s (word, products)
    SELECT word, sum(n)::int FROM (
      SELECT a AS word, 1 AS n FROM unnest(added) a
      UNION ALL
      SELECT r, -1 FROM unnest(removed) r
    ) change
    GROUP BY word HAVING sum(n) <> 0
    ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = s.products + EXCLUDED.products;
  DELETE FROM search_words WHERE word = ANY (removed) AND products <= 0;
  INSERT INTO search_word_variants (variant, word)
    SELECT v, w FROM (SELECT DISTINCT a AS w FROM unnest(added) a) words, shop_word_variants(w) v
    WHERE EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
    ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END
$$;

CREATE FUNCTION shop_search_words_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM shop_search_words_change(ARRAY(SELECT w FROM new_rows p, shop_search_words(p.search_vector) w WHERE NOT p.is_deleted), '{}');
  RETURN NULL;
END
$$;

CREATE FUNCTION shop_search_words_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM shop_search_words_change('{}', ARRAY(SELECT w FROM old_rows p, shop_search_words(p.search_vector) w WHERE NOT p.is_deleted));
  RETURN NULL;
END
$$;

CREATE FUNCTION shop_search_words_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM shop_search_words_change(
    CASE WHEN NEW.is_deleted THEN '{}'::text[] ELSE ARRAY(SELECT shop_search_words(NEW.search_vector)) END,
    CASE WHEN OLD.is_deleted THEN '{}'::text[] ELSE ARRAY(SELECT shop_search_words(OLD.search_vector)) END);
  RETURN NULL;
END
$$;

CREATE FUNCTION shop_search_words_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END
$$;

-- Inserts and deletes are counted once per statement (a bulk load is one dictionary update); an
-- update only when the name, the description or the deleted flag changes (never for stock or sales).
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_words_inserted();
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_words_deleted();
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, description, is_deleted ON products
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION shop_search_words_updated();
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_search_words_truncated();

SELECT shop_search_words_change(ARRAY(SELECT w FROM products p, shop_search_words(p.search_vector) w WHERE NOT p.is_deleted), '{}');

-- Down Migration
DROP TRIGGER IF EXISTS products_search_words_insert ON products;
DROP TRIGGER IF EXISTS products_search_words_delete ON products;
DROP TRIGGER IF EXISTS products_search_words_update ON products;
DROP TRIGGER IF EXISTS products_search_words_truncate ON products;
DROP FUNCTION IF EXISTS shop_search_words_inserted(), shop_search_words_deleted(), shop_search_words_updated(), shop_search_words_truncated();
DROP FUNCTION IF EXISTS shop_search_words_change(text[], text[]), shop_word_variants(text), shop_search_words(tsvector);
DROP TABLE IF EXISTS search_word_variants, search_words;
