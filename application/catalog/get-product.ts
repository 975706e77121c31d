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
    const product = await deps.catalog.findProduct(input.productId);
    if (!product) return fail('not_found', 'This product could not be found.');
    const { reviews } = await deps.catalog.publicReviews(product.id, 0, REVIEWS_PAGE_SIZE);
    return ok({ product, reviews });
  };
}
