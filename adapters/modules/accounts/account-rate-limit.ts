import type { RequestHandler } from 'express';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';
import { perAddress, perEmail, rateLimit, type Allowance } from '../../http/rate-limit.js';

export interface AccountRateLimits {
  perIp: Allowance;
  perEmail: Allowance;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Registration, reset and resend: 10 requests per 15 minutes per address and route, 5 per e-mail (sign-in counts its failures in the login use case). */
export const ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  perIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  perEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
};

/**
 * Counts the request against the caller's address (req.ip, which believes X-Forwarded-For only
 * behind TRUST_PROXY proxies) and against the e-mail in the body; 429 with Retry-After past either limit.
 */
export function accountRateLimit(limiter: RateLimiter, route: string, limits: AccountRateLimits = ACCOUNT_RATE_LIMITS): RequestHandler {
  return rateLimit(limiter, `accounts:${route}`, [perAddress(limits.perIp), perEmail(limits.perEmail)]);
}
