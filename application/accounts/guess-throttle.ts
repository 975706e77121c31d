import { longestWaitMs, retryAfterSeconds, type ThrottleTier } from '../../domain/guess-throttle.js';
import { fail, type Failure } from '../../domain/result.js';
import type { RateLimiter } from '../platform/rate-limiter.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** A counter of guesses: one rate-limiter key per tier. */
export interface GuessCounter {
  key: string;
  tiers: readonly ThrottleTier[];
}

const tierKey = (counter: GuessCounter, tier: ThrottleTier) => `${counter.key}:${tier.windowMs}`;

/**
 * Counts failed guesses on the rate limiter (shared by all web processes with Redis). `refusal` only
 * looks, so successes and the attempts it lets through cost nothing; `recordFailure` counts one
 * failure in every tier; `clear` forgets a counter.
 */
export function guessThrottle(limiter: RateLimiter) {
  return {
    /** A rate_limited failure (with `retryAfter` seconds) while any tier of any counter is full, else null. */
    async refusal(counters: readonly GuessCounter[]): Promise<Failure<'rate_limited'> | null> {
      const verdicts = await Promise.all(counters.flatMap((c) => c.tiers.map((t) => limiter.peek(tierKey(c, t), t.failures))));
      const wait = longestWaitMs(verdicts);
      return wait > 0 ? fail('rate_limited', TOO_MANY_ATTEMPTS, { details: { retryAfter: retryAfterSeconds(wait) } }) : null;
    },
    async recordFailure(counters: readonly GuessCounter[]): Promise<void> {
      await Promise.all(counters.flatMap((c) => c.tiers.map((t) => limiter.hit(tierKey(c, t), t.failures, t.windowMs))));
    },
    async clear(counter: GuessCounter): Promise<void> {
      await Promise.all(counter.tiers.map((t) => limiter.reset(tierKey(counter, t))));
    },
  };
}
