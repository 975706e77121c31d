import { formatAbn, isValidAbn } from '../../domain/abn.js';
import { isValidEmail } from '../../domain/address.js';
import type { Clock } from '../platform/clock.js';
import type { EngagementStores, StockistInquiry } from './ports.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { invalid, ok, type Result } from '../../domain/result.js';

export const STOCKIST_THANKS = "We've recieved your inquiry. We'll be in touch within 24-48 hours.";

export type StockistInput = Partial<Record<'fullName' | 'email' | 'phoneNumber' | 'businessName' | 'abn' | 'category' | 'website' | 'instagram' | 'facebook' | 'message', string | null>>;

const LIMITS: Record<keyof StockistInput, number> = {
  fullName: 100, email: 254, phoneNumber: 30, businessName: 120, abn: 20, category: 60, website: 200, instagram: 200, facebook: 200, message: 5000,
};

/** Stores a stockist application (ABN checked when given) and tells the shop. */
export function makeApplyAsStockist(deps: { uow: UnitOfWork<EngagementStores>; ids: IdGenerator; clock: Clock; supportEmail: string }) {
  return async (input: StockistInput): Promise<Result<{ message: string }>> => {
    const v = Object.fromEntries(Object.keys(LIMITS).map((k) => [k, (input[k as keyof StockistInput] ?? '').trim()])) as Record<keyof StockistInput, string>;
    const errors: Record<string, string> = {};
    if (v.fullName === '') errors.fullName = 'Full name is required.';
    if (v.email === '') errors.email = 'Email is required.';
    else if (!isValidEmail(v.email)) errors.email = 'Invalid email';
    if (v.message === '') errors.message = 'Message is required.';
    if (v.abn !== '' && !isValidAbn(v.abn)) errors.abn = 'ABN must be a valid 11-digit Australian Business Number.';
    if (v.phoneNumber !== '' && !/^[+()\d\s-]{6,30}$/.test(v.phoneNumber)) errors.phoneNumber = 'Phone number may only contain digits, spaces, +, - and brackets.';
    for (const [k, max] of Object.entries(LIMITS)) if (!errors[k] && v[k as keyof StockistInput].length > max) errors[k] = `At most ${max} characters.`;
    if (Object.keys(errors).length > 0) return invalid(errors);
    const inquiry: StockistInquiry = { id: deps.ids.newId(), ...v, email: v.email.toLowerCase(), abn: v.abn === '' ? '' : formatAbn(v.abn), createdAt: deps.clock.now() };
    const text = [
      `Name: ${inquiry.fullName}`, `Email: ${inquiry.email}`, `Phone: ${inquiry.phoneNumber}`, `Business: ${inquiry.businessName}`, `ABN: ${inquiry.abn}`,
      `Category: ${inquiry.category}`, `Website: ${inquiry.website}`, `Instagram: ${inquiry.instagram}`, `Facebook: ${inquiry.facebook}`, '', inquiry.message,
    ].join('\n');
    return deps.uow.run(async (s) => {
      await s.engagement.insertStockistInquiry(inquiry);
      await s.outbox.job('send-mail', { to: deps.supportEmail, subject: `Stockist inquiry from ${inquiry.businessName || inquiry.fullName}`, text });
      return ok({ message: STOCKIST_THANKS });
    });
  };
}
