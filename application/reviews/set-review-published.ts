import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { reviewSnapshot, UNKNOWN_REVIEW, type ReviewStores, type SetReviewPublished } from './ports.js';

/**
 * Publish (isActive true) or Deactivate. Published, the review shows on its product page at once and
 * counts in the product's rating: the change is announced as `review.changed`, on which the
 * catalogue drops its cached answers. Asking for the state it already has changes nothing.
 */
export function makeSetReviewPublished(deps: { uow: UnitOfWork<ReviewStores>; clock: Clock }): SetReviewPublished {
  return async ({ actor, id, isActive }) =>
    deps.uow.run(async (s) => {
      const review = await s.reviews.findByIdForUpdate(id);
      if (!review) return unknownRecord('unknown_review', UNKNOWN_REVIEW);
      if (review.isActive === isActive) return ok(review);
      const changed = { ...review, isActive };
      await s.reviews.setActive(id, isActive);
      await recordChange(s.audit, {
        actor,
        at: deps.clock.now(),
        action: isActive ? 'review.published' : 'review.deactivated',
        entityType: 'review',
        entityId: id,
        before: reviewSnapshot(review),
        after: reviewSnapshot(changed),
      });
      await s.outbox.event('review.changed', { productId: review.product.id, reviewId: id });
      return ok(changed);
    });
}
