// The general rate-limit middleware: what it counts per address, e-mail and cart, and that it fails
// closed (503, the request not handled) when the counters cannot be reached.
import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../application/platform/rate-limiter.js';
import { MemoryRateLimiter } from '../platform/rate-limit/memory-rate-limiter.js';
import { RedisRateLimiter } from '../platform/rate-limit/redis-rate-limiter.js';
import { errorHandler } from './errors.js';
import { perAddress, perCart, perEmail, rateLimit } from './rate-limit.js';

let server: Server | undefined;
let handled = 0;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(limiter: RateLimiter, rules: Parameters<typeof rateLimit>[2]): Promise<(body: unknown) => Promise<{ status: number; body: unknown; retryAfter: string | null }>> {
  handled = 0;
  const app = express();
  app.use(express.json());
  app.post('/x', rateLimit(limiter, 'test', rules), (_req, res) => {
    handled += 1;
    res.json({ ok: true });
  });
  app.use(errorHandler);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/x`;
  return async (body) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  };
}

const minute = (limit: number) => ({ limit, windowMs: 60_000 });

describe('rateLimit', () => {
  it('counts one e-mail however it is written, and answers 429 with Retry-After past the limit', async () => {
    const post = await serve(new MemoryRateLimiter(), [perEmail(minute(2))]);
    expect((await post({ email: 'Ada@Example.com' })).status).toBe(200);
    expect((await post({ email: ' ada@example.COM ' })).status).toBe(200);
    const third = await post({ email: 'ada@example.com' });
    expect(third).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please wait a few minutes and try again.' } });
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    expect((await post({ email: 'eve@example.com' })).status).toBe(200);
    expect(handled).toBe(3);
  });

  it('counts one cart whatever the order of its lines and however its product is given; a body without a cart is not counted per cart', async () => {
    const post = await serve(new MemoryRateLimiter(), [perCart(minute(2))]);
    const a = { product: 'p1', variant: 'v1', quantity: 1 };
    const b = { product: { _id: 'p2' }, variant: null, quantity: 2 };
    expect((await post({ cart: [a, b] })).status).toBe(200);
    expect((await post({ cart: [{ ...b, product: 'p2' }, a] })).status).toBe(200);
    expect((await post({ cart: [b, a] })).status).toBe(429);
    expect((await post({ cart: [a] })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post({ coupon: 'X' })).status).toBe(200);
  });

  it('counts every rule: the address limit applies whatever e-mail is sent', async () => {
    const post = await serve(new MemoryRateLimiter(), [perAddress(minute(3)), perEmail(minute(10))]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post({ email: `person${i}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('fails closed: 503 with Retry-After, and the request is not handled, when the counters cannot be reached', async () => {
    const limiter = new RedisRateLimiter({ redisUrl: 'redis://127.0.0.1:1', logger: pino({ level: 'silent' }) });
    try {
      const post = await serve(limiter, [perAddress(minute(100))]);
      const r = await post({});
      expect(r).toMatchObject({ status: 503, body: { message: 'We cannot take this request right now. Please try again in a moment.' } });
      expect(r.retryAfter).toBe('30');
      expect(handled).toBe(0);
    } finally {
      await limiter.close();
    }
  });
});
