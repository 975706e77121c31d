/**
 * Wire shapes of the shopper forms: newsletter, feedback, stockist inquiries and reviews (spec
 * storefront.md §7), as zod schemas with their inferred types (the SPAs import the types with
 * `import type`).
 */
import { z } from 'zod';
import type { CartLineInput } from './cart.js';

/** POST /api/guestUsers/newsletter. */
export interface NewsletterRequest {
  email: string;
  cart?: CartLineInput[];
  firstName?: string;
}

/** 201 with the guest user; 409 `{email: 'Email address has already subscribed.', userExists: true}` when already subscribed. */
export const newsletterAnswer = z.object({ user: z.object({ _id: z.string(), email: z.string(), firstName: z.string(), registeredUser: z.literal(false) }) });
export type NewsletterResponse = z.infer<typeof newsletterAnswer>;

export interface NewsletterExistsResponse {
  email: string;
  userExists: true;
}

/** POST /api/reviews/feedback. */
export interface FeedbackRequest {
  email: string;
  feedback?: string;
  stars: number;
}

/** POST /api/reviews/becomestockist. */
export interface BecomeStockistRequest {
  fullName: string;
  email: string;
  phoneNumber?: string;
  businessName?: string;
  /** 11 digits (spaces allowed) with a valid ABN checksum, or empty. */
  abn?: string;
  category?: string;
  /** An http(s) address or a bare domain (stored as https://…); any other scheme is refused. */
  website?: string;
  /** A handle (@name) or a link to the Instagram page, stored as the page's https address. */
  instagram?: string;
  /** A page name or a link to the Facebook page, stored as the page's https address. */
  facebook?: string;
  message: string;
}

/** POST /api/reviews/newReview is multipart/form-data with these fields (+ optional file `reviewImage`, png or jpeg, ≤ 5 MB). */
export interface NewReviewFields {
  review: string;
  firstName: string;
  lastName: string;
  email: string;
  productId: string;
  /** '1'–'5'. */
  rating: string;
  /** JSON of CartLineInput[] (optional, ignored by the server beyond validation). */
  cart?: string;
}

/** Answer of the three forms and of newReview (201). */
export const confirmationAnswer = z.object({ success: z.literal(true), message: z.string() });
export type ConfirmationResponse = z.infer<typeof confirmationAnswer>;
