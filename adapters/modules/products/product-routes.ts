import express, { type Router } from 'express';
import { z } from 'zod';
import type { GetAdminProduct, ListAdminProducts } from '../../../application/products/ports.js';
import { ok } from '../../../domain/result.js';
import { adminPage, adminRoute, idParams, listAnswer, noneSegment } from '../../http/admin-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { productAnswer, productFilter, productsAnswer } from './product-schemas.js';
import { productRowView, productView } from './product-views.js';

export interface ProductReadRoutesDeps {
  registry: ApiRegistry;
  listAdminProducts: ListAdminProducts;
  getAdminProduct: GetAdminProduct;
}

export const PRODUCTS_TAG = 'Back office: products';

/** The back office's product reads (admin-api.md "Products"). */
export function productReadRouter(d: ProductReadRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getAdminProducts/:page/:filter/:query',
    summary: 'A page of products (12), hidden and sold-out ones too, in one of eight orders, optionally searched',
    tag: PRODUCTS_TAG,
    params: z.object({ page: adminPage, filter: productFilter, query: noneSegment('Search text over name and description; - for none') }),
    answer: productsAnswer,
    responses: { 200: '`{rangeProducts, count}`', 400: '`{page}` or `{filter}`' },
    handler: async ({ params }) => {
      const r = await d.listAdminProducts({ page: params.page, sort: params.filter, search: params.query });
      return r.ok ? ok(listAnswer('rangeProducts', r.value.rows.map(productRowView), r.value.count)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getSingleProduct/:id',
    summary: 'One product with its images and sizes',
    tag: PRODUCTS_TAG,
    params: idParams('Product id'),
    answer: productAnswer.shape.product,
    responses: { 200: 'The product', 400: '`{id}`', 404: 'No product has this id: `{message}`' },
    handler: async ({ params }) => {
      const r = await d.getAdminProduct({ id: params.id });
      return r.ok ? ok(productView(r.value)) : r;
    },
  });

  return router;
}
