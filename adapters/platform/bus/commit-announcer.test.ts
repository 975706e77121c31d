import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import type { BusEvent, EventBus } from '../../../application/platform/event-bus.js';
import { captureLogger } from './event-bus.contract.js';
import { CommitAnnouncer } from './commit-announcer.js';
import { InProcessEventBus } from './in-process-event-bus.js';
import { RedisEventBus } from './redis-event-bus.js';

const redisUrl = inject('redisUrl');
const stock = { type: 'stock.changed', data: { productIds: ['p1'] } };

describe('commit announcements', () => {
  it('tell this process’s listeners before announce resolves, once, even though the bus echoes them back', async () => {
    const bus = new InProcessEventBus({ logger: captureLogger().logger });
    const announcer = new CommitAnnouncer({ bus, log: captureLogger().logger });
    const got: BusEvent[] = [];
    await announcer.listen((e) => got.push(e));
    await announcer.announce([stock]);
    expect(got).toEqual([stock]);
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([stock]);
    await bus.close();
  });

  it('never fail the writer: a bus that refuses is logged, the listeners here are still told', async () => {
    const captured = captureLogger();
    const refusing: EventBus = { publish: async () => Promise.reject(new Error('redis down')), subscribe: async () => async () => {}, close: async () => {} };
    const announcer = new CommitAnnouncer({ bus: refusing, log: captured.logger });
    const got: BusEvent[] = [];
    await announcer.listen((e) => got.push(e));
    await expect(announcer.announce([stock])).resolves.toBeUndefined();
    expect(got).toEqual([stock]);
    expect(captured.lines.map((l) => l.msg)).toContain('commit announcement failed; the outbox delivers the events');
  });

  it('never keep the writer waiting on a bus that does not answer', async () => {
    const captured = captureLogger();
    const hanging: EventBus = { publish: () => new Promise(() => {}), subscribe: async () => async () => {}, close: async () => {} };
    const announcer = new CommitAnnouncer({ bus: hanging, log: captured.logger, timeoutMs: 50 });
    const started = performance.now();
    await announcer.announce([stock]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(captured.lines.map((l) => l.msg)).toContain('commit announcement failed; the outbox delivers the events');
  });

  it.skipIf(!redisUrl)('reach another process over Redis, and the announcing one only once', async () => {
    const prefix = `test-announce-${randomBytes(4).toString('hex')}:`;
    const log = captureLogger().logger;
    const busA = new RedisEventBus({ redisUrl, logger: log, channelPrefix: prefix });
    const busB = new RedisEventBus({ redisUrl, logger: log, channelPrefix: prefix });
    const a = new CommitAnnouncer({ bus: busA, log });
    const b = new CommitAnnouncer({ bus: busB, log });
    const inA: BusEvent[] = [];
    const inB: BusEvent[] = [];
    await a.listen((e) => inA.push(e));
    await b.listen((e) => inB.push(e));
    await a.announce([stock]);
    await vi.waitFor(() => expect(inB).toEqual([stock]), { timeout: 2_000, interval: 1 });
    expect(inA).toEqual([stock]);
    await busA.close();
    await busB.close();
  });
});
