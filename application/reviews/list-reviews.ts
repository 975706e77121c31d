import { ADMIN_PAGE_SIZE, pageWindow } from '../../domain/pagination.js';
import { ok } from '../../domain/result.js';
import type { AdminReviewRepository, ListReviews } from './ports.js';

/** One page of the back office's reviews (20), published or not, newest first by lastUpdated. */
export function makeListReviews(deps: { reviews: Pick<AdminReviewRepository, 'page'> }): ListReviews {
  return async ({ page }) => ok(await deps.reviews.page(pageWindow(page, ADMIN_PAGE_SIZE)));
}
