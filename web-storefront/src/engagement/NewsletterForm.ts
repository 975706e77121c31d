import { shopAnalytics } from '../analytics/analytics-api';
import { makeAutoObservable, runInAction } from 'mobx';
import { validateNewsletterSignup } from '../../../domain/index.js';
import type { CartLineInput } from '../../../adapters/http/contract/cart.js';
import type { EngagementApi } from './engagement-api';
import { ApiError, type FieldErrors } from '../../../web-shared/api/client';
import { errorsOf } from './submit';

export const NEWSLETTER_THANKS = 'Thanks for signing up to our newsletter. Check your email to see your 10% off promo code!';
export const ALREADY_SUBSCRIBED = 'Email address has already subscribed.';

/** The newsletter sign-up of the footer (with first name) and of the welcome modal. */
export class NewsletterForm {
  email = '';
  firstName = '';
  /** Messages under the fields: email (also the general message) and firstName. */
  errors: FieldErrors = {};
  submitting = false;
  done = false;
  readonly #api: Pick<EngagementApi, 'newsletter'>;
  readonly #cart: () => CartLineInput[];

  /** `cart` gives the shopper's current cart, sent along so the guest record keeps it (spec §7). */
  constructor(api: Pick<EngagementApi, 'newsletter'>, cart: () => CartLineInput[] = () => []) {
    this.#api = api;
    this.#cart = cart;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The message under the e-mail field (a message about the whole sign-up shows there too). */
  get error(): string | null {
    return this.errors.email ?? this.errors.message ?? null;
  }

  get firstNameError(): string | null {
    return this.errors.firstName ?? null;
  }

  setEmail(email: string): void {
    this.email = email;
    if (this.error) this.errors = this.errors.firstName ? { firstName: this.errors.firstName } : {};
  }

  setFirstName(firstName: string): void {
    this.firstName = firstName;
    if (this.firstNameError) {
      const { firstName: _cleared, ...rest } = this.errors;
      this.errors = rest;
    }
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const problems = validateNewsletterSignup({ email: this.email, firstName: this.firstName });
    if (Object.keys(problems).length > 0) {
      this.errors = problems;
      return false;
    }
    this.submitting = true;
    this.errors = {};
    try {
      const body = { email: this.email.trim().toLowerCase(), cart: this.#cart(), ...(this.firstName.trim() ? { firstName: this.firstName.trim() } : {}) };
      await this.#api.newsletter(body);
      runInAction(() => {
        this.done = true;
        shopAnalytics.track('Lead');
        this.email = '';
        this.firstName = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const exists = error instanceof ApiError && error.body.userExists === 'true';
        this.errors = exists ? { email: ALREADY_SUBSCRIBED } : errorsOf(error);
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
