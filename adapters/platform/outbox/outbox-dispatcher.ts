import type { EventBus } from '../../../application/platform/event-bus.js';
import type { JobQueue } from '../../../application/platform/job-queue.js';
import { inTransaction, type Db } from '../database/database.js';

export interface DispatcherLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface OutboxDispatcherOptions {
  db: Db;
  queue: JobQueue;
  bus: EventBus;
  log: DispatcherLog;
  /** How often to look for due messages when not woken (ms). */
  pollMs?: number;
  batchSize?: number;
  /** How many messages of a batch are handed over at once (default 5). */
  concurrency?: number;
  /** Retry delay before attempt n is min(maxBackoffMs, baseBackoffMs × 2^(n−1)). */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
}

interface Row {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
}

/**
 * Delivers outbox rows to the job queue or the event bus. Several dispatchers (web and worker
 * processes) may run at once: rows are claimed with FOR UPDATE SKIP LOCKED and stay locked until the
 * batch commits. A job row is marked delivered only once `queue.deliver` resolved: a durable queue
 * (BullMQ) has stored it by then, the in-process queue has run its handler to the end. A crash before
 * that rolls the claim back and the row is delivered again after the restart (at least once; job ids
 * are the outbox ids and handlers are idempotent). Events are marked once the bus took them.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(private readonly options: OutboxDispatcherOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 50;
    this.concurrency = Math.max(1, options.concurrency ?? 5);
    this.baseBackoffMs = options.baseBackoffMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for due messages now (called after a transaction wrote to the outbox). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Delivers every message that is due, batch after batch; returns how many were delivered. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const { delivered, claimed } = await this.deliverBatch();
      total += delivered;
      if (claimed < this.batchSize) return total;
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox dispatch failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const again = this.wakeRequested;
          this.wakeRequested = false;
          this.schedule(again ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  private async deliverBatch(): Promise<{ delivered: number; claimed: number }> {
    return inTransaction(this.options.db, async (tx) => {
      const { rows } = await tx.query<Row>(
        `SELECT id, topic, payload, attempts FROM outbox
          WHERE delivered_at IS NULL AND available_at <= now()
          ORDER BY available_at, created_at
          LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      // Hand the rows over a few at a time; the outcomes are written on this transaction afterwards.
      const failures = new Map<string, unknown>();
      let next = 0;
      const lane = async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          await this.deliver(row).catch((error: unknown) => void failures.set(row.id, error ?? new Error('delivery failed')));
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
      let delivered = 0;
      for (const row of rows) {
        const error = failures.get(row.id);
        if (error === undefined) {
          await tx.query('UPDATE outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [row.id]);
          delivered++;
        } else {
          const attempts = row.attempts + 1;
          const delay = Math.min(this.maxBackoffMs, this.baseBackoffMs * 2 ** (attempts - 1));
          await tx.query(`UPDATE outbox SET attempts = $2, last_error = $3, available_at = now() + ($4 || ' milliseconds')::interval WHERE id = $1`, [
            row.id,
            attempts,
            String((error as Error)?.message ?? error).slice(0, 500),
            String(delay),
          ]);
          this.options.log.warn({ outboxId: row.id, topic: row.topic, attempts, retryInMs: delay, err: error }, 'outbox delivery failed, will retry');
        }
      }
      return { delivered, claimed: rows.length };
    });
  }

  private async deliver(row: Row): Promise<void> {
    const [kind, ...rest] = row.topic.split(':');
    const name = rest.join(':');
    if (kind === 'job' && name) {
      await this.options.queue.deliver(name, row.payload, { jobId: row.id, attempt: row.attempts + 1 });
    } else if (kind === 'event' && name) {
      // The row holds the whole event as the unit of work wrote it: its type and its data.
      const event = row.payload as { type?: unknown; data?: unknown };
      await this.options.bus.publish(name, { type: String(event?.type ?? name), data: event?.data ?? null });
    } else {
      throw new Error(`unknown outbox topic ${row.topic}`);
    }
  }
}
