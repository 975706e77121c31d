import { z } from 'zod';
import type { makeGetProduct } from '../../../application/catalog/get-product.js';
import type { makeListProducts } from '../../../application/catalog/list-products.js';
import { parseShopSort } from '../../../domain/catalogue.js';
import { ok } from '../../../domain/result.js';
import type { CatalogProduct } from '../../../application/catalog/ports.js';
import { shopSortKey, type ProductDetail } from '../../http/contract/catalog.js';
import { recordId } from '../../http/id-schemas.js';
import { optionalSegment, pageParam } from '../../http/schemas.js';
import { combineHashes, hashBytes, JsonBytes } from './answer-cache.js';
import { preparing, type FastRoute } from './fast-answers.js';
import type { AnswerScope } from './answer-invalidation.js';
import { keptProduct, productView } from './catalog-views.js';
import { KeptProduct } from './kept-product.js';

// The answers of the shop list and product page routes, shared by the routes (catalog-routes.ts) and
// the path before the middleware stack (fast-answers.ts).

/** The shop list's path parameters. */
export const listParams = z.object({
  page: pageParam,
  orderby: shopSortKey.describe('Sort key'),
  productSearch: optionalSegment('Search text, or - for none'),
  category: optionalSegment('Category name, or - for all'),
});

const LIST_OPEN = '{"products":[';

/**
 * The JSON bytes of `{products, count}` (ProductListResponse), written once into the answer from each
 * product's JSON text: a kept product's (KeptProduct, the listing memo's) as it was written once, any
 * other's afresh. No page-sized text is built and copied per request (ADR 091). Its hash, for the
 * ETag, is combined from the products' hashes and the end's. The buffer is the answer's own (not a
 * slice of Node's shared pool), as the answer cache may keep it.
 */
function listJson(products: readonly CatalogProduct[], count: number): JsonBytes {
  const texts: string[] = [];
  const hashes: number[] = [];
  let size = LIST_OPEN.length;
  for (const p of products) {
    const kept = p instanceof KeptProduct ? p : keptProduct(p);
    texts.push(kept.listed);
    hashes.push(kept.listedHash);
    size += kept.listedBytes;
  }
  const end = `],"count":${JSON.stringify(count)}}`;
  size += Math.max(0, texts.length - 1) + end.length;
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = bytes.write(LIST_OPEN, 0, 'latin1');
  texts.forEach((text, i) => {
    if (i > 0) at = bytes.writeUInt8(0x2c, at); // ,
    at += bytes.write(text, at, 'utf8');
  });
  at += bytes.write(end, at, 'latin1');
  if (at !== size) throw new Error(`a list answer took ${at} bytes, not the ${size} counted`);
  hashes.push(hashBytes(bytes.subarray(size - end.length)));
  return new JsonBytes(bytes, combineHashes(hashes));
}

/** One shop list page's answer (`{products, count}`, ProductListResponse, as JSON bytes), what it shows, and whether it is cheap to compute again. */
export async function listAnswer(listProducts: ReturnType<typeof makeListProducts>, params: z.infer<typeof listParams>) {
  const r = await listProducts({ page: params.page, orderby: params.orderby, productSearch: params.productSearch, category: params.category });
  if (!r.ok) return r;
  const value = listJson(r.value.products, r.value.count);
  const scope: AnswerScope = { kind: 'list', sort: parseShopSort(params.orderby), productIds: new Set(r.value.products.map((p) => p.id)) };
  // Without a search the list is read from memory (ListingMemo): cheap to compute again, so kept within a small share.
  return ok({ value, scope, cheap: params.productSearch === null });
}

/** The product page's path parameters. */
export const productParams = z.object({ productid: recordId('Product id') });

/** One product's page with its newest reviews, and what it shows. */
export async function productAnswer(getProduct: ReturnType<typeof makeGetProduct>, params: z.infer<typeof productParams>) {
  const r = await getProduct({ productId: params.productid.toLowerCase() });
  if (!r.ok) return r;
  const value: ProductDetail = productView(r.value.product, r.value.reviews);
  const scope: AnswerScope = { kind: 'product', productId: r.value.product.id };
  return ok({ value, scope });
}

/** The names the routes learn their headers under. */
export const FAST_LIST = 'list';
export const FAST_PRODUCT = 'product';

/** The two routes as the path before the middleware stack answers them (paths exactly as the storefront writes them). */
export function fastCatalogRoutes(d: { listProducts: ReturnType<typeof makeListProducts>; getProduct: ReturnType<typeof makeGetProduct> }): FastRoute[] {
  return [
    {
      name: FAST_LIST,
      path: /^\/api\/products\/getproducts\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/,
      names: ['page', 'orderby', 'productSearch', 'category'],
      prepare: preparing(listParams, (params) => listAnswer(d.listProducts, params)),
    },
    {
      name: FAST_PRODUCT,
      path: /^\/api\/products\/getSpecificProduct\/([^/]+)$/,
      names: ['productid'],
      prepare: preparing(productParams, (params) => productAnswer(d.getProduct, params)),
    },
  ];
}
