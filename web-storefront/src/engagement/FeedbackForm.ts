import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldErrors } from '../../../web-shared/api/client';
import type { EngagementApi } from './engagement-api';
import { errorsOf } from './submit';

export const FEEDBACK_THANKS = 'Thanks for you feedback!';

/** The feedback modal: stars, e-mail and an optional comment. */
export class FeedbackForm {
  stars = 0;
  email = '';
  feedback = '';
  errors: FieldErrors = {};
  submitting = false;
  done = false;
  readonly #api: Pick<EngagementApi, 'feedback'>;

  constructor(api: Pick<EngagementApi, 'feedback'>) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setStars(stars: number): void {
    this.stars = stars;
    this.errors = { ...this.errors, stars: '' };
  }

  setEmail(email: string): void {
    this.email = email;
  }

  setFeedback(feedback: string): void {
    this.feedback = feedback;
  }

  reset(): void {
    this.stars = 0;
    this.email = '';
    this.feedback = '';
    this.errors = {};
    this.done = false;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.errors = {};
    try {
      await this.#api.feedback({ email: this.email.trim(), feedback: this.feedback.trim(), stars: this.stars });
      runInAction(() => (this.done = true));
      return true;
    } catch (error) {
      runInAction(() => (this.errors = errorsOf(error)));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
