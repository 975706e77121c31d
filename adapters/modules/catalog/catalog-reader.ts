import type { CatalogProduct, CatalogReader, ProductQuery, PublicReview } from '../../../application/catalog/ports.js';
import type { ShopSort } from '../../../domain/catalogue.js';
import type { Db } from '../../platform/database/database.js';
import { IMAGES_JSON, VARIANTS_JSON, VISIBLE } from './product-sql.js';
import { correctQuery, type DictionaryWord } from '../../../domain/search-correction.js';

/** Lists also leave out products without images. */
const LISTED = `${VISIBLE} AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`;

/**
 * Typo tolerance: a query word is close enough when its trigram word similarity reaches this
 * ('beanei' ~ 'beanie' scores 0.57; unrelated words stay far below).
 */
export const WORD_SIMILARITY = 0.45;

const ORDER: Record<ShopSort, string> = {
  bestselling: 'p.sold_count DESC, p.created_at DESC, p.id',
  pricelow: 'p.price_cents ASC, p.created_at DESC, p.id',
  pricehigh: 'p.price_cents DESC, p.created_at DESC, p.id',
  created_ascending: 'p.created_at ASC, p.id',
  created_descending: 'p.created_at DESC, p.id',
};

/**
 * The search words as a prefix tsquery ('beanie' also finds 'beanies'), all words required; `weight`
 * 'A' restricts it to the name. Built in SQL from the same parser the stored vectors use.
 */
const wordsQuery = (weight: '' | 'A') =>
  `(SELECT to_tsquery('simple', string_agg('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || ''':*${weight}', ' & '))
    FROM unnest(tsvector_to_array(to_tsvector('simple', shop_unaccent($1)))) w)`;

/**
 * Search, in two modes. Full text over name (weight A) and description (B) when that finds anything,
 * first with the words as typed, then with a misspelt word corrected against the catalogue's words
 * (see CORRECTIONS); otherwise trigram closeness, which forgives more but costs more.
 */
const MATCH = { words: `p.search_vector @@ ${wordsQuery('')}`, typo: `shop_unaccent($1) <% p.search_text` };
/** Name matches rank before description-only matches. */
const NAME_FIRST = {
  words: `(p.search_vector @@ ${wordsQuery('A')}) DESC NULLS LAST`,
  typo: `(word_similarity(shop_unaccent($1), shop_unaccent(p.name)) >= ${WORD_SIMILARITY}) DESC`,
};
type SearchMode = keyof typeof MATCH;

/**
 * For each word of the search: whether it begins a catalogue word (or is too short or has digits,
 * so is never corrected), and the catalogue words that share a one-letter-deletion variant with it,
 * i.e. those that may be within one typo (search_words and search_word_variants, kept by triggers).
 */
const CORRECTIONS = `
  SELECT q.w AS word,
    (length(q.w) < 3 OR q.w ~ '[0-9]'
      OR EXISTS (SELECT 1 FROM search_words s WHERE s.word >= (q.w COLLATE "C") AND s.word < ((q.w || chr(1114111)) COLLATE "C"))) AS known,
    COALESCE((SELECT json_agg(json_build_object('word', s.word, 'products', s.products))
      FROM search_words s
      WHERE s.word IN (SELECT v.word FROM search_word_variants v WHERE v.variant IN (SELECT shop_word_variants(q.w)))), '[]') AS candidates
  FROM unnest(tsvector_to_array(to_tsvector('simple', shop_unaccent($1)))) q(w)`;

const DETAILS = `
  p.id, p.name, p.description, p.price_cents, p.original_price_cents, p.category, p.stock_level, p.is_bundle, p.created_at,
  ${IMAGES_JSON} AS images,
  ${VARIANTS_JSON} AS variants,
  COALESCE(r.rating, 0)::float8 AS rating, COALESCE(r.review_count, 0)::int AS review_count`;
const REVIEW_JOIN = `LEFT JOIN LATERAL (SELECT round(avg(rating), 1) AS rating, count(*) AS review_count FROM reviews WHERE product_id = p.id AND is_active) r ON true`;

interface ProductRow {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  original_price_cents: number | null;
  category: string;
  stock_level: number;
  is_bundle: boolean;
  created_at: Date;
  images: { id: string; url: string }[];
  variants: { id: string; name: string; stockLevel: number }[];
  rating: number;
  review_count: number;
}

const toProduct = (r: ProductRow): CatalogProduct => ({
  id: r.id,
  name: r.name,
  description: r.description,
  priceCents: r.price_cents,
  originalPriceCents: r.original_price_cents,
  category: r.category,
  stockLevel: r.stock_level,
  isBundle: r.is_bundle,
  createdAt: r.created_at,
  images: r.images,
  variants: r.variants,
  rating: Number(r.rating),
  reviewCount: r.review_count,
});

interface ReviewRow {
  id: string;
  product_id: string;
  verified: boolean;
  first_name: string;
  last_name: string;
  review: string;
  rating: number;
  review_image: string | null;
  last_updated: Date;
}

const toReview = (r: ReviewRow): PublicReview => ({
  id: r.id,
  productId: r.product_id,
  verified: r.verified,
  firstName: r.first_name,
  lastName: r.last_name,
  review: r.review,
  rating: r.rating,
  reviewImage: r.review_image,
  lastUpdated: r.last_updated,
});

/** The filter of a list query and its parameters ($1 is always the search text to match, possibly null). */
function filter(q: { category: string | null }, mode: SearchMode, text: string | null): { where: string; params: unknown[] } {
  const parts = [LISTED];
  const params: unknown[] = [text];
  if (text !== null) parts.push(MATCH[mode]);
  if (q.category !== null) {
    params.push(q.category);
    parts.push(`lower(p.category) = $${params.length}`);
  }
  return { where: parts.join(' AND '), params };
}

export function postgresCatalogReader(db: Db): CatalogReader {
  /**
   * Runs a list query built for the search mode and text: without search at once; with search in a
   * transaction of its own, which finds whether the words as typed match, else whether they match
   * with misspelt words corrected, else falls back to trigram closeness (with its threshold set).
   */
  async function query<R extends object>(search: string | null, build: (mode: SearchMode, text: string | null) => { sql: string; params: unknown[] }): Promise<R[]> {
    if (search === null) {
      const { sql, params } = build('words', null);
      return (await db.query<R>(sql, params)).rows;
    }
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('pg_trgm.word_similarity_threshold', '${WORD_SIMILARITY}', true)`);
      const matches = async (text: string) =>
        (await client.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM products p WHERE ${LISTED} AND ${MATCH.words}) AS found`, [text])).rows[0]?.found === true;
      let mode: SearchMode = 'words';
      let text = search;
      if (!(await matches(search))) {
        const words = await client.query<{ word: string; known: boolean; candidates: DictionaryWord[] }>(CORRECTIONS, [search]);
        const corrected = correctQuery(words.rows)?.join(' ') ?? null;
        if (corrected !== null && (await matches(corrected))) text = corrected;
        else mode = 'typo';
      }
      const { sql, params } = build(mode, text);
      const { rows } = await client.query<R>(sql, params);
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    async countProducts(q) {
      const rows = await query<{ n: number }>(q.search, (mode, text) => {
        const f = filter(q, mode, text);
        return { sql: `SELECT count(*)::int AS n FROM products p WHERE ${f.where} AND ($1::text IS NULL OR true)`, params: f.params };
      });
      return rows[0]?.n ?? 0;
    },

    async listProducts(q: ProductQuery) {
      const rows = await query<ProductRow>(q.search, (mode, text) => {
        const f = filter(q, mode, text);
        const order = q.search !== null ? `${NAME_FIRST[mode]}, ${ORDER[q.sort]}` : ORDER[q.sort];
        // The outer query repeats the order: joins may reorder the page's rows.
        const sql = `SELECT ${DETAILS} FROM (
            SELECT p.* FROM products p WHERE ${f.where} AND ($1::text IS NULL OR true) ORDER BY ${order} LIMIT ${Math.trunc(q.limit)} OFFSET ${Math.trunc(q.offset)}
          ) p ${REVIEW_JOIN} ORDER BY ${order}`;
        return { sql, params: f.params };
      });
      return rows.map(toProduct);
    },

    async findProduct(id) {
      const { rows } = await db.query<ProductRow>(`SELECT ${DETAILS} FROM products p ${REVIEW_JOIN} WHERE p.id = $1 AND ${VISIBLE}`, [id]);
      return rows[0] ? toProduct(rows[0]) : undefined;
    },

    async findProducts(ids) {
      if (ids.length === 0) return [];
      const { rows } = await db.query<ProductRow>(`SELECT ${DETAILS} FROM products p ${REVIEW_JOIN} WHERE p.id = ANY($1::uuid[]) AND ${VISIBLE}`, [ids]);
      return rows.map(toProduct);
    },

    async bestSellers(limit, excludeIds) {
      const { rows } = await db.query<ProductRow>(
        `SELECT ${DETAILS} FROM (
           SELECT p.* FROM products p WHERE ${LISTED} AND NOT (p.id = ANY($1::uuid[])) ORDER BY ${ORDER.bestselling} LIMIT $2
         ) p ${REVIEW_JOIN} ORDER BY ${ORDER.bestselling}`,
        [excludeIds, limit],
      );
      return rows.map(toProduct);
    },

    async related(productId, category, limit) {
      const { rows } = await db.query<ProductRow>(
        `SELECT ${DETAILS} FROM (
           SELECT p.* FROM products p WHERE ${LISTED} AND p.id <> $1
           ORDER BY (lower(p.category) = $2::text) DESC NULLS LAST, ${ORDER.bestselling} LIMIT $3
         ) p ${REVIEW_JOIN} ORDER BY (lower(p.category) = $2::text) DESC NULLS LAST, ${ORDER.bestselling}`,
        [productId, category, limit],
      );
      return rows.map(toProduct);
    },

    async publicReviews(productId, offset, limit) {
      const [list, count] = await Promise.all([
        db.query<ReviewRow>(
          `SELECT id, product_id, user_id IS NOT NULL AS verified, first_name, last_name, review, rating, review_image, last_updated FROM reviews
           WHERE product_id = $1 AND is_active ORDER BY last_updated DESC, id LIMIT $2 OFFSET $3`,
          [productId, limit, offset],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND is_active', [productId]),
      ]);
      return { reviews: list.rows.map(toReview), count: count.rows[0]?.n ?? 0 };
    },

    async visibleCategories() {
      const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM categories WHERE is_visible ORDER BY name');
      return rows;
    },

    async sitemapEntries() {
      const { rows } = await db.query<{ id: string; name: string; updated_at: Date }>(`SELECT p.id, p.name, p.updated_at FROM products p WHERE ${LISTED} ORDER BY p.created_at DESC`);
      return rows.map((r) => ({ id: r.id, name: r.name, updatedAt: r.updated_at }));
    },
  };
}
