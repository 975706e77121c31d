import type { Redis } from 'ioredis';
import { openRedis } from '../redis/redis-connection.js';
import type { Logger } from 'pino';
import type { RateLimitDecision, RateLimiter } from '../../../application/platform/rate-limiter.js';

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface RedisRateLimiterOptions {
  redisUrl: string;
  logger: Log;
  /** Prefix of the counter keys (default `shop:rate:`). */
  keyPrefix?: string;
}

/**
 * Counts a hit and returns [count, ms left in the window]. The window opens with the first hit
 * (INCR then PEXPIRE only on a new key, i.e. PEXPIRE NX); a key somehow left without expiry gets one.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Returns [count, ms left in the window] without counting ([0, 0] for a key with no window). */
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

interface WithCommands {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitPeek(key: string): Promise<[number, number]>;
}

/** QUIT when connected (lets pending replies arrive); otherwise just drop the connection, so closing never waits on a Redis that is down. */
async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

/** Fixed-window counters in Redis, shared by all web processes; each hit is one atomic script call. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private closing: Promise<void> | undefined;

  constructor(options: RedisRateLimiterOptions) {
    this.keyPrefix = options.keyPrefix ?? 'shop:rate:';
    this.redis = openRedis(options.redisUrl, { maxRetriesPerRequest: 1 }); // on the request path: fail fast when Redis is down
    this.redis.on('error', (error: Error) => options.logger.error({ err: error }, 'Redis connection error (rate limiter)'));
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis.defineCommand('rateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const command = this.redis as unknown as WithCommands;
    const [count, ttl] = await command.rateLimitHit(this.keyPrefix + key, Math.max(1, Math.ceil(windowMs)));
    if (count <= limit) return { allowed: true, remaining: limit - count, retryAfterMs: 0 };
    return { allowed: false, remaining: 0, retryAfterMs: Math.min(windowMs, Math.max(1, ttl)) };
  }

  async peek(key: string, limit: number): Promise<RateLimitDecision> {
    const command = this.redis as unknown as WithCommands;
    const [stored, ttl] = await command.rateLimitPeek(this.keyPrefix + key);
    // A key without expiry is given one by the next hit; until then it counts as no open window.
    const count = ttl > 0 ? stored : 0;
    if (count < limit) return { allowed: true, remaining: limit - count, retryAfterMs: 0 };
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyPrefix + key);
  }

  close(): Promise<void> {
    this.closing ??= closeRedis(this.redis);
    return this.closing;
  }
}
