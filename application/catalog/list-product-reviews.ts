import { paginate, REVIEWS_PAGE_SIZE } from '../../domain/pagination.js';
import type { CatalogReader, PublicReview } from './ports.js';
import { fail, invalid, ok, type Result } from '../../domain/result.js';

export interface ReviewPage {
  reviews: PublicReview[];
  count: number;
  page: number;
  pageCount: number;
}

/** Published reviews of a product, 10 per page, newest first (Read More fetches the next page). */
export function makeListProductReviews(deps: { catalog: CatalogReader }) {
  return async (input: { productId: string; page: number }): Promise<Result<ReviewPage>> => {
    if (!Number.isSafeInteger(input.page) || input.page < 1) return invalid({ page: 'Page must be a whole number of at least 1.' });
    const product = await deps.catalog.findProduct(input.productId);
    if (!product) return fail('not_found', 'This product could not be found.');
    const page = paginate(input.page, product.reviewCount, REVIEWS_PAGE_SIZE);
    const { reviews, count } = await deps.catalog.publicReviews(product.id, page.offset, page.limit);
    return ok({ reviews, count, page: page.page, pageCount: page.pageCount });
  };
}
