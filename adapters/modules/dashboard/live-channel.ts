import type { Request, Response } from 'express';
import type { AdminSessionLive } from '../../../application/accounts/ports.js';
import type { LiveEvent } from '../../http/contract/dashboard.js';

/** Proxies drop a quiet connection after a minute or so; a comment line every 25 s keeps it open. */
export const HEARTBEAT_MS = 25_000;

interface Listener {
  session: { sessionId: string; userId: string };
  res: Response;
}

export interface LiveChannelOptions {
  adminSessionLive: AdminSessionLive;
  log: { warn(obj: object, msg: string): void };
  heartbeatMs?: number;
}

/**
 * The administrators' realtime streams of one web process (server-sent events). Each process has
 * its own listeners and hears every shop event over the bus, so a change made through any process
 * reaches every open dashboard. A stream closes once its session is no longer an administrator's
 * live one: checked at every heartbeat and before every message.
 */
export class LiveChannel {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | undefined;
  private readonly heartbeatMs: number;

  constructor(private readonly options: LiveChannelOptions) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  }

  get size(): number {
    return this.listeners.size;
  }

  /** Turns the response into an event stream for this administrator's session. */
  open(req: Request, res: Response, session: Listener['session']): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setTimeout(0);
    const listener: Listener = { session, res };
    this.listeners.add(listener);
    this.write(listener, 'retry: 3000\n: connected\n\n');
    res.on('close', () => this.drop(listener));
    this.timer ??= setInterval(() => void this.heartbeat(), this.heartbeatMs).unref();
  }

  /** Sends the events to every stream whose session is still live. */
  async send(events: LiveEvent[]): Promise<void> {
    if (events.length === 0) return;
    const text = events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
    await Promise.all([...this.listeners].map(async (l) => ((await this.stillLive(l)) ? this.write(l, text) : undefined)));
  }

  /** Ends every stream (the process is stopping). */
  close(): void {
    for (const l of this.listeners) l.res.end();
    this.listeners.clear();
    this.stopTimer();
  }

  private async heartbeat(): Promise<void> {
    await Promise.all([...this.listeners].map(async (l) => ((await this.stillLive(l)) ? this.write(l, ': keep-alive\n\n') : undefined)));
  }

  private async stillLive(l: Listener): Promise<boolean> {
    let live = false;
    try {
      live = await this.options.adminSessionLive(l.session);
    } catch (error) {
      this.options.log.warn({ err: error }, 'realtime session check failed; the stream is closed');
    }
    if (!live) {
      this.drop(l);
      l.res.end();
    }
    return live;
  }

  private write(l: Listener, text: string): void {
    l.res.write(text);
    // compression buffers what passes through it; an event must leave at once.
    (l.res as Response & { flush?: () => void }).flush?.();
  }

  private drop(l: Listener): void {
    this.listeners.delete(l);
    if (this.listeners.size === 0) this.stopTimer();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
