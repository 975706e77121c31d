/**
 * JSON shapes of the back office's review calls (admin-api.md "Coupons, reviews, categories").
 * Types only: the SPAs import them with `import type`. Failures: 400 `{id}` or `{isActive}`, 404
 * `{message}` for an unknown id.
 */
import type { AdminList } from './admin.js';

/** A review as the back office lists it (admin.md §3). `review`, the names and the product name are shoppers' or staff's text: render them as text. */
export interface AdminReview {
  _id: string;
  rating: number;
  review: string;
  firstName: string;
  lastName: string;
  /** ISO 8601. */
  lastUpdated: string;
  /** The photo's address, or null. */
  reviewImage: string | null;
  /** Published (true) or Not Active. */
  isActive: boolean;
  product: { _id: string; name: string };
  /** The registered shopper who wrote it; null for a guest or a deleted account. */
  userId: { _id: string; firstName: string; lastName: string } | null;
}

/** GET /api/admin/getAdminReviews/{page}: 20 a page, newest first by lastUpdated. */
export type AdminReviewsAnswer = AdminList<'reviews', AdminReview>;

/** POST /api/admin/updateReview/{id} answers the review. */
export interface UpdateReviewRequest {
  isActive: boolean;
}

/** POST /api/admin/deleteAdminReview/{id}: the review deleted and how many are left. */
export interface DeleteReviewAnswer {
  review: AdminReview;
  count: number;
}
