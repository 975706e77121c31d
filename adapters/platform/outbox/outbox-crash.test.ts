// A process that dies with outbox jobs in flight: nothing may count as delivered that was not handled.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { InProcessEventBus } from '../bus/in-process-event-bus.js';
import { InProcessJobQueue } from '../queue/in-process-job-queue.js';
import { createPool, inTransaction } from '../database/database.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { outboxIn } from './outbox.js';

const log = pino({ level: 'silent' });
let tdb: TestDatabase;
let observer: pg.Client;

beforeAll(async () => {
  tdb = await createTestDatabase();
  observer = new pg.Client({ connectionString: tdb.url });
  await observer.connect();
});
afterAll(async () => {
  await observer.end();
  await tdb.drop();
});

const waitFor = async (cond: () => boolean | Promise<boolean>, ms = 5_000) => {
  const end = performance.now() + ms;
  while (!(await cond())) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const undelivered = async (): Promise<number> => (await observer.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL')).rows[0]!.n;

describe('outbox delivery through the in-process queue (real Postgres)', () => {
  it('keeps a job in the outbox while its handler runs; after a crash the restarted process handles it', async () => {
    // The first "process": its handler is still sending when the process dies.
    const firstDb = createPool(tdb.url, 4);
    const firstQueue = new InProcessJobQueue({ logger: log });
    const bus = new InProcessEventBus({ logger: log });
    const started: string[] = [];
    let abandon: (reason: Error) => void = () => {};
    await firstQueue.startWorkers({
      'send-mail': (_payload, { jobId }) => {
        started.push(jobId);
        return new Promise<void>((_resolve, reject) => (abandon = reject));
      },
    });
    await inTransaction(firstDb, (tx) => outboxIn(tx).job('send-mail', { to: 'kim@example.com', subject: 'Your order', text: 'Thanks!' }));
    const first = new OutboxDispatcher({ db: firstDb, queue: firstQueue, bus, log });
    const firstRun = first.drain().catch((error: unknown) => error);

    await waitFor(() => started.length === 1);
    expect(await undelivered()).toBe(1); // handed to the queue, not yet handled: not delivered

    // The crash: every connection of the first process is cut, its handler never finishes.
    await observer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    abandon(new Error('the process died'));
    await firstRun;
    await firstDb.end().catch(() => {});

    // The restarted process finds the job and handles it.
    const secondDb = createPool(tdb.url, 4);
    const secondQueue = new InProcessJobQueue({ logger: log });
    const handled: string[] = [];
    await secondQueue.startWorkers({ 'send-mail': async (_payload, { jobId }) => void handled.push(jobId) });
    const second = new OutboxDispatcher({ db: secondDb, queue: secondQueue, bus, log });
    expect(await second.drain()).toBe(1);
    expect(handled).toEqual(started);
    expect(await undelivered()).toBe(0);
    expect(await second.drain()).toBe(0);
    expect(handled).toHaveLength(1);
    await secondQueue.close();
    await secondDb.end();
    await bus.close();
  });

  it('counts a job whose handler failed as not delivered, and retries it later', async () => {
    const db = createPool(tdb.url, 4);
    const queue = new InProcessJobQueue({ logger: log });
    const bus = new InProcessEventBus({ logger: log });
    let calls = 0;
    await queue.startWorkers({
      'track-conversion': async () => {
        calls++;
        if (calls === 1) throw new Error('SMTP server unavailable');
      },
    });
    await inTransaction(db, (tx) => outboxIn(tx).job('track-conversion', { name: 'Purchase', valueCents: 4_500 }));
    const dispatcher = new OutboxDispatcher({ db, queue, bus, log, baseBackoffMs: 50 });
    expect(await dispatcher.drain()).toBe(0);
    const row = await observer.query("SELECT attempts, last_error FROM outbox WHERE topic = 'job:track-conversion'");
    expect(row.rows[0]).toEqual({ attempts: 1, last_error: 'SMTP server unavailable' });
    await new Promise((r) => setTimeout(r, 120));
    expect(await dispatcher.drain()).toBe(1);
    expect(calls).toBe(2);
    await queue.close();
    await db.end();
    await bus.close();
  });
});
