/** An event as the bus carries it between processes (a ShopEvent, checked on arrival). */
export interface BusEvent {
  type: string;
  data: unknown;
}

export type Unsubscribe = () => Promise<void>;

/** Fan-out of realtime events to every web process: Redis pub/sub when configured, in-process otherwise. */
export interface EventBus {
  publish(channel: string, event: BusEvent): Promise<void>;
  subscribe(channel: string, handler: (event: BusEvent) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}
