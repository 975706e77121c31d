import { makeAutoObservable, runInAction } from 'mobx';
import { REQUIRED, REVIEW_IMAGE_TYPES, isValidEmail, personNameProblem } from '../../../domain/index.js';
import type { FieldErrors } from '../../../web-shared/api/client';
import type { EngagementApi } from './engagement-api';
import { errorsOf } from './submit';

export type ReviewStep = 'rating' | 'photo' | 'review' | 'about' | 'thanks';
export const REVIEW_STEPS: readonly ReviewStep[] = ['rating', 'photo', 'review', 'about', 'thanks'];
export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG or JPEG image.';
/** The server refuses larger photos; saying so here spares a long upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** The Write a Review wizard: rating → optional photo → text → about you → thanks (spec §4). */
export class ReviewWizard<F extends ImageFile = File> {
  step: ReviewStep = 'rating';
  rating = 0;
  image: F | null = null;
  review = '';
  firstName = '';
  lastName = '';
  email = '';
  errors: FieldErrors = {};
  submitting = false;
  readonly productId: string;
  readonly #api: Pick<EngagementApi, 'newReview'>;
  readonly #toForm: (fields: Record<string, string>, image: F | null) => FormData;

  constructor(api: Pick<EngagementApi, 'newReview'>, productId: string, toForm: (fields: Record<string, string>, image: F | null) => FormData = defaultForm) {
    this.#api = api;
    this.productId = productId;
    this.#toForm = toForm;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get stepNumber(): number {
    return REVIEW_STEPS.indexOf(this.step) + 1;
  }

  /** Step 2's button: Skip without a photo, Next with one. */
  get photoButtonLabel(): 'Skip' | 'Next' {
    return this.image ? 'Next' : 'Skip';
  }

  /** Choosing a rating moves on. */
  chooseRating(rating: number): void {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) return;
    this.rating = rating;
    this.step = 'photo';
  }

  chooseImage(file: F | null): void {
    const { reviewImage: _dropped, ...rest } = this.errors;
    this.errors = rest;
    if (file === null) {
      this.image = null;
      return;
    }
    if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
      this.image = null;
      this.errors = { ...rest, reviewImage: IMAGE_TYPE_MESSAGE };
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      this.image = null;
      this.errors = { ...rest, reviewImage: 'The photo must be at most 5 MB.' };
      return;
    }
    this.image = file;
  }

  set(field: 'review' | 'firstName' | 'lastName' | 'email', value: string): void {
    this[field] = value;
    if (this.errors[field]) {
      const { [field]: _cleared, ...rest } = this.errors;
      this.errors = rest;
    }
  }

  back(): void {
    const index = REVIEW_STEPS.indexOf(this.step);
    if (index > 0 && this.step !== 'thanks') this.step = REVIEW_STEPS[index - 1] ?? 'rating';
  }

  /** Leaves the photo step (Skip or Next). */
  afterPhoto(): void {
    if (this.step === 'photo') this.step = 'review';
  }

  /** Leaves the text step once a review is written. */
  afterReview(): boolean {
    if (this.review.trim() === '') {
      this.errors = { ...this.errors, review: REQUIRED };
      return false;
    }
    this.step = 'about';
    return true;
  }

  #aboutErrors(): FieldErrors {
    const errors: Record<string, string> = {};
    const firstName = personNameProblem(this.firstName, { label: 'First name' });
    if (firstName) errors.firstName = firstName;
    const lastName = personNameProblem(this.lastName, { label: 'Last name' });
    if (lastName) errors.lastName = lastName;
    if (this.email.trim() === '') errors.email = REQUIRED;
    else if (!isValidEmail(this.email.trim())) errors.email = 'Invalid email';
    return errors;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const errors = this.#aboutErrors();
    if (Object.keys(errors).length > 0) {
      this.errors = errors;
      return false;
    }
    this.submitting = true;
    this.errors = {};
    const fields = {
      review: this.review.trim(),
      firstName: this.firstName.trim(),
      lastName: this.lastName.trim(),
      email: this.email.trim().toLowerCase(),
      productId: this.productId,
      rating: String(this.rating),
    };
    try {
      await this.#api.newReview(this.#toForm(fields, this.image));
      runInAction(() => (this.step = 'thanks'));
      return true;
    } catch (error) {
      runInAction(() => {
        this.errors = errorsOf(error);
        // Send the shopper back to the step whose field the server refused.
        if (this.errors.rating) this.step = 'rating';
        else if (this.errors.reviewImage) this.step = 'photo';
        else if (this.errors.review) this.step = 'review';
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

function defaultForm(fields: Record<string, string>, image: ImageFile | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image instanceof Blob) form.append('reviewImage', image, image.name);
  return form;
}
