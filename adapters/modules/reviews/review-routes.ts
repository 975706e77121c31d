import express, { type Router } from 'express';
import { z } from 'zod';
import type { DeleteReview, ListReviews, SetReviewPublished } from '../../../application/reviews/ports.js';
import { ok } from '../../../domain/result.js';
import { adminPage, adminRoute, idParams, listAnswer } from '../../http/admin-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { deleteReviewAnswer, reviewSchema, reviewsAnswer, reviewView } from './review-views.js';

export interface ReviewRoutesDeps {
  registry: ApiRegistry;
  listReviews: ListReviews;
  setReviewPublished: SetReviewPublished;
  deleteReview: DeleteReview;
}

const TAG = 'Back office: reviews';

/** The back office's review calls (admin-api.md). */
export function reviewRouter(d: ReviewRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getAdminReviews/:page',
    summary: 'A page of reviews (20), published or not, newest first by lastUpdated',
    tag: TAG,
    params: z.object({ page: adminPage }),
    answer: reviewsAnswer,
    responses: { 200: '`{reviews, count}`', 400: '`{page}`' },
    handler: async ({ params }) => {
      const r = await d.listReviews({ page: params.page });
      return r.ok ? ok(listAnswer('reviews', r.value.reviews.map(reviewView), r.value.count)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/updateReview/:id',
    summary: 'Publishes a review (public on its product page at once, counted in the rating) or deactivates it',
    tag: TAG,
    params: idParams('Review id'),
    body: z.object({ isActive: z.boolean({ message: 'Choose whether the review is published (true or false).' }) }),
    answer: reviewSchema,
    responses: { 200: 'The review', 400: '`{id}` or `{isActive}`', 404: 'No review has this id: `{message}`' },
    handler: async ({ params, body, actor }) => {
      const r = await d.setReviewPublished({ actor, id: params.id, isActive: body.isActive });
      return r.ok ? ok(reviewView(r.value)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/deleteAdminReview/:id',
    summary: 'Deletes a review (a published one leaves its product page at once)',
    tag: TAG,
    params: idParams('Review id'),
    answer: deleteReviewAnswer,
    responses: { 200: '`{review, count}`: the review deleted and how many are left', 400: '`{id}`', 404: 'No review has this id: `{message}`' },
    handler: async ({ params, actor }) => {
      const r = await d.deleteReview({ actor, id: params.id });
      return r.ok ? ok({ review: reviewView(r.value.review), count: r.value.count }) : r;
    },
  });

  return router;
}
