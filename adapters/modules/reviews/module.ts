import { makeDeleteReview } from '../../../application/reviews/delete-review.js';
import { makeListReviews } from '../../../application/reviews/list-reviews.js';
import type { ReviewStores } from '../../../application/reviews/ports.js';
import { makeSetReviewPublished } from '../../../application/reviews/set-review-published.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import type { ShopModule } from '../../platform/module.js';
import { AUDIT, T } from '../../platform/tokens.js';
import { postgresAdminReviewRepository } from './admin-review-repository.js';
import { reviewRouter } from './review-routes.js';

/** The back office's reviews: list, publish and deactivate, delete. Every change audited and announced as `review.changed`. */
export const reviewsModule: ShopModule = {
  name: 'reviews',
  routers(c) {
    const uow = unitOfWorkIn<ReviewStores>(c, (tx) => ({ reviews: postgresAdminReviewRepository(tx), audit: c.get(AUDIT.logIn)(tx) }));
    const clock = c.get(T.clock);
    return [
      reviewRouter({
        registry: c.get(T.registry),
        listReviews: makeListReviews({ reviews: postgresAdminReviewRepository(c.get(T.db)) }),
        setReviewPublished: makeSetReviewPublished({ uow, clock }),
        deleteReview: makeDeleteReview({ uow, clock }),
      }),
    ];
  },
};
