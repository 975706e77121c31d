import { validateNewsletterSignup } from '../../domain/account.js';
import { createCoupon } from '../../domain/coupon.js';
import { addCalendarDays, toCalendarDate } from '../../domain/dates.js';
import { greeting, normalizeName } from '../../domain/person-name.js';
import type { Clock } from '../platform/clock.js';
import type { EngagementRepository, EngagementStores } from './ports.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { fail, invalid, ok, type Result } from '../../domain/result.js';

export const ALREADY_SUBSCRIBED = 'Email address has already subscribed.';
export const WELCOME_DISCOUNT_PERCENT = 10;
export const WELCOME_COUPON_DAYS = 90;

export interface NewsletterInput {
  email: string;
  firstName?: string | null;
}

export interface NewsletterResult {
  guestUserId: string;
  email: string;
  firstName: string;
}

/**
 * Newsletter sign-up: stores a guest user record and the subscriber, creates a one-time 10% code of
 * their own and mails it. An address subscribes once. Anyone can sign any address up, so the mail
 * carries nothing the sender typed but a first name that keeps the name rule, as the greeting.
 */
export function makeSubscribeNewsletter(deps: { engagement: Pick<EngagementRepository, 'isSubscribed'>; uow: UnitOfWork<EngagementStores>; ids: IdGenerator; clock: Clock; shopName: string }) {
  return async (input: NewsletterInput): Promise<Result<NewsletterResult>> => {
    const errors = validateNewsletterSignup(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const email = input.email.trim().toLowerCase();
    const firstName = normalizeName(input.firstName ?? '');
    const exists = () => fail('conflict', ALREADY_SUBSCRIBED, { reason: 'already_subscribed', fields: { email: ALREADY_SUBSCRIBED }, details: { userExists: true } });
    if (await deps.engagement.isSubscribed(email)) return exists();

    const now = deps.clock.now();
    const code = `WELCOME-${deps.ids
      .secureToken(8)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 8)
      .toUpperCase()}`;
    const coupon = createCoupon(
      { code, isPercent: true, amount: WELCOME_DISCOUNT_PERCENT, expireDate: addCalendarDays(toCalendarDate(now), WELCOME_COUPON_DAYS), isOneTime: true, isActive: true },
      now,
    );
    if (!coupon.ok) throw new Error(`welcome coupon rejected: ${coupon.message}`);
    const text = [
      greeting(firstName),
      '',
      `Thanks for signing up to the ${deps.shopName} newsletter.`,
      `Here is your ${WELCOME_DISCOUNT_PERCENT}% off promo code: ${coupon.value.code}`,
      '',
      `Enter it at checkout on your next order. It works once and is valid until ${coupon.value.expireDate}.`,
    ].join('\n');
    const guestUserId = deps.ids.newId();
    return deps.uow.run(async (s): Promise<Result<NewsletterResult>> => {
      if (!(await s.engagement.insertSubscriber({ id: deps.ids.newId(), email, firstName, couponCode: coupon.value.code, createdAt: now }))) return exists();
      await s.users.insert({
        id: guestUserId,
        firstName,
        lastName: '',
        email,
        phoneNumber: null,
        passwordHash: null,
        isAdmin: false,
        isActive: false,
        registeredUser: false,
        sendOffers: true,
        dateCreated: now,
        lastLogin: null,
      });
      await s.coupons.insert({ ...coupon.value, id: deps.ids.newId(), createdAt: now });
      await s.outbox.job('send-mail', { to: email, subject: `Your ${WELCOME_DISCOUNT_PERCENT}% off promo code`, text });
      await s.outbox.event('user.created', { userId: guestUserId, registered: false });
      return ok({ guestUserId, email, firstName });
    });
  };
}
