import { makeAutoObservable, runInAction } from 'mobx';

export type LiveState = 'connecting' | 'live' | 'offline';

export interface LiveStreamOptions {
  fetch: typeof fetch;
  /** The administrator's token (sent in the Authorization header, never in the URL). */
  token: () => string | null;
  onEvent: (event: string, data: unknown) => void;
  url?: string;
  /** Waits before the n-th reconnection (1 s, doubling to 30 s by default). */
  retryDelayMs?: (attempt: number) => number;
  /** An ended session: stop reconnecting (the next call's 401 signs the administrator out). */
  onAuthFailure?: () => void;
  /** Each (re)connection: what was missed while offline can be read again. */
  onOpen?: () => void;
}

/** Splits server-sent-event text into events; answers what is left unparsed. */
export function parseEvents(buffer: string, emit: (event: string, data: string) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) emit(event, data.join('\n'));
  }
  return rest;
}

/**
 * The back office's realtime channel (GET /api/admin/events), read with fetch so the token travels in
 * a header. Reconnects by itself after a drop, waiting longer each time, and says whether it is live.
 */
export class LiveStream {
  state: LiveState = 'offline';
  #abort: AbortController | null = null;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = true;
  readonly #o: LiveStreamOptions;

  constructor(options: LiveStreamOptions) {
    this.#o = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    void this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#abort?.abort();
    this.#abort = null;
    this.state = 'offline';
  }

  async #connect(): Promise<void> {
    const token = this.#o.token();
    if (!token) return this.stop();
    this.state = 'connecting';
    const abort = new AbortController();
    this.#abort = abort;
    try {
      const res = await this.#o.fetch(this.#o.url ?? '/api/admin/events', { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal });
      if (res.status === 401 || res.status === 403) {
        this.stop();
        this.#o.onAuthFailure?.();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      runInAction(() => {
        this.state = 'live';
        this.#attempt = 0;
      });
      this.#o.onOpen?.();
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer = parseEvents(buffer + decoder.decode(value, { stream: true }), (event, data) => {
          try {
            this.#o.onEvent(event, JSON.parse(data));
          } catch {
            /* a malformed event is skipped */
          }
        });
      }
    } catch {
      /* dropped: reconnect below */
    }
    if (this.#stopped || abort.signal.aborted) return;
    runInAction(() => (this.state = 'offline'));
    this.#attempt += 1;
    const delay = (this.#o.retryDelayMs ?? ((n) => Math.min(30_000, 1000 * 2 ** (n - 1))))(this.#attempt);
    this.#timer = setTimeout(() => void this.#connect(), delay);
  }
}
