import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Behaviour every RateLimiter must show; `makeLimiter` builds a fresh limiter with no counts. */
export function describeRateLimiterContract(name: string, makeLimiter: () => RateLimiter | Promise<RateLimiter>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let limiter: RateLimiter | undefined;
    async function open(): Promise<RateLimiter> {
      limiter = await makeLimiter();
      return limiter;
    }
    afterEach(async () => {
      await limiter?.close();
      limiter = undefined;
    });

    it('allows `limit` hits, counting down what remains, then refuses with a retry time within the window', async () => {
      const l = await open();
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push(await l.hit('login:ann', 3, 60_000));
      expect(decisions).toEqual([
        { allowed: true, remaining: 2, retryAfterMs: 0 },
        { allowed: true, remaining: 1, retryAfterMs: 0 },
        { allowed: true, remaining: 0, retryAfterMs: 0 },
      ]);
      const refused = await l.hit('login:ann', 3, 60_000);
      expect(refused.allowed).toBe(false);
      expect(refused.remaining).toBe(0);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      expect(refused.retryAfterMs).toBeGreaterThan(55_000);
      const again = await l.hit('login:ann', 3, 60_000);
      expect(again.allowed).toBe(false);
      expect(again.retryAfterMs).toBeLessThanOrEqual(refused.retryAfterMs);
    });

    it('allows again once the window has passed', async () => {
      const l = await open();
      expect((await l.hit('k', 2, 300)).allowed).toBe(true);
      expect((await l.hit('k', 2, 300)).allowed).toBe(true);
      const refused = await l.hit('k', 2, 300);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
      await sleep(refused.retryAfterMs + 50);
      expect(await l.hit('k', 2, 300)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    });

    it('keeps keys independent', async () => {
      const l = await open();
      expect((await l.hit('ip:1', 1, 60_000)).allowed).toBe(true);
      expect((await l.hit('ip:1', 1, 60_000)).allowed).toBe(false);
      expect(await l.hit('ip:2', 1, 60_000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    });

    it('peeks without counting: a key with no window is allowed with the whole limit left', async () => {
      const l = await open();
      expect(await l.peek('peek:new', 3)).toEqual({ allowed: true, remaining: 3, retryAfterMs: 0 });
      for (let i = 0; i < 5; i++) await l.peek('peek:new', 3);
      expect(await l.hit('peek:new', 3, 60_000)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
      expect(await l.peek('peek:new', 3)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    });

    it('peeks a refusal, with the time left in the window, once the window holds `limit` hits', async () => {
      const l = await open();
      await l.hit('peek:full', 2, 60_000);
      expect((await l.peek('peek:full', 2)).allowed).toBe(true);
      await l.hit('peek:full', 2, 60_000);
      const refused = await l.peek('peek:full', 2);
      expect(refused.allowed).toBe(false);
      expect(refused.remaining).toBe(0);
      expect(refused.retryAfterMs).toBeGreaterThan(55_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      // The same window, judged against a higher limit, still has room.
      expect(await l.peek('peek:full', 5)).toEqual({ allowed: true, remaining: 3, retryAfterMs: 0 });
    });

    it('peeks allowed again once the window has passed', async () => {
      const l = await open();
      await l.hit('peek:short', 1, 300);
      const refused = await l.peek('peek:short', 1);
      expect(refused.allowed).toBe(false);
      await sleep(refused.retryAfterMs + 50);
      expect(await l.peek('peek:short', 1)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    });

    it('reset forgets one key: its next hit opens a new window, other keys keep their counts', async () => {
      const l = await open();
      for (let i = 0; i < 3; i++) await l.hit('reset:a', 2, 60_000);
      for (let i = 0; i < 3; i++) await l.hit('reset:b', 2, 60_000);
      expect((await l.peek('reset:a', 2)).allowed).toBe(false);
      await l.reset('reset:a');
      expect(await l.peek('reset:a', 2)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
      expect(await l.hit('reset:a', 2, 60_000)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
      expect((await l.hit('reset:b', 2, 60_000)).allowed).toBe(false);
      await l.reset('reset:never-hit');
      expect(await l.peek('reset:never-hit', 1)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    });

    it('counts concurrent hits exactly', async () => {
      const l = await open();
      const decisions = await Promise.all(Array.from({ length: 50 }, () => l.hit('burst', 20, 60_000)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
      expect(decisions.filter((d) => !d.allowed)).toHaveLength(30);
      expect(new Set(decisions.filter((d) => d.allowed).map((d) => d.remaining)).size).toBe(20);
    });
  });
}
