import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeRateLimiterContract } from './rate-limiter.contract.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

const redisUrl = inject('redisUrl');
const filePrefix = `test-rate-${randomBytes(4).toString('hex')}`;
const logger = pino({ level: 'silent' });
let counter = 0;

describe.skipIf(!redisUrl)('RedisRateLimiter', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${filePrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  describeRateLimiterContract('Redis', () => new RedisRateLimiter({ redisUrl, logger, keyPrefix: `${filePrefix}-${++counter}:` }));

  it('shares counts between processes and sets the window expiry on the key', async () => {
    const keyPrefix = `${filePrefix}-shared:`;
    const web1 = new RedisRateLimiter({ redisUrl, logger, keyPrefix });
    const web2 = new RedisRateLimiter({ redisUrl, logger, keyPrefix });
    try {
      expect((await web1.hit('login:bob', 2, 30_000)).allowed).toBe(true);
      expect((await web2.hit('login:bob', 2, 30_000)).allowed).toBe(true);
      expect((await web1.hit('login:bob', 2, 30_000)).allowed).toBe(false);
      expect(await redis.get(`${keyPrefix}login:bob`)).toBe('3');
      const ttl = await redis.pttl(`${keyPrefix}login:bob`);
      expect(ttl).toBeGreaterThan(25_000);
      expect(ttl).toBeLessThanOrEqual(30_000);
    } finally {
      await Promise.all([web1.close(), web2.close()]);
    }
  });

  it('gives a key left without expiry a window instead of blocking it for ever', async () => {
    const keyPrefix = `${filePrefix}-stuck:`;
    await redis.set(`${keyPrefix}k`, '10');
    const limiter = new RedisRateLimiter({ redisUrl, logger, keyPrefix });
    try {
      const decision = await limiter.hit('k', 5, 1000);
      expect(decision.allowed).toBe(false);
      expect(decision.retryAfterMs).toBe(1000);
      expect(await redis.pttl(`${keyPrefix}k`)).toBeGreaterThan(0);
    } finally {
      await limiter.close();
    }
  });
});

describe('RedisRateLimiter with Redis down', () => {
  it('refuses to decide quickly instead of hanging, and closes promptly', async () => {
    const lines: { level: number }[] = [];
    const captured = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number }) });
    const limiter = new RedisRateLimiter({ redisUrl: 'redis://127.0.0.1:1', logger: captured });
    const started = Date.now();
    await expect(limiter.hit('k', 1, 1000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    await limiter.close();
    expect(lines.some((l) => l.level === 50)).toBe(true);
  });
});
