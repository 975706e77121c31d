import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { captureLogger, describeEventBusContract } from './event-bus.contract.js';
import { RedisEventBus } from './redis-event-bus.js';

const redisUrl = inject('redisUrl');
const filePrefix = `test-events-${randomBytes(4).toString('hex')}`;
let counter = 0;

// Pub/sub keeps no keys in Redis, so there is nothing to clean up but the connections.
describe.skipIf(!redisUrl)('RedisEventBus', () => {
  describeEventBusContract('Redis', (logger) => new RedisEventBus({ redisUrl, logger, channelPrefix: `${filePrefix}-${++counter}:` }));

  it('fans an event out to every process sharing the prefix, and to no other prefix', async () => {
    const { logger } = captureLogger();
    const prefix = `${filePrefix}-fanout:`;
    const web1 = new RedisEventBus({ redisUrl, logger, channelPrefix: prefix });
    const web2 = new RedisEventBus({ redisUrl, logger, channelPrefix: prefix });
    const other = new RedisEventBus({ redisUrl, logger, channelPrefix: `${filePrefix}-other:` });
    try {
      const got1: BusEvent[] = [];
      const got2: BusEvent[] = [];
      const gotOther: BusEvent[] = [];
      await web1.subscribe('orders', (e) => got1.push(e));
      await web2.subscribe('orders', (e) => got2.push(e));
      await other.subscribe('orders', (e) => gotOther.push(e));
      await web1.publish('orders', { type: 'order.shipped', data: { id: 7 } });
      await other.publish('orders', { type: 'marker', data: null });
      await vi.waitFor(() => expect(gotOther).toHaveLength(1));
      await vi.waitFor(() => expect(got2).toHaveLength(1));
      expect(got1).toEqual([{ type: 'order.shipped', data: { id: 7 } }]);
      expect(got2).toEqual([{ type: 'order.shipped', data: { id: 7 } }]);
      expect(gotOther).toEqual([{ type: 'marker', data: null }]);
    } finally {
      await Promise.all([web1.close(), web2.close(), other.close()]);
    }
  });
});

describe('RedisEventBus with Redis down', () => {
  it('closes promptly and logs the connection errors', async () => {
    const { logger, lines } = captureLogger();
    const bus = new RedisEventBus({ redisUrl: 'redis://127.0.0.1:1', logger });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await bus.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(lines.some((l) => l.level === 50 && l.msg === 'Redis connection error (event bus)')).toBe(true);
  });
});
