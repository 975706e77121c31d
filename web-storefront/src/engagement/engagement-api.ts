import type { BecomeStockistRequest, ConfirmationResponse, FeedbackRequest, NewsletterRequest, NewsletterResponse } from '../../../adapters/http/contract/engagement.js';
import type { ApiClient } from '../../../web-shared/api/client';

/** The shopper forms' calls: newsletter, feedback, stockist inquiries and reviews (storefront.md §7). */
export class EngagementApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  newsletter(body: NewsletterRequest): Promise<NewsletterResponse> {
    return this.#api.post<NewsletterResponse>('/api/guestUsers/newsletter', body);
  }

  feedback(body: FeedbackRequest): Promise<ConfirmationResponse> {
    return this.#api.post<ConfirmationResponse>('/api/reviews/feedback', body);
  }

  becomeStockist(body: BecomeStockistRequest): Promise<ConfirmationResponse> {
    return this.#api.post<ConfirmationResponse>('/api/reviews/becomestockist', body);
  }

  /** Multipart: the review's fields and an optional photo `reviewImage`. */
  newReview(form: FormData): Promise<ConfirmationResponse> {
    return this.#api.post<ConfirmationResponse>('/api/reviews/newReview', form);
  }
}
