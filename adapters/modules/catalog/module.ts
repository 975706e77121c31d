import { makeGetBestSellers } from '../../../application/catalog/get-best-sellers.js';
import { makeGetProduct } from '../../../application/catalog/get-product.js';
import { makeGetYouMayAlsoLike } from '../../../application/catalog/get-you-may-also-like.js';
import { makeListCategories } from '../../../application/catalog/list-categories.js';
import { makeListProductReviews } from '../../../application/catalog/list-product-reviews.js';
import { makeListProducts } from '../../../application/catalog/list-products.js';
import type { CatalogReader } from '../../../application/catalog/ports.js';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { ANSWER_CHANNELS } from './answer-invalidation.js';
import { ListCountMemo } from './list-count-memo.js';
import { ListingMemo } from './listing-memo.js';
import { FastAnswers } from './fast-answers.js';
import { fastCatalogRoutes } from './catalog-answers.js';
import type { Config } from '../../platform/config/config.js';
import type { Db } from '../../platform/database/database.js';
import type { ShopModule } from '../../platform/module.js';
import { CATALOG, T } from '../../platform/tokens.js';
import { fastReads, JsonAnswerCache } from './answer-cache.js';
import { postgresCatalogReader, postgresListingSource } from './catalog-reader.js';
import { catalogRouter } from './catalog-routes.js';
import { postgresCheckoutCatalog } from './checkout-catalog.js';
import { postgresProductStockReader } from './product-stock-reader.js';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue.js';
import { makePageHeads, seoRouter } from './seo.js';
import { storefrontPages } from './storefront-pages.js';

/** Cached shop-list and product answers live at most this long without a change event. */
export const CATALOG_ANSWER_TTL_MS = 5_000;

/**
 * The listing memo (ADR 088) renews an order or a product this long after reading it, when no change
 * event dropped it first, and uses it for `CATALOG_LISTING_STALE_MS` more while the renewal runs. Every
 * change the shop makes reaches the memo as an event (at once, and through the outbox); the renewal is
 * for writes made beside the shop (SQL by hand), which show in lists within these 35 s and the
 * answer cache's 5. Renewing all 10,000 products of the benchmark every 5 s cost the web process a
 * third of its list throughput (ADR 091).
 */
export const CATALOG_LISTING_TTL_MS = 30_000;
export const CATALOG_LISTING_STALE_MS = 5_000;

/**
 * The cached answers take at most this many bytes (plain and gzip bodies) in each web process: about
 * 500 list pages. Answers live 5 s, so more would hold only what a crawl touched once, in memory the
 * process is asked to stay within (ADR 087).
 */
export const CATALOG_ANSWER_MAX_BYTES = 12 * 1024 * 1024;

/**
 * Of those, at most this many bytes of list pages without a search (about 100 pages): they are read
 * from memory (ListingMemo, ADR 088), so the room goes to the answers that cost a database read.
 */
export const CATALOG_CHEAP_ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A list page without a search is kept once it has been computed this many times within the answer
 * time (about six a second): a hot page is then answered before the middleware stack, while a crawl
 * through every page is answered from memory without copying each page into the cache and dropping it
 * again (measured: the list spread over every page 3,313-4,476 -> 5,904-6,870 req/s, p99 36-47 -> 19 ms,
 * the web process's peak about 5 MB lower; ADR 096).
 */
export const CATALOG_CHEAP_ANSWER_KEEP_AFTER = 32;

const answerCache = Symbol.for('shop.catalog.answerCache');
const listCounts = Symbol.for('shop.catalog.listCounts');
const listings = Symbol.for('shop.catalog.listings');
const fastAnswers = Symbol.for('shop.catalog.fastAnswers');

/** The shop's products as shoppers see them: lists, product pages, categories, reviews, search-engine pages. */
export const catalogModule: ShopModule = {
  name: 'catalog',
  bind(c) {
    c.bind<ListCountMemo>(listCounts).toConstantValue(new ListCountMemo({ ttlMs: CATALOG_ANSWER_TTL_MS }));
    c.bind<ListingMemo>(listings).toConstantValue(new ListingMemo({ ttlMs: CATALOG_LISTING_TTL_MS, staleMs: CATALOG_LISTING_STALE_MS }));
    c.bind(CATALOG.reader).toResolvedValue(
      (db: Db, counts: ListCountMemo, memo: ListingMemo) => counts.wrap(memo.wrap(postgresCatalogReader(db), postgresListingSource(db))),
      [T.db, listCounts, listings],
    );
    c.bind(CATALOG.stock).toResolvedValue((db: Db) => postgresProductStockReader(db), [T.db]);
    c.bind(CATALOG.checkoutCatalog).toResolvedValue((db: Db) => postgresCheckoutCatalog(db), [T.db]);
    c.bind<JsonAnswerCache>(answerCache).toConstantValue(
      new JsonAnswerCache({
        ttlMs: CATALOG_ANSWER_TTL_MS,
        maxBytes: CATALOG_ANSWER_MAX_BYTES,
        maxCheapBytes: CATALOG_CHEAP_ANSWER_MAX_BYTES,
        cheapKeepAfter: CATALOG_CHEAP_ANSWER_KEEP_AFTER,
      }),
    );
    c.bind(CATALOG.dropCachedAnswers).toResolvedValue(
      (cache: JsonAnswerCache, counts: ListCountMemo, memo: ListingMemo) => () => {
        cache.clear();
        counts.clear();
        memo.clear();
      },
      [answerCache, listCounts, listings],
    );
    c.bind<FastAnswers>(fastAnswers).toResolvedValue(
      (cache: JsonAnswerCache, catalog: CatalogReader) => new FastAnswers(cache, fastCatalogRoutes({ listProducts: makeListProducts({ catalog }), getProduct: makeGetProduct({ catalog }) })),
      [answerCache, CATALOG.reader],
    );
    c.bind(T.fastReads).toResolvedValue((cache: JsonAnswerCache, fast: FastAnswers) => fastReads(cache, fast), [answerCache, fastAnswers]);
    c.bind(T.storefrontPages).toResolvedValue(
      (catalog: CatalogReader, cache: JsonAnswerCache) =>
        storefrontPages({
          cache,
          listProducts: makeListProducts({ catalog }),
          getProduct: makeGetProduct({ catalog }),
          getBestSellers: makeGetBestSellers({ catalog }),
          getYouMayAlsoLike: makeGetYouMayAlsoLike({ catalog }),
          listCategories: makeListCategories({ catalog }),
        }),
      [CATALOG.reader, answerCache],
    );
    c.bind(T.pageHeads).toResolvedValue((catalog: CatalogReader, config: Config) => makePageHeads({ catalog, publicUrl: config.PUBLIC_URL, shopName: config.SHOP_NAME }), [CATALOG.reader, T.config]);
  },
  routers(c) {
    const catalog = c.get(CATALOG.reader);
    return [
      catalogRouter({
        registry: c.get(T.registry),
        cache: c.get<JsonAnswerCache>(answerCache),
        listProducts: makeListProducts({ catalog }),
        getProduct: makeGetProduct({ catalog }),
        listProductReviews: makeListProductReviews({ catalog }),
        getBestSellers: makeGetBestSellers({ catalog }),
        getYouMayAlsoLike: makeGetYouMayAlsoLike({ catalog }),
        listCategories: makeListCategories({ catalog }),
        fast: c.get<FastAnswers>(fastAnswers),
      }),
      seoRouter({ catalog, publicUrl: c.get(T.config).PUBLIC_URL }),
    ];
  },
  subscriptions(c) {
    const cache = c.get<JsonAnswerCache>(answerCache);
    const counts = c.get<ListCountMemo>(listCounts);
    const memo = c.get<ListingMemo>(listings);
    const invalidate = (event: BusEvent) => {
      cache.invalidate(event);
      counts.invalidate(event);
      memo.invalidate(event);
    };
    // A change to products, prices, stock, categories or published reviews drops the answers it makes wrong, at once;
    // `prompt`: the very next request after a commit, in any web process, already misses them.
    return ANSWER_CHANNELS.map((channel) => ({ channel, prompt: true, handle: invalidate, unknown: invalidate }));
  },
  async prepare(c) {
    if (!c.get(T.config).SEED_DEMO) return;
    const log = c.get(T.log);
    const result = await seedDemoCatalogue(c.get(T.db), c.get(T.media), { now: c.get(T.clock).now(), log: { info: (m) => log.info(m) } });
    if (result.seeded) log.info({ products: result.products }, 'demo catalogue loaded');
  },
};
