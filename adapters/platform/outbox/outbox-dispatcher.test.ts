import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import type { JobQueue } from '../../../application/platform/job-queue.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { InProcessEventBus } from '../bus/in-process-event-bus.js';
import { jobHandlers } from '../jobs/job-handlers.js';
import { FileMailer } from '../mail/file-mailer.js';
import { createPool, inTransaction, type Db } from '../database/database.js';
import { InProcessJobQueue } from '../queue/in-process-job-queue.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { outboxIn } from './outbox.js';

const log = pino({ level: 'silent' });
let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createPool(tdb.url, 10);
});
afterAll(async () => {
  await db.end();
  await tdb.drop();
});

const mail = (n: number) => ({ to: `buyer${n}@example.com`, subject: `Order ${n}`, text: 'Thanks!' });

const waitFor = async (cond: () => boolean | Promise<boolean>, ms = 5_000) => {
  const end = performance.now() + ms;
  while (!(await cond())) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

async function pending(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL');
  return rows[0]!.n;
}

describe('outbox and dispatcher (real Postgres)', () => {
  it('delivers a committed job message to the queue once, and never one whose transaction rolled back', async () => {
    const queue = new InProcessJobQueue({ logger: log, backoffBaseMs: 5 });
    const bus = new InProcessEventBus({ logger: log });
    const seen: unknown[] = [];
    await queue.startWorkers({ 'send-mail': async (payload) => void seen.push(payload) });
    const dispatcher = new OutboxDispatcher({ db, queue, bus, log, pollMs: 20 });

    await inTransaction(db, (tx) => outboxIn(tx).job('send-mail', mail(1)));
    await expect(
      inTransaction(db, async (tx) => {
        await outboxIn(tx).job('send-mail', mail(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    dispatcher.start();
    await waitFor(() => seen.length >= 1);
    await waitFor(async () => (await pending()) === 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([mail(1)]);
    await dispatcher.stop();
    await queue.close();
    await bus.close();
  });

  it('publishes an event on its channel with its data', async () => {
    const queue = new InProcessJobQueue({ logger: log });
    const bus = new InProcessEventBus({ logger: log });
    const events: BusEvent[] = [];
    await bus.subscribe('orders', (e) => events.push(e));
    await inTransaction(db, (tx) => outboxIn(tx).event('order.updated', { orderId: 'o-1', orderid: 'ABCD2345', orderStatus: 'Confirmed' }));
    const dispatcher = new OutboxDispatcher({ db, queue, bus, log });
    expect(await dispatcher.drain()).toBe(1);
    await waitFor(() => events.length === 1);
    expect(events[0]).toEqual({ type: 'order.updated', data: { orderId: 'o-1', orderid: 'ABCD2345', orderStatus: 'Confirmed' } });
    await queue.close();
    await bus.close();
  });

  it('retries with growing delays while the queue refuses, then delivers', async () => {
    let refusals = 2;
    const added: string[] = [];
    const flaky: JobQueue = {
      add: async () => {
        throw new Error('the outbox delivers, it does not add');
      },
      deliver: async (name) => {
        if (refusals-- > 0) throw new Error('queue down');
        added.push(name);
      },
      schedule: async () => {},
      startWorkers: async () => {},
      close: async () => {},
    };
    const bus = new InProcessEventBus({ logger: log });
    await inTransaction(db, (tx) => outboxIn(tx).job('send-mail', mail(3)));
    const dispatcher = new OutboxDispatcher({ db, queue: flaky, bus, log, baseBackoffMs: 200 });

    expect(await dispatcher.drain()).toBe(0);
    const first = await db.query<{ attempts: number; last_error: string; wait_ms: number }>(
      `SELECT attempts, last_error, extract(epoch FROM available_at - now()) * 1000 AS wait_ms FROM outbox WHERE payload ->> 'to' = 'buyer3@example.com'`,
    );
    expect(first.rows[0]).toMatchObject({ attempts: 1, last_error: 'queue down' });
    expect(Number(first.rows[0]!.wait_ms)).toBeGreaterThan(100);
    expect(await dispatcher.drain()).toBe(0); // not due yet: nothing claimed

    await new Promise((r) => setTimeout(r, 250));
    expect(await dispatcher.drain()).toBe(0); // second refusal, now waits 400 ms
    const second = await db.query<{ attempts: number; wait_ms: number }>(
      `SELECT attempts, extract(epoch FROM available_at - now()) * 1000 AS wait_ms FROM outbox WHERE payload ->> 'to' = 'buyer3@example.com'`,
    );
    expect(second.rows[0]!.attempts).toBe(2);
    expect(Number(second.rows[0]!.wait_ms)).toBeGreaterThan(250);

    await new Promise((r) => setTimeout(r, 450));
    expect(await dispatcher.drain()).toBe(1);
    expect(added).toEqual(['send-mail']);
    await bus.close();
  });

  it('two dispatchers racing over many messages hand each job to the queue once', async () => {
    const queue = new InProcessJobQueue({ logger: log });
    const bus = new InProcessEventBus({ logger: log });
    const handled = new Map<number, number>();
    await queue.startWorkers({ 'track-conversion': async (p) => void handled.set((p as { valueCents: number }).valueCents, (handled.get((p as { valueCents: number }).valueCents) ?? 0) + 1) });
    await inTransaction(db, async (tx) => {
      for (let i = 0; i < 120; i++) await outboxIn(tx).job('track-conversion', { name: 'Purchase', valueCents: i });
    });
    const a = new OutboxDispatcher({ db, queue, bus, log, batchSize: 7 });
    const b = new OutboxDispatcher({ db, queue, bus, log, batchSize: 5 });
    const [da, dbb] = await Promise.all([a.drain(), b.drain()]);
    expect(da + dbb).toBe(120);
    await waitFor(() => handled.size === 120);
    expect([...handled.values()].every((n) => n === 1)).toBe(true);
    await queue.close();
    await bus.close();
  });

  it('sends a mail job once even when the same job is delivered twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-mail-'));
    const mailer = new FileMailer({ directory: dir, from: 'Shop <shop@example.com>', logger: log });
    const handlers = jobHandlers({ db, mailer, analytics: { track: async () => {} } });
    const mail = { to: 'kim@example.com', subject: 'Your order', text: 'Thanks!' };
    await handlers['send-mail']!(mail, { jobId: 'outbox-1', attempt: 1 });
    await handlers['send-mail']!(mail, { jobId: 'outbox-1', attempt: 2 });
    await handlers['send-mail']!(mail, { jobId: 'outbox-2', attempt: 1 });
    expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    await expect(handlers['send-mail']!({ to: 'x' }, { jobId: 'outbox-3', attempt: 1 })).rejects.toThrow('without a mail message');
    rmSync(dir, { recursive: true, force: true });
  });
});
