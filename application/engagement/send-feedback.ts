import { validateFeedback } from '../../domain/feedback.js';
import { quoteInMail } from '../../domain/plain-text.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { EngagementStores } from './ports.js';

export const FEEDBACK_THANKS = 'Thanks for you feedback!';

/** Stores shopper feedback (stars, e-mail, optional text) and tells the shop, the text quoted. */
export function makeSendFeedback(deps: { uow: UnitOfWork<EngagementStores>; ids: IdGenerator; clock: Clock; supportEmail: string }) {
  return async (input: { email: string; feedback?: string | null; stars: number }): Promise<Result<{ message: string }>> => {
    const errors = validateFeedback(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const email = input.email.trim().toLowerCase();
    const feedback = (input.feedback ?? '').trim();
    return deps.uow.run(async (s) => {
      await s.engagement.insertFeedback({ id: deps.ids.newId(), email, feedback, stars: input.stars, createdAt: deps.clock.now() });
      await s.outbox.job('send-mail', {
        to: deps.supportEmail,
        subject: `New feedback: ${input.stars} star${input.stars === 1 ? '' : 's'}`,
        text: `From: ${email}\nStars: ${input.stars}\n\n${feedback ? quoteInMail(feedback) : '(no text)'}`,
      });
      return ok({ message: FEEDBACK_THANKS });
    });
  };
}
