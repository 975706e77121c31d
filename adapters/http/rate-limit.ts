import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { RateLimitDecision, RateLimiter } from '../../application/platform/rate-limiter.js';
import { fail } from '../../domain/result.js';
import { normalizeEmail } from '../../domain/address.js';
import { HttpFailure } from './errors.js';

/** At most `limit` requests per `windowMs`. */
export interface Allowance {
  limit: number;
  windowMs: number;
}

/**
 * One way of counting requests: what it is counted per (a name in the counter key) and how the
 * request names it. `of` answers null when the request does not carry it (e.g. no e-mail in the body).
 */
export interface RateRule extends Allowance {
  per: string;
  of(req: Request): string | null;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
const LIMITER_DOWN = 'We cannot take this request right now. Please try again in a moment.';

const bodyField = (req: Request, field: string): unknown => (req.body as Record<string, unknown> | undefined)?.[field];

/** A cart line's product or variant as an id, whether sent as the id or as the populated record. */
const idOf = (v: unknown): unknown => (v !== null && typeof v === 'object' ? ((v as { _id?: unknown })._id ?? null) : (v ?? null));

/** Per caller address: req.ip, which believes X-Forwarded-For only from TRUST_PROXY proxies. */
export const perAddress = (allowance: Allowance): RateRule => ({ ...allowance, per: 'ip', of: (req) => req.ip ?? 'unknown' });

/** Per e-mail in the body (as the shop normalises it), when there is one. */
export const perEmail = (allowance: Allowance, field = 'email'): RateRule => ({
  ...allowance,
  per: 'email',
  of: (req) => {
    const email = bodyField(req, field);
    return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : null;
  },
});

/** Per cart in the body (the same lines in any order are the same cart), when there is one. */
export const perCart = (allowance: Allowance, field = 'cart'): RateRule => ({
  ...allowance,
  per: 'cart',
  of: (req) => {
    const cart = bodyField(req, field);
    if (!Array.isArray(cart) || cart.length === 0) return null;
    const lines = cart.map((line: unknown) => {
      const l = (line ?? {}) as { product?: unknown; variant?: unknown; quantity?: unknown };
      return JSON.stringify([idOf(l.product), idOf(l.variant), l.quantity ?? null]);
    });
    return createHash('sha256').update(lines.sort().join('\n')).digest('base64url');
  },
});

/**
 * Counts each request once against every rule that applies to it, in counters named
 * `<bucket>:<per>:<value>` of the RateLimiter (Redis when REDIS_URL is set, so all processes share
 * them; in memory otherwise). Past any limit the answer is 429 with Retry-After. When the counters
 * cannot be reached the request is refused with 503 (fail closed), never let through uncounted.
 */
export function rateLimit(limiter: RateLimiter, bucket: string, rules: readonly RateRule[], message = TOO_MANY_ATTEMPTS): RequestHandler {
  return async (req, _res, next) => {
    let decisions: RateLimitDecision[];
    try {
      decisions = await Promise.all(
        rules.flatMap((rule) => {
          const value = rule.of(req);
          return value === null ? [] : [limiter.hit(`${bucket}:${rule.per}:${value}`, rule.limit, rule.windowMs)];
        }),
      );
    } catch (error) {
      req.log?.error({ err: error }, 'rate limiter unavailable');
      throw new HttpFailure(fail('unavailable', LIMITER_DOWN), { 'Retry-After': '30' });
    }
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length > 0) {
      const seconds = Math.max(1, Math.ceil(Math.max(...refused.map((d) => d.retryAfterMs)) / 1000));
      throw new HttpFailure(fail('rate_limited', message), { 'Retry-After': String(seconds) });
    }
    next();
  };
}

/** Shopper forms: each address may send a form this often per hour, enough for people, too little for a script. */
export const formRateLimit = (limiter: RateLimiter, form: string, perHour: number): RequestHandler =>
  rateLimit(limiter, `form:${form}`, [perAddress({ limit: perHour, windowMs: 3_600_000 })], 'Too many submissions from this address. Please try again later.');
