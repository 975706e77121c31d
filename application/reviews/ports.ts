import type { Result } from '../../domain/result.js';
import type { Actor, AuditStores } from '../audit/ports.js';

// The back office's reviews: list, publish and deactivate, delete. Shoppers write reviews through
// the engagement module and read the published ones through the catalog; this module owns the
// moderation and announces each change as the catalogue event `review.changed` (ADR 036).

/** A review as the back office lists it. */
export interface AdminReviewRecord {
  id: string;
  rating: number;
  /** The shopper's own words: shown as text, never as markup. */
  review: string;
  firstName: string;
  lastName: string;
  lastUpdated: Date;
  reviewImage: string | null;
  isActive: boolean;
  product: { id: string; name: string };
  /** The registered shopper who wrote it (null for a guest, or a deleted account). */
  user: { id: string; firstName: string; lastName: string } | null;
}

export interface AdminReviewRepository {
  /** A page of reviews, newest first by lastUpdated (then by id), and how many there are in all. */
  page(window: { offset: number; limit: number }): Promise<{ reviews: AdminReviewRecord[]; count: number }>;
  /** The review, its row locked until the transaction ends. */
  findByIdForUpdate(id: string): Promise<AdminReviewRecord | undefined>;
  setActive(id: string, isActive: boolean): Promise<void>;
  /** Deletes the review and answers how many are left. */
  delete(id: string): Promise<number>;
}

/** What a reviews unit of work binds: the reviews and the audit log. */
export interface ReviewStores extends AuditStores {
  reviews: AdminReviewRepository;
}

/** The audited fields of a review. */
export const reviewSnapshot = (r: Pick<AdminReviewRecord, 'rating' | 'review' | 'isActive' | 'firstName' | 'lastName' | 'product'>) => ({
  isActive: r.isActive,
  rating: r.rating,
  review: r.review,
  firstName: r.firstName,
  lastName: r.lastName,
  productId: r.product.id,
});

export const UNKNOWN_REVIEW = 'We could not find that review. It may have been deleted.';

export type ListReviews = (input: { page: number }) => Promise<Result<{ reviews: AdminReviewRecord[]; count: number }>>;
export type SetReviewPublished = (input: { actor: Actor; id: string; isActive: boolean }) => Promise<Result<AdminReviewRecord, 'unknown_review'>>;
export type DeleteReview = (input: { actor: Actor; id: string }) => Promise<Result<{ review: AdminReviewRecord; count: number }, 'unknown_review'>>;
