import type { Redis } from 'ioredis';
import { openRedis } from '../redis/redis-connection.js';
import type { Logger } from 'pino';
import type { BusEvent, EventBus, Unsubscribe } from '../../../application/platform/event-bus.js';

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;
type Handler = (event: BusEvent) => void;

export interface RedisEventBusOptions {
  redisUrl: string;
  logger: Log;
  /** Prefix of the Redis channel names (default `shop:events:`). */
  channelPrefix?: string;
}

function isBusEvent(value: unknown): value is BusEvent {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** QUIT when connected (lets pending replies arrive); otherwise just drop the connection, so closing never waits on a Redis that is down. */
async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

/** EventBus over Redis pub/sub: every web process subscribed to a channel gets each event (at most once, while connected). */
export class RedisEventBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly logger: Log;
  private readonly prefix: string;
  private readonly handlers = new Map<string, Set<Handler>>();
  /** Serialises SUBSCRIBE/UNSUBSCRIBE per channel so a quick unsubscribe-resubscribe cannot end unsubscribed. */
  private pending = Promise.resolve();
  private closing: Promise<void> | undefined;

  constructor(options: RedisEventBusOptions) {
    this.logger = options.logger;
    this.prefix = options.channelPrefix ?? 'shop:events:';
    this.publisher = openRedis(options.redisUrl);
    this.subscriber = openRedis(options.redisUrl);
    for (const [role, client] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      client.on('error', (error: Error) => this.logger.error({ err: error, role }, 'Redis connection error (event bus)'));
    }
    this.subscriber.on('message', (redisChannel: string, message: string) => this.deliver(redisChannel, message));
  }

  async publish(channel: string, event: BusEvent): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(event));
  }

  async subscribe(channel: string, handler: Handler): Promise<Unsubscribe> {
    const wrapped: Handler = (event) => handler(event);
    const redisChannel = this.prefix + channel;
    let set = this.handlers.get(redisChannel);
    if (!set) {
      set = new Set();
      this.handlers.set(redisChannel, set);
    }
    set.add(wrapped);
    await this.sync(redisChannel);
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      const current = this.handlers.get(redisChannel);
      current?.delete(wrapped);
      if (current?.size === 0) this.handlers.delete(redisChannel);
      await this.sync(redisChannel);
    };
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.handlers.clear();
      await this.pending;
      await Promise.all([closeRedis(this.subscriber), closeRedis(this.publisher)]);
    })();
    return this.closing;
  }

  /** Brings Redis' subscription of a channel in line with whether it has handlers. */
  private sync(redisChannel: string): Promise<void> {
    const step = this.pending.then(async () => {
      if (this.closing) return;
      if (this.handlers.has(redisChannel)) await this.subscriber.subscribe(redisChannel);
      else await this.subscriber.unsubscribe(redisChannel);
    });
    this.pending = step.catch(() => {});
    return step;
  }

  private deliver(redisChannel: string, message: string): void {
    const handlers = this.handlers.get(redisChannel);
    if (!handlers) return;
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch {
      event = undefined;
    }
    if (!isBusEvent(event)) {
      this.logger.warn({ channel: redisChannel }, 'ignored a malformed event');
      return;
    }
    for (const handler of [...handlers]) {
      try {
        handler(JSON.parse(message) as BusEvent); // each handler gets its own copy
      } catch (error) {
        this.logger.error({ err: error, channel: redisChannel, type: event.type }, 'event handler failed');
      }
    }
  }
}
