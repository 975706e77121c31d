import type { AdminReview, AdminReviewsAnswer, DeleteReviewAnswer } from '../../../adapters/http/contract/reviews.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminReview } from '../../../adapters/http/contract/reviews.js';

/** The back office's review calls (admin-api.md). */
export class ReviewsApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  list(page: number, options: RequestOptions = {}): Promise<AdminReviewsAnswer> {
    return this.#api.get<AdminReviewsAnswer>(adminPath('getAdminReviews', page), options);
  }

  setPublished(id: string, isActive: boolean): Promise<AdminReview> {
    return this.#api.post<AdminReview>(adminPath('updateReview', id), { isActive });
  }

  delete(id: string): Promise<DeleteReviewAnswer> {
    return this.#api.post<DeleteReviewAnswer>(adminPath('deleteAdminReview', id));
  }
}
