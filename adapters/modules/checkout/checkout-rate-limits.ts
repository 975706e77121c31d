import type { RequestHandler } from 'express';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';
import { perAddress, perCart, perEmail, rateLimit, type Allowance } from '../../http/rate-limit.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const per15 = (limit: number): Allowance => ({ limit, windowMs: FIFTEEN_MINUTES });

/**
 * Anti-automation on the checkout, per 15 minutes (docs/decisions/008-checkout-rate-limits.md):
 * - payment: every payment call (card, 3-D Secure confirmation, wallet, PayPal order and capture)
 *   counts in one bucket: 20 per address, 10 per buyer e-mail. A shopper paying with PayPal uses 2,
 *   one retrying a declined card four times 5; card testing stops after 20 tries.
 * - coupon: applyDiscount, 20 per address and 10 per cart. A shopper mistyping a code a few times
 *   never gets near; guessing codes stops after 20.
 * - guest: guestUserData (checkout step 1 for a guest), 20 per address and 10 per e-mail.
 */
export const CHECKOUT_RATE_LIMITS = {
  payment: { perAddress: per15(20), perEmail: per15(10) },
  coupon: { perAddress: per15(20), perCart: per15(10) },
  guest: { perAddress: per15(20), perEmail: per15(10) },
} as const;

/** The three checkout rate limits as middleware of the routes they guard. */
export interface CheckoutRateLimits {
  payment: RequestHandler;
  coupon: RequestHandler;
  guest: RequestHandler;
}

export function checkoutRateLimits(limiter: RateLimiter, limits = CHECKOUT_RATE_LIMITS): CheckoutRateLimits {
  return {
    payment: rateLimit(limiter, 'checkout:payment', [perAddress(limits.payment.perAddress), perEmail(limits.payment.perEmail)]),
    coupon: rateLimit(limiter, 'checkout:coupon', [perAddress(limits.coupon.perAddress), perCart(limits.coupon.perCart)]),
    guest: rateLimit(limiter, 'checkout:guest', [perAddress(limits.guest.perAddress), perEmail(limits.guest.perEmail)]),
  };
}
