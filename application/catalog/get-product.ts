import { REVIEWS_PAGE_SIZE } from '../../domain/pagination.js';
import type { CatalogProduct, CatalogReader, PublicReview } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

export interface ProductDetail {
  product: CatalogProduct;
  /** The 10 newest published reviews. */
  reviews: PublicReview[];
}

/** One visible product with its newest published reviews. */
export function makeGetProduct(deps: { catalog: CatalogReader }) {
  return async (input: { productId: string }): Promise<Result<ProductDetail>> => {
    const page = await deps.catalog.productPage(input.productId, REVIEWS_PAGE_SIZE);
    if (!page) return fail('not_found', 'This product could not be found.');
    return ok(page);
  };
}
