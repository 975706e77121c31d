import type { Request, Response } from 'express';
import type { makeGetBestSellers } from '../../../application/catalog/get-best-sellers.js';
import type { makeGetProduct } from '../../../application/catalog/get-product.js';
import type { makeGetYouMayAlsoLike } from '../../../application/catalog/get-you-may-also-like.js';
import type { makeListCategories } from '../../../application/catalog/list-categories.js';
import type { makeListProducts } from '../../../application/catalog/list-products.js';
import { parseShopSort } from '../../../domain/catalogue.js';
import type { ProductDetail } from '../../http/contract/catalog.js';
import type { PageNeeds, PageState } from '../../http/contract/storefront-page.js';
import { recordId } from '../../http/id-schemas.js';
import type { LoadedPage, StorefrontPageSource } from '../../http/storefront-ssr.js';
import type { JsonAnswerCache } from './answer-cache.js';
import type { AnswerScope } from './answer-invalidation.js';
import { productView } from './catalog-views.js';

export interface StorefrontPagesDeps {
  cache: JsonAnswerCache;
  listProducts: ReturnType<typeof makeListProducts>;
  getProduct: ReturnType<typeof makeGetProduct>;
  getBestSellers: ReturnType<typeof makeGetBestSellers>;
  getYouMayAlsoLike: ReturnType<typeof makeGetYouMayAlsoLike>;
  listCategories: ReturnType<typeof makeListCategories>;
}

/** What a cached page's HTML shows (its answer scope) and the change count when its reading began. */
interface Keep {
  scope: AnswerScope;
  startedAt: number;
}

const productId = recordId('Product id');

/**
 * The catalogue data of server-rendered storefront pages, read through the same use cases and views
 * as the JSON answers, and their HTML kept in the same answer cache: a change event that drops a
 * product's or a list's JSON answer drops its page too (ADR 050).
 */
export function storefrontPages(d: StorefrontPagesDeps): StorefrontPageSource {
  return {
    async load(needs: PageNeeds): Promise<LoadedPage> {
      const startedAt = d.cache.begin();
      const state: PageState = {};
      let scope: AnswerScope | undefined;
      const reads: Promise<void>[] = [];
      if (needs.list) {
        const query = needs.list;
        reads.push(
          d.listProducts({ page: query.page, orderby: query.orderby, productSearch: query.productSearch || null, category: query.category || null }).then((r) => {
            if (!r.ok) return;
            state.list = { query, answer: { products: r.value.products.map((p) => productView(p)), count: r.value.count } };
            scope = { kind: 'list', sort: parseShopSort(query.orderby), productIds: new Set(r.value.products.map((p) => p.id)) };
          }),
        );
      }
      if (needs.categories) {
        reads.push(
          d.listCategories().then((r) => {
            if (r.ok) state.categories = r.value.map((c) => ({ _id: c.id, name: c.name }));
          }),
        );
      }
      if (needs.bestSellers) {
        reads.push(
          d.getBestSellers({ cartProductIds: [] }).then((r) => {
            if (!r.ok) return;
            state.bestSellers = r.value.map((p) => productView(p));
            // The home page shows best sellers: dropped like a best-selling list page.
            scope = { kind: 'list', sort: 'bestselling', productIds: new Set(r.value.map((p) => p.id)) };
          }),
        );
      }
      if (needs.productId !== undefined) {
        const id = needs.productId;
        reads.push(
          (async () => {
            const parsed = productId.safeParse(id);
            const r = parsed.success ? await d.getProduct({ productId: parsed.data }) : undefined;
            if (!r?.ok) {
              state.product = { id, detail: null, related: [] };
              return;
            }
            const detail = productView(r.value.product, r.value.reviews) as ProductDetail;
            const related = await d.getYouMayAlsoLike({ productId: r.value.product.id, category: detail.category });
            state.product = { id, detail, related: related.ok ? related.value.map((p) => productView(p)) : [] };
            scope = { kind: 'product', productId: r.value.product.id };
          })(),
        );
      }
      await Promise.all(reads);
      const keep: Keep | undefined = scope && { scope, startedAt };
      return keep ? { state, keep } : { state };
    },
    trySend: (key: string, req: Request, res: Response) => d.cache.trySend(key, req, res),
    keepAndSend(key: string, page: LoadedPage, html: string, req: Request, res: Response) {
      const keep = page.keep as Keep;
      d.cache.storeBody(key, keep.scope, Buffer.from(html), 'text/html; charset=utf-8', keep.startedAt, req, res);
    },
  };
}
