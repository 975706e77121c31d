import { validateFeedback } from '../../domain/feedback.js';
import { quoteInMail } from '../../domain/plain-text.js';
import type { Clock } from '../ports/clock.js';
import type { EngagementRepository } from '../ports/engagement-repository.js';
import type { IdGenerator } from '../ports/id-generator.js';
import { invalid, ok, type Result } from '../result.js';
import { mailMessage } from './shop-mail.js';

export const FEEDBACK_THANKS = 'Thanks for you feedback!';

/** Stores shopper feedback (stars, e-mail, optional text) and tells the shop, the text quoted. */
export function makeSendFeedback(deps: { engagement: EngagementRepository; ids: IdGenerator; clock: Clock; supportEmail: string }) {
  return async (input: { email: string; feedback?: string | null; stars: number }): Promise<Result<{ message: string }>> => {
    const errors = validateFeedback(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const email = input.email.trim().toLowerCase();
    const feedback = (input.feedback ?? '').trim();
    await deps.engagement.saveFeedback({ id: deps.ids.newId(), email, feedback, stars: input.stars, createdAt: deps.clock.now() }, [
      mailMessage(deps.supportEmail, `New feedback: ${input.stars} star${input.stars === 1 ? '' : 's'}`, `From: ${email}\nStars: ${input.stars}\n\n${feedback ? quoteInMail(feedback) : '(no text)'}`),
    ]);
    return ok({ message: FEEDBACK_THANKS });
  };
}
