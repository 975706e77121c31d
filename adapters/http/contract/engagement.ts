/**
 * Wire shapes of the shopper forms: newsletter, feedback, stockist inquiries and reviews (spec
 * storefront.md §7), as zod schemas with their inferred types (the SPAs import the types with
 * `import type`).
 */
import { z } from 'zod';
import { recordId } from '../id-schemas.js';
import { cartInput } from '../schemas.js';

const text = (max: number) => z.string({ message: 'Must be text.' }).max(max, `At most ${max} characters.`);

/** POST /api/guestUsers/newsletter. */
export const newsletterBody = z.object({ email: text(254).optional().default(''), cart: cartInput.optional(), firstName: text(200).optional() });
export type NewsletterRequest = z.input<typeof newsletterBody>;

/** 201 with the guest user; 409 `{email: 'Email address has already subscribed.', userExists: true}` when already subscribed. */
export const newsletterAnswer = z.object({ user: z.object({ _id: z.string(), email: z.string(), firstName: z.string(), registeredUser: z.literal(false) }) });
export type NewsletterResponse = z.infer<typeof newsletterAnswer>;

export interface NewsletterExistsResponse {
  email: string;
  userExists: true;
}

/** POST /api/reviews/feedback. */
export const feedbackBody = z.object({ email: text(254).optional().default(''), feedback: text(20_000).optional(), stars: z.number({ message: 'Please choose from 1 to 5 stars.' }) });
export type FeedbackRequest = z.input<typeof feedbackBody>;

/** POST /api/reviews/becomestockist. */
export const stockistBody = z.object({
  fullName: text(100).optional(),
  email: text(254).optional(),
  phoneNumber: text(30).optional(),
  businessName: text(120).optional(),
  abn: text(20).optional(),
  category: text(60).optional(),
  website: text(200).optional(),
  instagram: text(200).optional(),
  facebook: text(200).optional(),
  message: text(5000).optional(),
});
export type BecomeStockistRequest = z.input<typeof stockistBody>;

/** POST /api/reviews/newReview is multipart/form-data with these fields (+ optional file `reviewImage`, png or jpeg, ≤ 5 MB). */
export const newReviewBody = z.object({
  review: text(5000).optional().default(''),
  firstName: text(200).optional().default(''),
  lastName: text(200).optional().default(''),
  email: text(254).optional().default(''),
  productId: recordId('Product id'),
  rating: z.union([z.string(), z.number()]).optional().default('').transform(String),
  cart: text(20_000).optional(),
});
export type NewReviewFields = z.input<typeof newReviewBody>;

/** Answer of the three forms and of newReview (201). */
export const confirmationAnswer = z.object({ success: z.literal(true), message: z.string() });
export type ConfirmationResponse = z.infer<typeof confirmationAnswer>;
