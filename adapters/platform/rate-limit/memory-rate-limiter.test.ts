import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../application/testing/in-memory-accounts.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { describeRateLimiterContract } from './rate-limiter.contract.js';

describeRateLimiterContract('memory', () => new MemoryRateLimiter());
// The stand-in the use-case tests run against must behave like the real limiters.
describeRateLimiterContract('use-case test fake', () => new InMemoryRateLimiter(() => Date.now()));

describe('MemoryRateLimiter', () => {
  it('drops expired windows so memory does not grow with old keys', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ now: () => now, sweepIntervalMs: 1000 });
    for (let i = 0; i < 500; i++) await limiter.hit(`ip:${i}`, 5, 500);
    expect(limiter.size).toBe(500);
    now += 2000;
    await limiter.hit('ip:fresh', 5, 500);
    expect(limiter.size).toBe(1);
    await limiter.close();
  });

  it('keeps windows that have not expired when sweeping', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ now: () => now, sweepIntervalMs: 100 });
    await limiter.hit('short', 1, 50);
    await limiter.hit('long', 1, 10_000);
    now = 200;
    const decision = await limiter.hit('long', 1, 10_000);
    expect(decision).toEqual({ allowed: false, remaining: 0, retryAfterMs: 9800 });
    expect(limiter.size).toBe(1);
  });
});
