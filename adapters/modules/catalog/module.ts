import type { Container, ServiceIdentifier } from 'inversify';
import { makeAddQuantityToCart } from '../../../application/cart/add-quantity-to-cart.js';
import type { CartDeps } from '../../../application/cart/cart-session.js';
import { makeCheckStockLevel } from '../../../application/cart/check-stock-level.js';
import { makeRemoveFromCart } from '../../../application/cart/remove-from-cart.js';
import { makeValidateCart } from '../../../application/cart/validate-cart.js';
import { makeGetBestSellers } from '../../../application/catalog/get-best-sellers.js';
import { makeGetProduct } from '../../../application/catalog/get-product.js';
import { makeGetYouMayAlsoLike } from '../../../application/catalog/get-you-may-also-like.js';
import { makeListCategories } from '../../../application/catalog/list-categories.js';
import { makeListProductReviews } from '../../../application/catalog/list-product-reviews.js';
import { makeListProducts } from '../../../application/catalog/list-products.js';
import type { CartOwners, CartRepository } from '../../../application/cart/ports.js';
import type { CatalogReader, ProductStockReader } from '../../../application/catalog/ports.js';
import { T } from '../../platform/container.js';
import { FAST_READS, fastReads, JsonAnswerCache } from './answer-cache.js';
import { catalogRouter } from './catalog-routes.js';
import { cartRouter } from '../cart/cart-routes.js';
import { makePageHeads, PAGE_HEADS, seoRouter } from './seo.js';
import { SHOP_NAME } from '../../platform/main/web-app.js';
import type { Db } from '../../platform/database/database.js';
import { postgresCartOwners } from '../cart/cart-owners.js';
import { postgresCartRepository } from '../cart/cart-repository.js';
import { postgresCatalogReader } from './catalog-reader.js';
import { postgresProductStockReader } from './product-stock-reader.js';
import type { Area } from '../../platform/module.js';

const token = <V>(name: string) => Symbol.for(`shop.catalog.${name}`) as ServiceIdentifier<V>;

/**
 * Bus channel on which a change to products, prices, stock, images, categories or published reviews is
 * announced (any event type): the storefront's cached answers are dropped at once.
 */
export const CATALOG_CHANGED_CHANNEL = 'catalog';
/** Cached shop-list and product answers live at most this long without a change event. */
export const CATALOG_ANSWER_TTL_MS = 5_000;

export const CatalogTokens = {
  reader: token<CatalogReader>('reader'),
  carts: token<CartRepository>('carts'),
  stock: token<ProductStockReader>('stock'),
  owners: token<CartOwners>('owners'),
  cache: token<JsonAnswerCache>('cache'),
};

const cartDeps = (c: Container): CartDeps => ({
  carts: c.get(CatalogTokens.carts),
  stock: c.get(CatalogTokens.stock),
  owners: c.get(CatalogTokens.owners),
  catalog: c.get(CatalogTokens.reader),
});

export const catalogArea: Area = {
  name: 'catalog',
  bind(c) {
    c.bind(CatalogTokens.reader).toResolvedValue((db: Db) => postgresCatalogReader(db), [T.db]);
    c.bind(CatalogTokens.carts).toResolvedValue((db: Db) => postgresCartRepository(db), [T.db]);
    c.bind(CatalogTokens.stock).toResolvedValue((db: Db) => postgresProductStockReader(db), [T.db]);
    c.bind(CatalogTokens.owners).toResolvedValue((db: Db) => postgresCartOwners(db), [T.db]);
    c.bind(CatalogTokens.cache).toConstantValue(new JsonAnswerCache(CATALOG_ANSWER_TTL_MS));
    c.bind(FAST_READS).toResolvedValue((cache: JsonAnswerCache) => fastReads(cache), [CatalogTokens.cache]);
    c.bind(PAGE_HEADS).toResolvedValue(
      (catalog: CatalogReader, config: { PUBLIC_URL: string }) => makePageHeads({ catalog, publicUrl: config.PUBLIC_URL, shopName: SHOP_NAME }),
      [CatalogTokens.reader, T.config],
    );
  },
  routers(c) {
    const catalog = c.get(CatalogTokens.reader);
    const cache = c.get(CatalogTokens.cache);
    const log = c.get(T.log);
    c.get(T.bus)
      .subscribe(CATALOG_CHANGED_CHANNEL, () => cache.clear())
      .catch((error: unknown) => log.warn({ err: error }, 'catalogue cache runs on its time limit only: no change events'));
    const deps = cartDeps(c);
    return [
      catalogRouter({
        registry: c.get(T.registry),
        cache,
        listProducts: makeListProducts({ catalog }),
        getProduct: makeGetProduct({ catalog }),
        listProductReviews: makeListProductReviews({ catalog }),
        getBestSellers: makeGetBestSellers({ catalog }),
        getYouMayAlsoLike: makeGetYouMayAlsoLike({ catalog }),
        listCategories: makeListCategories({ catalog }),
      }),
      cartRouter({
        registry: c.get(T.registry),
        addQuantityToCart: makeAddQuantityToCart({ ...deps, analytics: c.get(T.analytics) }),
        checkStockLevel: makeCheckStockLevel(deps),
        removeFromCart: makeRemoveFromCart(deps),
        validateCart: makeValidateCart(deps),
      }),
      seoRouter({ catalog, publicUrl: c.get(T.config).PUBLIC_URL }),
    ];
  },
};
