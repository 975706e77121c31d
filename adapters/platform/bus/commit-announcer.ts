import { randomUUID } from 'node:crypto';
import type { BusEvent, EventBus, Unsubscribe } from '../../../application/platform/event-bus.js';

type Log = { warn(obj: object, msg?: string): void };
type Listener = (event: BusEvent) => void;

/** The bus channel of announcements: `{type: 'committed', data: {origin, events}}`. */
export const COMMITTED_CHANNEL = 'committed';

/**
 * Tells every process, before the writer answers, the events a transaction has just committed: the
 * listeners of this process at once, those of the others over the bus (the unit of work awaits the
 * publish). It is the quick path for answers cached in memory, which must not outlive a change by
 * even one request; the outbox still delivers every event, at least once, so a listener may see an
 * event twice and must be idempotent. A failed announcement is logged and the outbox delivers later.
 */
export class CommitAnnouncer {
  private readonly origin = randomUUID();
  private readonly listeners = new Set<Listener>();
  private subscribed: Promise<Unsubscribe> | undefined;

  /** `timeoutMs`: the longest a writer waits for the bus (a Redis that is down); past it the outbox delivers. */
  constructor(private readonly options: { bus: EventBus; log: Log; timeoutMs?: number }) {}

  /** Receives the events every process commits from now on (its own at once, the others' over the bus). */
  async listen(listener: Listener): Promise<void> {
    this.listeners.add(listener);
    this.subscribed ??= this.options.bus.subscribe(COMMITTED_CHANNEL, (message) => {
      const data = message.data as { origin?: unknown; events?: unknown } | null;
      if (data?.origin === this.origin || !Array.isArray(data?.events)) return;
      for (const event of data.events as BusEvent[]) this.tell(event);
    });
    await this.subscribed;
  }

  /** Announces the events of a commit; resolves once the bus took them or gave up (never rejects). */
  async announce(events: readonly BusEvent[]): Promise<void> {
    if (events.length === 0) return;
    for (const event of events) this.tell(event);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the bus did not answer in time')), this.options.timeoutMs ?? 250);
    });
    try {
      await Promise.race([this.options.bus.publish(COMMITTED_CHANNEL, { type: 'committed', data: { origin: this.origin, events } }), timeout]);
    } catch (error) {
      this.options.log.warn({ err: error, types: events.map((e) => e.type) }, 'commit announcement failed; the outbox delivers the events');
    } finally {
      clearTimeout(timer);
    }
  }

  private tell(event: BusEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.log.warn({ err: error, type: event.type }, 'commit listener failed');
      }
    }
  }
}
