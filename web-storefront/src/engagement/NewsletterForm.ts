import { makeAutoObservable, runInAction } from 'mobx';
import { newsletterEmailProblem } from '../../../domain/index.js';
import type { CartLineInput } from '../../../adapters/http/contract/cart.js';
import type { CatalogApi } from '../catalog/catalog-api';
import { ApiError } from '../../../web-shared/api/client';
import { errorsOf } from './submit';

export const NEWSLETTER_THANKS = 'Thanks for signing up to our newsletter. Check your email to see your 10% off promo code!';
export const ALREADY_SUBSCRIBED = 'Email address has already subscribed.';

/** The newsletter sign-up of the footer (with first name) and of the welcome modal. */
export class NewsletterForm {
  email = '';
  firstName = '';
  error: string | null = null;
  submitting = false;
  done = false;
  readonly #api: Pick<CatalogApi, 'newsletter'>;
  readonly #cart: () => CartLineInput[];

  /** `cart` gives the shopper's current cart, sent along so the guest record keeps it (spec §7). */
  constructor(api: Pick<CatalogApi, 'newsletter'>, cart: () => CartLineInput[] = () => []) {
    this.#api = api;
    this.#cart = cart;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setEmail(email: string): void {
    this.email = email;
    if (this.error) this.error = null;
  }

  setFirstName(firstName: string): void {
    this.firstName = firstName;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const problem = newsletterEmailProblem(this.email);
    if (problem) {
      this.error = problem;
      return false;
    }
    this.submitting = true;
    this.error = null;
    try {
      const body = { email: this.email.trim().toLowerCase(), cart: this.#cart(), ...(this.firstName.trim() ? { firstName: this.firstName.trim() } : {}) };
      await this.#api.newsletter(body);
      runInAction(() => {
        this.done = true;
        this.email = '';
        this.firstName = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const exists = error instanceof ApiError && error.body.userExists === 'true';
        const errors = errorsOf(error);
        this.error = exists ? ALREADY_SUBSCRIBED : (errors.email ?? errors.message ?? null);
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
