import type { ConversionEvent } from '../platform/analytics.js';
import type { ShopEvent, ShopEventMap, ShopEventType } from '../platform/events.js';
import type { ShopJobMap, ShopJobName } from '../platform/jobs.js';
import type { Outbox } from '../platform/outbox.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { Result } from '../../domain/result.js';

export type OutboxEntry = { kind: 'job'; name: ShopJobName; payload: ShopJobMap[ShopJobName] } | { kind: 'event'; event: ShopEvent };

/** An outbox that keeps what was written, in order. */
export class RecordingOutbox implements Outbox {
  entries: OutboxEntry[] = [];
  async job<N extends ShopJobName>(name: N, payload: ShopJobMap[N]) {
    this.entries.push({ kind: 'job', name, payload });
  }
  async event<K extends ShopEventType>(type: K, data: ShopEventMap[K]) {
    this.entries.push({ kind: 'event', event: { type, data } as ShopEvent });
  }
  /** The mails written so far. */
  mails(): ShopJobMap['send-mail'][] {
    return this.entries.flatMap((e) => (e.kind === 'job' && e.name === 'send-mail' ? [e.payload as ShopJobMap['send-mail']] : []));
  }
  /** The conversions to be recorded once committed. */
  conversions(): ConversionEvent[] {
    return this.entries.flatMap((e) => (e.kind === 'job' && e.name === 'track-conversion' ? [e.payload as ConversionEvent] : []));
  }
  events(): ShopEvent[] {
    return this.entries.flatMap((e) => (e.kind === 'event' ? [e.event] : []));
  }
}

/**
 * A unit of work over in-memory stores with the Postgres one's contract: one run at a time (as row
 * locks would order them), and everything written — stores and outbox — undone when the work
 * returns a failure or throws. `snapshot` saves the stores' state and returns how to put it back.
 */
export class InMemoryUnitOfWork<S> implements UnitOfWork<S> {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly stores: S,
    private readonly snapshot: () => () => void,
    /** Where the work's jobs and events go (several units of work over the same state share one). */
    readonly outbox = new RecordingOutbox(),
  ) {}

  run<T, R extends string>(work: (tx: S & { readonly outbox: Outbox }) => Promise<Result<T, R>>): Promise<Result<T, R>> {
    const once = async (): Promise<Result<T, R>> => {
      const restore = this.snapshot();
      const written = [...this.outbox.entries];
      const undo = () => {
        restore();
        this.outbox.entries = written;
      };
      try {
        const result = await work({ ...this.stores, outbox: this.outbox });
        if (!result.ok) undo();
        return result;
      } catch (error) {
        undo();
        throw error;
      }
    };
    const next = this.queue.then(once, once);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
