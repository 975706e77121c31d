// Opening a Redis connection (ioredis), with the client library loaded on the first one: a shop
// without Redis (one process) never loads it.
import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

const require = createRequire(import.meta.url);
let ioredis: typeof import('ioredis') | undefined;

/** A new ioredis client of `url` with `options`. */
export function openRedis(url: string, options: RedisOptions = {}): Redis {
  ioredis ??= require('ioredis') as typeof import('ioredis');
  return new ioredis.Redis(url, options);
}
