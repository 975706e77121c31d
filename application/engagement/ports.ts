import type { Coupon } from '../../domain/coupon.js';
import type { OutboxMessage } from '../platform/outbox.js';

export interface NewsletterSignup {
  guestUserId: string;
  subscriberId: string;
  couponId: string;
  email: string;
  firstName: string;
  coupon: Coupon;
  createdAt: Date;
}

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

/**
 * Shopper submissions (newsletter, feedback, stockist inquiries, reviews). Each write stores the record
 * and its outbox messages (notification mails) in one transaction.
 */
export interface EngagementRepository {
  isSubscribed(email: string): Promise<boolean>;
  /** Guest user, subscriber row and coupon; false (nothing written) when the e-mail subscribed meanwhile. */
  subscribe(signup: NewsletterSignup, messages: readonly OutboxMessage[]): Promise<boolean>;
  saveFeedback(feedback: FeedbackRecord, messages: readonly OutboxMessage[]): Promise<void>;
  saveStockistInquiry(inquiry: StockistInquiry, messages: readonly OutboxMessage[]): Promise<void>;
  saveReview(review: NewReviewRecord, messages: readonly OutboxMessage[]): Promise<void>;
}
