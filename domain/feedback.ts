import { isValidEmail } from './address.js';
import type { FieldErrors } from './result.js';

/** Feedback (storefront spec §3, §5): 1 to 5 whole stars and a valid e-mail are required; the comment is optional, at most 2000 characters. */
export const FEEDBACK_MAX_LENGTH = 2000;

export interface FeedbackInput {
  readonly email?: string | null;
  readonly feedback?: string | null;
  /** As sent: anything but a whole number from 1 to 5 is refused. */
  readonly stars?: unknown;
}

/** Field → message for feedback (stars, email, feedback); every bad field at once. */
export function validateFeedback(input: FeedbackInput): FieldErrors {
  const errors: FieldErrors = {};
  const stars = input.stars;
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) errors.stars = 'Please choose from 1 to 5 stars.';
  const email = (input.email ?? '').trim();
  if (email === '') errors.email = 'Email is required.';
  else if (!isValidEmail(email)) errors.email = 'Invalid email';
  if ([...(input.feedback ?? '').trim()].length > FEEDBACK_MAX_LENGTH) errors.feedback = `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters.`;
  return errors;
}
