import { isValidEmail } from '../../domain/address.js';
import type { Clock } from '../platform/clock.js';
import type { EngagementStores } from './ports.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { invalid, ok, type Result } from '../../domain/result.js';

export const FEEDBACK_THANKS = 'Thanks for you feedback!';

/** Stores shopper feedback (stars, e-mail, optional text) and tells the shop. */
export function makeSendFeedback(deps: { uow: UnitOfWork<EngagementStores>; ids: IdGenerator; clock: Clock; supportEmail: string }) {
  return async (input: { email: string; feedback?: string | null; stars: number }): Promise<Result<{ message: string }>> => {
    const errors: Record<string, string> = {};
    const email = (input.email ?? '').trim().toLowerCase();
    if (email === '') errors.email = 'Email is required.';
    else if (!isValidEmail(email)) errors.email = 'Invalid email';
    if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) errors.stars = 'Please choose from 1 to 5 stars.';
    const feedback = (input.feedback ?? '').trim();
    if (feedback.length > 2000) errors.feedback = 'Feedback must be at most 2000 characters.';
    if (Object.keys(errors).length > 0) return invalid(errors);
    return deps.uow.run(async (s) => {
      await s.engagement.insertFeedback({ id: deps.ids.newId(), email, feedback, stars: input.stars, createdAt: deps.clock.now() });
      await s.outbox.job('send-mail', {
        to: deps.supportEmail,
        subject: `New feedback: ${input.stars} star${input.stars === 1 ? '' : 's'}`,
        text: `From: ${email}\nStars: ${input.stars}\n\n${feedback || '(no text)'}`,
      });
      return ok({ message: FEEDBACK_THANKS });
    });
  };
}
