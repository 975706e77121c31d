import type { RequestHandler } from 'express';
import type { RateLimiter } from '../../../application/ports/rate-limiter.js';
import { fail } from '../../../application/result.js';
import { normalizeEmail } from '../../../domain/address.js';
import { HttpFailure } from '../errors.js';

export interface AccountRateLimits {
  perIp: { limit: number; windowMs: number };
  perEmail: { limit: number; windowMs: number };
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Registration, reset and resend: 10 requests per 15 minutes per address and route, 5 per e-mail (sign-in counts its failures in the login use case). */
export const ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  perIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  perEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
};

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts the request against the caller's address (req.ip, which believes X-Forwarded-For only
 * behind TRUST_PROXY proxies) and against the e-mail in the body; 429 with Retry-After past either limit.
 */
export function accountRateLimit(limiter: RateLimiter, route: string, limits: AccountRateLimits = ACCOUNT_RATE_LIMITS): RequestHandler {
  return async (req, _res, next) => {
    const decisions = [await limiter.hit(`accounts:${route}:ip:${req.ip ?? 'unknown'}`, limits.perIp.limit, limits.perIp.windowMs)];
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && email.trim() !== '') {
      decisions.push(await limiter.hit(`accounts:${route}:email:${normalizeEmail(email)}`, limits.perEmail.limit, limits.perEmail.windowMs));
    }
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length > 0) {
      const seconds = Math.max(1, Math.ceil(Math.max(...refused.map((d) => d.retryAfterMs)) / 1000));
      throw new HttpFailure(fail('rate_limited', TOO_MANY), { 'Retry-After': String(seconds) });
    }
    next();
  };
}
