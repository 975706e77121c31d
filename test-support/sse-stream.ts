// A reader of server-sent-events streams for tests (GET /api/admin/events).
export interface Stream {
  status: number;
  events: { event: string; data: unknown }[];
  comments: string[];
  ended: Promise<void>;
  /** Waits for an event of this name that satisfies `match`. */
  next(event: string, match?: (data: never) => boolean, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** Opens a server-sent-events stream (with a bearer token) and collects its events and comment lines. */
export async function openStream(url: string, token?: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal });
  const events: Stream['events'] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    status: res.status,
    events,
    comments,
    ended,
    async next(event, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === event && match(e.data as never));
        if (found) return found.data;
        if (Date.now() > deadline) throw new Error(`no ${event} event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => abort.abort(),
  };
}
