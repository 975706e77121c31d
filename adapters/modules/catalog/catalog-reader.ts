import type { CatalogProduct, CatalogReader, ProductQuery, PublicReview } from '../../../application/catalog/ports.js';
import type { ShopSort } from '../../../domain/catalogue.js';
import type pg from 'pg';
import type { Db } from '../../platform/database/database.js';
import { IMAGES_JSON, VARIANTS_JSON, VISIBLE } from './product-sql.js';
import type { ListingSource } from './listing-memo.js';
import { parseRankedOrder } from './ranked-order.js';
import { correctQuery, type DictionaryWord } from '../../../domain/search-correction.js';

/**
 * Lists show only the products whose `is_listed` flag is set: not archived, not hidden, category
 * shown, with an image. Triggers keep the flag in the transaction of every write that can change it
 * (migration product-listing, ADR 045), so a list never probes images or categories row by row, and
 * each sort, over all products and per category, has a partial index of the listed rows.
 */
const LISTED = 'p.is_listed';

const ORDER: Record<ShopSort, string> = {
  bestselling: 'p.sold_count DESC, p.created_at DESC, p.id',
  pricelow: 'p.price_cents ASC, p.created_at DESC, p.id',
  pricehigh: 'p.price_cents DESC, p.created_at DESC, p.id',
  created_ascending: 'p.created_at ASC, p.id',
  created_descending: 'p.created_at DESC, p.id',
};

/** The columns a sort reads: a page's keys come from the sort's index alone. */
const KEYS: Record<ShopSort, string> = {
  bestselling: 'p.id, p.sold_count, p.created_at',
  pricelow: 'p.id, p.price_cents, p.created_at',
  pricehigh: 'p.id, p.price_cents, p.created_at',
  created_ascending: 'p.id, p.created_at',
  created_descending: 'p.id, p.created_at',
};

/**
 * The search words as a prefix tsquery ('beanie' also finds 'beanies'), all words required; `weight`
 * 'A' restricts it to the name. Built in SQL from the same parser the stored vectors use.
 */
const wordsQuery = (weight: '' | 'A') =>
  `(SELECT to_tsquery('simple', string_agg('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || ''':*${weight}', ' & '))
    FROM unnest(tsvector_to_array(to_tsvector('simple', shop_unaccent($1)))) w)`;

/**
 * Search is full text over name (weight A) and description (B) through the GIN index of the search
 * vectors: with the words as typed, or when they find nothing, with each misspelt word corrected
 * against the dictionary of the catalogue's words (CORRECTIONS). No scan of the products, no
 * transaction and no setting per request.
 */
const MATCH = `p.search_vector @@ ${wordsQuery('')}`;
/** Name matches rank before description-only matches. */
const NAME_FIRST = `(p.search_vector @@ ${wordsQuery('A')}) DESC NULLS LAST`;

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

/** One statement: whether the words as typed find a listed product, and what each word may have meant. */
const RESOLVE = `SELECT EXISTS (SELECT 1 FROM products p WHERE ${LISTED} AND ${MATCH}) AS found,
  COALESCE((SELECT json_agg(c) FROM (${CORRECTIONS}) c), '[]') AS words`;

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
function filter(q: { category: string | null }, text: string | null): { where: string; params: unknown[] } {
  const parts = [LISTED];
  const params: unknown[] = [text];
  if (text !== null) parts.push(MATCH);
  if (q.category !== null) {
    params.push(q.category);
    parts.push(`lower(p.category) = $${params.length}`);
  }
  return { where: parts.join(' AND '), params };
}

/** A statement's name from its text (FNV-1a): the same text is prepared once per connection. */
function statementName(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `catalog_${(h >>> 0).toString(16)}_${text.length}`;
}

export function postgresCatalogReader(pool: Db): CatalogReader {
  /**
   * The shop's reads as prepared statements: the text of each is one of a few dozen (sort, filter and
   * search shape; page and values are parameters), so Postgres plans it once per connection instead of
   * on every request (planning cost as much as running a list page).
   */
  const db = {
    query: <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => pool.query<R>({ name: statementName(text), text, values }),
  };
  return catalogReader(db);
}

/**
 * The order of each sort over all listed products, read from the sort's index alone (ListingMemo), as
 * one text of comma-separated ids: 10,000 rows parsed into objects took the web process tens of
 * milliseconds at a time, one text a millisecond (ADR 091).
 */
export function postgresListingSource(pool: Db): ListingSource {
  /** `entry` of every listed product (of the lower-cased `category`, or all) in the order of `sort`, comma-separated. */
  async function listedText(entry: string, sort: ShopSort, category: string | null): Promise<string | null> {
    const text = `SELECT string_agg(${entry}, ',' ORDER BY ${ORDER[sort]}) AS listed FROM products p WHERE ${LISTED}${category === null ? '' : ' AND lower(p.category) = $1'}`;
    const { rows } = await pool.query<{ listed: string | null }>({ name: statementName(text), text, values: category === null ? [] : [category] });
    return rows[0]?.listed ?? null;
  }
  return {
    async listedOrder(sort, category) {
      return (await listedText('p.id::text', sort, category))?.split(',') ?? [];
    },
    bestSelling: {
      // Each product's place beside its id, from the same index: `id sold createdUs` (ADR 094).
      order: async (category) => parseRankedOrder(await listedText(PLACE, 'bestselling', category)),
      async places(ids) {
        const text = `SELECT p.id::text AS id, p.is_listed AS listed, lower(p.category) AS category, p.sold_count AS sold, ${CREATED_US}::text AS created_us FROM products p WHERE p.id = ANY($1::uuid[])`;
        const { rows } = await pool.query<{ id: string; listed: boolean; category: string; sold: number; created_us: string }>({ name: statementName(text), text, values: [ids] });
        return rows.map((r) => ({ id: r.id, listed: r.listed, category: r.category, sold: r.sold, createdUs: Number(r.created_us) }));
      },
    },
  };
}

/** A creation time in whole microseconds since 1970 (exact in a JavaScript number until the year 2255). */
const CREATED_US = '(extract(epoch FROM p.created_at) * 1000000)::bigint';
/** A product's place in the best-selling order as text: `id sold createdUs`. */
const PLACE = `p.id::text || ' ' || p.sold_count || ' ' || ${CREATED_US}`;

function catalogReader(db: { query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>> }): CatalogReader {
  /** The text a search matches with: as typed when that finds anything, else with misspelt words corrected. */
  async function resolve(search: string | null): Promise<string | null> {
    if (search === null) return null;
    const { rows } = await db.query<{ found: boolean; words: { word: string; known: boolean; candidates: DictionaryWord[] }[] }>(RESOLVE, [search]);
    const row = rows[0];
    if (!row || row.found) return search;
    return correctQuery(row.words)?.join(' ') ?? search;
  }

  return {
    async countProducts(q) {
      const f = filter(q, await resolve(q.search));
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${f.where} AND ($1::text IS NULL OR true)`, f.params);
      return rows[0]?.n ?? 0;
    },

    async listProducts(q: ProductQuery) {
      const text = await resolve(q.search);
      const f = filter(q, text);
      // The page's keys first (without search from the sort's index alone, so a deep page skips
      // index entries, not table rows), then the details of the page's rows only.
      const order = text !== null ? `${NAME_FIRST}, ${ORDER[q.sort]}` : ORDER[q.sort];
      // The page size stays in the text (it is one of a few): with it the generic plan of the prepared
      // statement walks the sort's index; with a parameter the planner guesses a tenth of the table and hashes.
      const params = [...f.params, Math.trunc(q.offset)];
      const sql = `SELECT ${DETAILS} FROM (
          SELECT ${KEYS[q.sort]} FROM products p WHERE ${f.where} AND ($1::text IS NULL OR true) ORDER BY ${order} LIMIT ${Math.trunc(q.limit)} OFFSET $${params.length}
        ) k JOIN products p ON p.id = k.id ${REVIEW_JOIN} ORDER BY ${order}`;
      const { rows } = await db.query<ProductRow>(sql, params);
      return rows.map(toProduct);
    },

    async findProduct(id) {
      const { rows } = await db.query<ProductRow>(`SELECT ${DETAILS} FROM products p ${REVIEW_JOIN} WHERE p.id = $1 AND ${VISIBLE}`, [id]);
      return rows[0] ? toProduct(rows[0]) : undefined;
    },

    async productPage(id, reviews) {
      const { rows } = await db.query<ProductRow & { reviews: (Omit<ReviewRow, 'last_updated'> & { last_updated: string })[] }>(
        `SELECT ${DETAILS},
           COALESCE((SELECT json_agg(x) FROM (
             SELECT v.id, v.product_id, v.user_id IS NOT NULL AS verified, v.first_name, v.last_name, v.review, v.rating, v.review_image, v.last_updated
             FROM reviews v WHERE v.product_id = p.id AND v.is_active ORDER BY v.last_updated DESC, v.id LIMIT $2) x), '[]') AS reviews
         FROM products p ${REVIEW_JOIN} WHERE p.id = $1 AND ${VISIBLE}`,
        [id, reviews],
      );
      const row = rows[0];
      return row ? { product: toProduct(row), reviews: row.reviews.map((r) => toReview({ ...r, last_updated: new Date(r.last_updated) })) } : undefined;
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
