import { z } from 'zod';
import type { AdminReviewRecord } from '../../../application/reviews/ports.js';
import type { AdminReview, AdminReviewsAnswer, DeleteReviewAnswer } from '../../http/contract/reviews.js';

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

export const reviewSchema = z.object({
  _id: z.guid(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lastUpdated: z.iso.datetime(),
  reviewImage: z.string().nullable(),
  isActive: z.boolean(),
  product: z.object({ _id: z.guid(), name: z.string() }),
  userId: z.object({ _id: z.guid(), firstName: z.string(), lastName: z.string() }).nullable(),
}) satisfies z.ZodType<AdminReview>;

export const reviewsAnswer = z.object({ reviews: z.array(reviewSchema), count: z.number().int().min(0) }) satisfies z.ZodType<AdminReviewsAnswer>;
export const deleteReviewAnswer = z.object({ review: reviewSchema, count: z.number().int().min(0) }) satisfies z.ZodType<DeleteReviewAnswer>;
