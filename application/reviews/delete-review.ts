import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { reviewSnapshot, UNKNOWN_REVIEW, type DeleteReview, type ReviewStores } from './ports.js';

/**
 * Deletes a review, keeping what it said in the audit log. A published one leaves the product page
 * and its rating at once (`review.changed`); an unpublished one was never shown, so nothing is announced.
 */
export function makeDeleteReview(deps: { uow: UnitOfWork<ReviewStores>; clock: Clock }): DeleteReview {
  return async ({ actor, id }) =>
    deps.uow.run(async (s) => {
      const review = await s.reviews.findByIdForUpdate(id);
      if (!review) return unknownRecord('unknown_review', UNKNOWN_REVIEW);
      const count = await s.reviews.delete(id);
      await recordChange(s.audit, { actor, at: deps.clock.now(), action: 'review.deleted', entityType: 'review', entityId: id, before: reviewSnapshot(review), after: null });
      if (review.isActive) await s.outbox.event('review.changed', { productId: review.product.id, reviewId: id });
      return ok({ review, count });
    });
}
