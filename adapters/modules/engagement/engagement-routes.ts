import express, { type Router } from 'express';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';
import type { makeApplyAsStockist } from '../../../application/engagement/apply-as-stockist.js';
import type { makeSendFeedback } from '../../../application/engagement/send-feedback.js';
import type { makeSubmitReview } from '../../../application/engagement/submit-review.js';
import type { makeSubscribeNewsletter } from '../../../application/engagement/subscribe-newsletter.js';
import { ok } from '../../../domain/result.js';
import { validateNewsletterSignup, validateReview } from '../../../domain/account.js';
import { validateFeedback } from '../../../domain/feedback.js';
import { validateStockistInquiry } from '../../../domain/stockist-inquiry.js';
import { apiRoute } from '../../http/api-route.js';
import type { ConfirmationResponse, NewsletterResponse } from '../../http/contract/engagement.js';
import { formRateLimit } from '../../http/rate-limit.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { reviewUpload } from './review-upload.js';
import { confirmationAnswer, feedbackBody, newReviewBody, newsletterAnswer, newsletterBody, stockistBody } from '../../http/contract/engagement.js';

export interface EngagementRoutesDeps {
  registry: ApiRegistry;
  rateLimiter: RateLimiter;
  subscribeNewsletter: ReturnType<typeof makeSubscribeNewsletter>;
  sendFeedback: ReturnType<typeof makeSendFeedback>;
  applyAsStockist: ReturnType<typeof makeApplyAsStockist>;
  submitReview: ReturnType<typeof makeSubmitReview>;
}

const TAG = 'Shopper forms';

export function engagementRouter(d: EngagementRoutesDeps): Router {
  const router = express.Router();
  const confirm = (message: string): ConfirmationResponse => ({ success: true, message });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/guestUsers/newsletter',
    summary: 'Subscribe to the newsletter (mails a one-time 10% promo code)',
    description: "409 {email: 'Email address has already subscribed.', userExists: true} when the address already subscribed.",
    tag: TAG,
    auth: 'public',
    before: [formRateLimit(d.rateLimiter, 'newsletter', 20)],
    body: newsletterBody,
    formRules: validateNewsletterSignup,
    answer: newsletterAnswer,
    responses: { 201: '{user}', 400: '{email|firstName: message}', 409: '{email, userExists: true}', 429: 'Too many submissions' },
    status: 201,
    handler: async ({ body }) => {
      const r = await d.subscribeNewsletter({ email: body.email, firstName: body.firstName ?? null });
      if (!r.ok) return r;
      const answer: NewsletterResponse = { user: { _id: r.value.guestUserId, email: r.value.email, firstName: r.value.firstName, registeredUser: false } };
      return ok(answer);
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/reviews/feedback',
    summary: 'Send feedback (stars and e-mail)',
    tag: TAG,
    auth: 'public',
    before: [formRateLimit(d.rateLimiter, 'feedback', 20)],
    body: feedbackBody,
    formRules: validateFeedback,
    answer: confirmationAnswer,
    responses: { 201: '{success, message}', 400: '{field: message}', 429: 'Too many submissions' },
    status: 201,
    handler: async ({ body }) => {
      const r = await d.sendFeedback({ email: body.email, feedback: body.feedback ?? null, stars: body.stars });
      return r.ok ? ok(confirm(r.value.message)) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/reviews/becomestockist',
    summary: 'Apply to become a stockist',
    description:
      'abn, when given, must be an 11-digit Australian Business Number with a valid checksum (spaces allowed). website is an http(s) address or a bare domain (stored as https://…); ' +
      'instagram and facebook are a handle or a link to that site, stored as the https address of the page. Any other scheme (javascript:, data:…) is refused.',
    tag: TAG,
    auth: 'public',
    before: [formRateLimit(d.rateLimiter, 'stockist', 10)],
    body: stockistBody,
    formRules: validateStockistInquiry,
    answer: confirmationAnswer,
    responses: { 201: '{success, message}', 400: '{field: message}', 429: 'Too many submissions' },
    status: 201,
    handler: async ({ body }) => {
      const r = await d.applyAsStockist(body);
      return r.ok ? ok(confirm(r.value.message)) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/reviews/newReview',
    summary: 'Write a review (multipart/form-data; published only after an administrator checks it)',
    description:
      'Fields review, firstName, lastName, email, productId, rating (1–5), cart (JSON, optional) and an optional file reviewImage: PNG or JPEG by its content, at most 5 MB (413 beyond). ' +
      "The photo is re-encoded as WebP at 320/640/960 px without metadata. A signed-in caller's review shows as Verified.",
    tag: TAG,
    auth: 'public',
    before: [formRateLimit(d.rateLimiter, 'review', 20), reviewUpload],
    body: newReviewBody,
    formRules: (f) => validateReview({ ...f, rating: f.rating ?? null }),
    answer: confirmationAnswer,
    responses: { 201: '{success, message}', 400: '{field: message}', 404: 'No such product', 413: '{reviewImage: message}', 429: 'Too many submissions' },
    status: 201,
    handler: async ({ body, req }) => {
      const r = await d.submitReview({
        productId: body.productId.toLowerCase(),
        rating: body.rating,
        review: body.review,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        image: req.file ? new Uint8Array(req.file.buffer) : null,
        userId: req.user?.userId ?? null,
      });
      return r.ok ? ok(confirm(r.value.message)) : r;
    },
  });

  return router;
}
