import type { UserRepository } from '../accounts/ports.js';
import type { CouponRepository } from '../checkout/ports.js';

export interface FeedbackRecord {
  id: string;
  email: string;
  feedback: string;
  stars: number;
  createdAt: Date;
}

export interface StockistInquiry {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  abn: string;
  category: string;
  website: string;
  instagram: string;
  facebook: string;
  message: string;
  createdAt: Date;
}

export interface NewReviewRecord {
  id: string;
  productId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  review: string;
  rating: number;
  reviewImage: string | null;
  createdAt: Date;
}

/** Shopper submissions (newsletter, feedback, stockist inquiries, reviews). */
export interface EngagementRepository {
  isSubscribed(email: string): Promise<boolean>;
  /** The subscriber with the code mailed to them; false (nothing written) when the e-mail subscribed meanwhile. */
  insertSubscriber(subscriber: { id: string; email: string; firstName: string; couponCode: string; createdAt: Date }): Promise<boolean>;
  insertFeedback(feedback: FeedbackRecord): Promise<void>;
  insertStockistInquiry(inquiry: StockistInquiry): Promise<void>;
  /** Stores a review unpublished; an administrator publishes it. */
  insertReview(review: NewReviewRecord): Promise<void>;
}

/** The stores a submission is saved with, bound to one unit of work: a newsletter sign-up also writes a guest user and a coupon. */
export interface EngagementStores {
  engagement: EngagementRepository;
  users: Pick<UserRepository, 'insert'>;
  coupons: Pick<CouponRepository, 'insert'>;
}
