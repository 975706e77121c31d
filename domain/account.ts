import { isValidEmail, REQUIRED } from './address.js';
import { passwordProblem, type PasswordOwner, type PasswordPolicy } from './password-policy.js';
import { personNameProblem } from './person-name.js';
import type { FieldErrors } from './result.js';

/**
 * Account rules. Decisions where the spec is silent: passwords follow domain/password-policy.ts;
 * codes use the URL-safe base64 alphabet; review images must be image/png or image/jpeg; names follow
 * the one name rule (./person-name.ts); a review text at most 5000.
 */
export const MIN_CODE_LENGTH = 16;
export const DEFAULT_CODE_LENGTH = 32;

/** Whether a code from a link is worth checking (the page redirects home below 16 characters). */
export const isPlausibleCode = (code: string | null | undefined): boolean => typeof code === 'string' && code.length >= MIN_CODE_LENGTH && code.length <= 1024 && /^[A-Za-z0-9_-]+$/.test(code);

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const REVIEW_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** firstName and lastName under the name rule, both required. */
function nameErrors(input: { readonly firstName?: string | null; readonly lastName?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  const first = personNameProblem(input.firstName, { label: 'First name' });
  if (first) errors.firstName = first;
  const last = personNameProblem(input.lastName, { label: 'Last name' });
  if (last) errors.lastName = last;
  return errors;
}

export interface ReviewInput {
  readonly rating?: number | string | null;
  readonly review?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  /** Content type of the uploaded image (sniffed from the bytes), if one was sent. */
  readonly imageContentType?: string | null;
}

/** Field → message for a new review (rating, review, firstName, lastName, email, reviewImage). */
export function validateReview(input: ReviewInput): FieldErrors {
  const errors: FieldErrors = {};
  const rating = typeof input.rating === 'string' && input.rating.trim() !== '' ? Number(input.rating) : input.rating;
  if (rating === undefined || rating === null || rating === '') errors.rating = 'Please choose a rating.';
  else if (!Number.isInteger(rating) || (rating as number) < 1 || (rating as number) > 5) errors.rating = 'Rating must be a whole number from 1 to 5.';
  if (blank(input.review)) errors.review = REQUIRED;
  else if ((input.review ?? '').trim().length > 5000) errors.review = 'Review must be at most 5000 characters.';
  Object.assign(errors, nameErrors(input));
  if (blank(input.email)) errors.email = REQUIRED;
  else if (!isValidEmail(input.email ?? '')) errors.email = 'Invalid email';
  if (!blank(input.imageContentType) && !(REVIEW_IMAGE_TYPES as readonly string[]).includes((input.imageContentType ?? '').toLowerCase())) {
    errors.reviewImage = 'Only PNG or JPEG images are accepted.';
  }
  return errors;
}

export interface RegistrationInput {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
  readonly password2?: string | null;
  readonly agreement?: boolean | null;
}

/** Field → message for registration (firstName, lastName, email, password, password2, agreement). */
export function validateRegistration(input: RegistrationInput, passwords: PasswordPolicy): FieldErrors {
  const errors: FieldErrors = {};
  Object.assign(errors, nameErrors(input));
  if (blank(input.email)) errors.email = REQUIRED;
  else if (!isValidEmail(input.email ?? '')) errors.email = 'Please enter a valid email address.';
  const problem = passwordProblem(input.password, passwords, input);
  if (problem) errors.password = problem;
  if (blank(input.password2)) errors.password2 = REQUIRED;
  else if (input.password2 !== input.password) errors.password2 = 'Passwords must match.';
  if (input.agreement !== true) errors.agreement = 'Please accept the terms of use and privacy policy.';
  return errors;
}

/** Field → message for the reset-password page (password1, password2); `owner` is the account's e-mail and names. */
export function validateNewPassword(password1: string | null | undefined, password2: string | null | undefined, passwords: PasswordPolicy, owner: PasswordOwner = {}): FieldErrors {
  const errors: FieldErrors = {};
  const problem = passwordProblem(password1, passwords, owner);
  if (problem) errors.password1 = problem;
  if (blank(password2)) errors.password2 = REQUIRED;
  else if (password1 !== password2) errors.password2 = 'Passwords must match.';
  return errors;
}

/** Login submit is enabled once e-mail and password are non-empty. */
export const canSubmitLogin = (email: string, password: string): boolean => email.trim() !== '' && password !== '';

/** Reset-password submit is enabled once both passwords are non-empty. */
export const canSubmitNewPassword = (password1: string, password2: string): boolean => password1 !== '' && password2 !== '';

/** Newsletter popup e-mail: 'Required' when empty, 'Invalid email' when malformed, else null. */
export function newsletterEmailProblem(email: string | null | undefined): 'Required' | 'Invalid email' | null {
  if (blank(email)) return 'Required';
  return isValidEmail(email ?? '') ? null : 'Invalid email';
}

/** Field → message for a newsletter sign-up: the e-mail, and the first name when the footer form sends one. */
export function validateNewsletterSignup(input: { readonly email?: string | null; readonly firstName?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  const email = newsletterEmailProblem(input.email);
  if (email) errors.email = email;
  const firstName = personNameProblem(input.firstName, { label: 'First name', required: false });
  if (firstName) errors.firstName = firstName;
  return errors;
}
