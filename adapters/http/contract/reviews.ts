/**
 * JSON shapes of the back office's review calls (admin-api.md "Coupons, reviews, categories").
 * As zod schemas with their inferred types (the SPAs import the types with `import type`). Failures: 400 `{id}` or `{isActive}`, 404
 * `{message}` for an unknown id.
 */
import { z } from 'zod';

/** A review as the back office lists it (admin.md §3). `review`, the names and the product name are shoppers' or staff's text: render them as text. */
export const adminReview = z.object({
  _id: z.guid(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO 8601. */
  lastUpdated: z.iso.datetime(),
  /** The photo's address, or null. */
  reviewImage: z.string().nullable(),
  /** Published (true) or Not Active. */
  isActive: z.boolean(),
  product: z.object({ _id: z.guid(), name: z.string() }),
  /** The registered shopper who wrote it; null for a guest or a deleted account. */
  userId: z.object({ _id: z.guid(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** GET /api/admin/getAdminReviews/{page}: 20 a page, newest first by lastUpdated. */
export const adminReviewsAnswer = z.object({ reviews: z.array(adminReview), count: z.number().int().min(0) });
export type AdminReviewsAnswer = z.infer<typeof adminReviewsAnswer>;

/** POST /api/admin/updateReview/{id} answers the review. */
export interface UpdateReviewRequest {
  isActive: boolean;
}

/** POST /api/admin/deleteAdminReview/{id}: the review deleted and how many are left. */
export const deleteReviewAnswer = z.object({ review: adminReview, count: z.number().int().min(0) });
export type DeleteReviewAnswer = z.infer<typeof deleteReviewAnswer>;
