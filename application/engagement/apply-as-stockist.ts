import { quoteInMail } from '../../domain/plain-text.js';
import { ok, invalid, type Result } from '../../domain/result.js';
import { normalizeStockistInquiry, validateStockistInquiry, type StockistInquiryInput } from '../../domain/stockist-inquiry.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { EngagementStores, StockistInquiry } from './ports.js';

export const STOCKIST_THANKS = "We've recieved your inquiry. We'll be in touch within 24-48 hours.";

export type StockistInput = StockistInquiryInput;

/** Stores a stockist application (checked by the domain's rule, links as https addresses) and tells the shop. */
export function makeApplyAsStockist(deps: { uow: UnitOfWork<EngagementStores>; ids: IdGenerator; clock: Clock; supportEmail: string }) {
  return async (input: StockistInput): Promise<Result<{ message: string }>> => {
    const errors = validateStockistInquiry(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const inquiry: StockistInquiry = { id: deps.ids.newId(), ...normalizeStockistInquiry(input), createdAt: deps.clock.now() };
    const text = [
      `Name: ${inquiry.fullName}`,
      `Email: ${inquiry.email}`,
      `Phone: ${inquiry.phoneNumber}`,
      `Business: ${inquiry.businessName}`,
      `ABN: ${inquiry.abn}`,
      `Category: ${inquiry.category}`,
      `Website: ${inquiry.website}`,
      `Instagram: ${inquiry.instagram}`,
      `Facebook: ${inquiry.facebook}`,
      '',
      'Their message:',
      quoteInMail(inquiry.message),
    ].join('\n');
    return deps.uow.run(async (s) => {
      await s.engagement.insertStockistInquiry(inquiry);
      await s.outbox.job('send-mail', { to: deps.supportEmail, subject: `Stockist inquiry from ${inquiry.businessName || inquiry.fullName}`, text });
      return ok({ message: STOCKIST_THANKS });
    });
  };
}
