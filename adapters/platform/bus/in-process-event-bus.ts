import type { Logger } from 'pino';
import type { BusEvent, EventBus, Unsubscribe } from '../../../application/platform/event-bus.js';

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;
type Handler = (event: BusEvent) => void;

/**
 * EventBus within one process. Events travel as JSON and are delivered on a later turn, as they
 * are by the Redis bus, so code tested against one behaves the same on the other.
 */
export class InProcessEventBus implements EventBus {
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;

  constructor(private readonly options: { logger: Log }) {}

  async publish(channel: string, event: BusEvent): Promise<void> {
    if (this.closed) throw new Error('InProcessEventBus is closed');
    const message = JSON.stringify(event);
    const subscribed = this.handlers.get(channel);
    if (!subscribed) return;
    const handlers = [...subscribed]; // those subscribed when it was published, as with Redis
    setImmediate(() => {
      for (const handler of handlers) {
        if (!this.handlers.get(channel)?.has(handler)) continue; // unsubscribed meanwhile
        try {
          handler(JSON.parse(message) as BusEvent);
        } catch (error) {
          this.options.logger.error({ err: error, channel, type: event.type }, 'event handler failed');
        }
      }
    });
  }

  async subscribe(channel: string, handler: Handler): Promise<Unsubscribe> {
    if (this.closed) throw new Error('InProcessEventBus is closed');
    const wrapped: Handler = (event) => handler(event); // the same function may subscribe twice
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(wrapped);
    return async () => {
      const current = this.handlers.get(channel);
      current?.delete(wrapped);
      if (current?.size === 0) this.handlers.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }
}
