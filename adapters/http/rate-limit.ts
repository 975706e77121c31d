import type { RequestHandler } from 'express';
import type { RateLimiter } from '../../application/platform/rate-limiter.js';
import { normalizeEmail } from '../../domain/address.js';
import { fail } from '../../domain/result.js';
import { HttpFailure } from './errors.js';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** Prefix of the counters, e.g. `accounts:login` or `form:newsletter`. */
  key: string;
  /** Per caller address (req.ip, which believes X-Forwarded-For only behind TRUST_PROXY proxies). */
  perIp: RateLimitRule;
  /** Also per e-mail in the body, when the form has one (sign-in, registration, resets). */
  perEmail?: RateLimitRule;
  /** The sentence of the 429 answer. */
  message: string;
}

/** Counts the request against each rule; past any of them, 429 with Retry-After (seconds, at least 1). */
export function rateLimit(limiter: RateLimiter, options: RateLimitOptions): RequestHandler {
  return async (req, _res, next) => {
    const decisions = [await limiter.hit(`${options.key}:ip:${req.ip ?? 'unknown'}`, options.perIp.limit, options.perIp.windowMs)];
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    if (options.perEmail && typeof email === 'string' && email.trim() !== '') {
      decisions.push(await limiter.hit(`${options.key}:email:${normalizeEmail(email)}`, options.perEmail.limit, options.perEmail.windowMs));
    }
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length > 0) {
      const seconds = Math.max(1, Math.ceil(Math.max(...refused.map((d) => d.retryAfterMs)) / 1000));
      throw new HttpFailure(fail('rate_limited', options.message), { 'Retry-After': String(seconds) });
    }
    next();
  };
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Login, registration, reset and resend: 10 requests per 15 minutes per address and route, 5 per e-mail. */
export const accountRateLimit = (limiter: RateLimiter, route: string): RequestHandler =>
  rateLimit(limiter, {
    key: `accounts:${route}`,
    perIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
    perEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
    message: 'Too many attempts. Please wait a few minutes and try again.',
  });

/** Shopper forms: each address may send a form this often per hour, enough for people, too little for a script. */
export const formRateLimit = (limiter: RateLimiter, form: string, perHour: number): RequestHandler =>
  rateLimit(limiter, { key: `form:${form}`, perIp: { limit: perHour, windowMs: 3_600_000 }, message: 'Too many submissions from this address. Please try again later.' });
