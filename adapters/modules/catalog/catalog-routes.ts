import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeGetBestSellers } from '../../../application/catalog/get-best-sellers.js';
import type { makeGetProduct } from '../../../application/catalog/get-product.js';
import type { makeGetYouMayAlsoLike } from '../../../application/catalog/get-you-may-also-like.js';
import type { makeListCategories } from '../../../application/catalog/list-categories.js';
import type { makeListProductReviews } from '../../../application/catalog/list-product-reviews.js';
import type { makeListProducts } from '../../../application/catalog/list-products.js';
import { ok } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import type { JsonAnswerCache } from './answer-cache.js';
import type { FastAnswers } from './fast-answers.js';
import { FAST_LIST, FAST_PRODUCT, listAnswer, listParams, productAnswer, productParams } from './catalog-answers.js';
import { recordId } from '../../http/id-schemas.js';
import { cartInput, pageParam, toLines } from '../../http/schemas.js';
import { productView, reviewView } from './catalog-views.js';
import { categoriesAnswer, productDetailAnswer, productListAnswer, productsAnswer, reviewPageAnswer, youMayAlsoLikeQuery } from '../../http/contract/catalog.js';

export interface CatalogRoutesDeps {
  registry: ApiRegistry;
  cache: JsonAnswerCache;
  listProducts: ReturnType<typeof makeListProducts>;
  getProduct: ReturnType<typeof makeGetProduct>;
  listProductReviews: ReturnType<typeof makeListProductReviews>;
  getBestSellers: ReturnType<typeof makeGetBestSellers>;
  getYouMayAlsoLike: ReturnType<typeof makeGetYouMayAlsoLike>;
  listCategories: ReturnType<typeof makeListCategories>;
  /** The list and product pages answered before the middleware stack, with the headers it learns here. */
  fast?: FastAnswers;
}

const TAG = 'Catalogue';

export function catalogRouter(d: CatalogRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/products/getproducts/:page/:orderby/:productSearch/:category',
    summary: 'Shop list: 24 products per page',
    description:
      'Write `-` for an empty productSearch or category (e.g. `/api/products/getproducts/1/bestselling/-/-`). orderby is one of bestselling, pricelow, pricehigh, ' +
      'created_ascending, created_descending. A page beyond the last answers the last page. Search matches name and description, ignoring case and accents and ' +
      'tolerating a typo in a word (a wrong, missing, extra or swapped letter: Gramipans finds Grampians); name matches come first. Products without images and products of hidden categories are never listed.',
    tag: TAG,
    auth: 'public',
    params: listParams,
    answer: productListAnswer,
    responses: { 200: '{products, count}', 400: 'Bad page, sort key or search text' },
    handler: ({ params, req, res }) => {
      d.fast?.learn(FAST_LIST, res);
      return d.cache.serve(req.path, req, res, () => listAnswer(d.listProducts, params));
    },
  });

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/products/getSpecificProduct/:productid',
    summary: 'One product with its 10 newest published reviews',
    description: 'reviewCount is the total of published reviews; fetch more with GET /api/reviews/getProductReviews/{productId}/{page}.',
    tag: TAG,
    auth: 'public',
    params: productParams,
    answer: productDetailAnswer,
    responses: { 200: 'The product', 400: 'Malformed id', 404: 'No such product' },
    handler: ({ params, req, res }) => {
      d.fast?.learn(FAST_PRODUCT, res);
      return d.cache.serve(req.path, req, res, () => productAnswer(d.getProduct, params));
    },
  });

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/reviews/getProductReviews/:productId/:page',
    summary: 'Published reviews of a product, 10 per page, newest first',
    tag: TAG,
    auth: 'public',
    params: z.object({ productId: recordId('Product id'), page: pageParam }),
    answer: reviewPageAnswer,
    responses: { 200: '{reviews, count, page, pageCount}', 400: 'Malformed id or page', 404: 'No such product' },
    handler: async ({ params }) => {
      const r = await d.listProductReviews({ productId: params.productId.toLowerCase(), page: params.page });
      return r.ok ? ok({ ...r.value, reviews: r.value.reviews.map(reviewView) }) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/products/getBestSellers',
    summary: 'Best sellers for the trending carousel (products already in the cart left out)',
    tag: TAG,
    auth: 'public',
    body: z.object({ cart: cartInput.optional() }),
    answer: productsAnswer,
    responses: { 200: 'List of products', 400: 'Bad cart' },
    handler: async ({ body }) => {
      const ids = toLines(body.cart).map((l) => l.productId);
      const r = await d.getBestSellers({ cartProductIds: ids });
      return r.ok ? ok(r.value.map((p) => productView(p))) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/products/getYouMayAlsoLike',
    summary: 'Other products for a product page, the same category first',
    tag: TAG,
    auth: 'public',
    query: youMayAlsoLikeQuery,
    answer: productsAnswer,
    responses: { 200: 'List of products', 400: 'Malformed id or limit' },
    handler: async ({ query }) => {
      const r = await d.getYouMayAlsoLike({ productId: query._id.toLowerCase(), category: query.category ?? null, ...(query.limit ? { limit: query.limit } : {}) });
      return r.ok ? ok(r.value.map((p) => productView(p))) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/categories/getCategories',
    summary: 'Visible categories',
    tag: TAG,
    auth: 'public',
    answer: categoriesAnswer,
    responses: { 200: 'List of {_id, name}' },
    handler: async () => {
      const r = await d.listCategories();
      return r.ok ? ok(r.value.map((c) => ({ _id: c.id, name: c.name }))) : r;
    },
  });

  return router;
}
