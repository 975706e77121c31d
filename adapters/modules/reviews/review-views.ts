import type { AdminReviewRecord } from '../../../application/reviews/ports.js';
import type { AdminReview } from '../../http/contract/reviews.js';

/** A review on the wire of the back office (admin.md §3). */
export const reviewView = (r: AdminReviewRecord): AdminReview => ({
  _id: r.id,
  rating: r.rating,
  review: r.review,
  firstName: r.firstName,
  lastName: r.lastName,
  lastUpdated: r.lastUpdated.toISOString(),
  reviewImage: r.reviewImage,
  isActive: r.isActive,
  product: { _id: r.product.id, name: r.product.name },
  userId: r.user && { _id: r.user.id, firstName: r.user.firstName, lastName: r.user.lastName },
});

export { adminReview as reviewSchema, adminReviewsAnswer as reviewsAnswer, deleteReviewAnswer } from '../../http/contract/reviews.js';
