import type { EventWriter, RecordedEvent } from '../../../application/analytics/ports.js';

export interface BatchWriterOptions {
  write(events: RecordedEvent[]): Promise<void>;
  log: { warn(obj: object, msg: string): void };
  /** Longest an event waits in memory (default 1 s). */
  flushMs?: number;
  /** A batch this large is written at once (default 500). */
  batchSize?: number;
  /** Past this many waiting events new ones are dropped rather than let memory grow (default 50,000). */
  maxQueued?: number;
}

/** Queues events in memory and writes them in batches: on a timer, when a batch is full, and at close. */
export class BatchWriter implements EventWriter {
  private queue: RecordedEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(private readonly options: BatchWriterOptions) {}

  add(events: RecordedEvent[]): void {
    const room = (this.options.maxQueued ?? 50_000) - this.queue.length;
    if (room < events.length) this.dropped += events.length - Math.max(room, 0);
    this.queue.push(...events.slice(0, Math.max(room, 0)));
    if (this.queue.length >= (this.options.batchSize ?? 500)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 1000).unref();
  }

  /** Writes everything queued so far; resolves once it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    if (this.dropped > 0) {
      this.options.log.warn({ dropped: this.dropped }, 'analytics events dropped: the database is not keeping up');
      this.dropped = 0;
    }
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.log.warn({ err: error, events: batch.length }, 'analytics events not written');
      }
    });
    return this.writing;
  }
}
