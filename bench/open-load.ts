// An open-model load: requests arrive at a fixed rate whether or not earlier ones have been answered,
// as shoppers do, carried by a fixed number of keep-alive connections per target. A request's latency
// is counted from the moment it was due, so time spent waiting for a free connection is counted too
// (no coordinated omission). Each request is tagged with a kind, and latency is reported per kind.
import http from 'node:http';

export interface LoadRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TargetResult {
  url: string;
  requests: number;
  requestsPerS: number;
  errors: number;
  statuses: Record<string, number>;
  latency: Latencies;
  byKind: Record<string, Latencies>;
  /** The slowest answer of each second of the run (by when requests fell due). */
  slowestPerSecond: number[];
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * Sends `rate` requests per second in all, spread evenly over `targets` (base URLs), for `seconds`,
 * each target through `connections` keep-alive sockets; `next` makes each request. Resolves when every
 * request has been answered or has failed (30 s timeout).
 */
export async function openLoad(options: { targets: string[]; rate: number; seconds: number; connections: number; next: () => LoadRequest }): Promise<TargetResult[]> {
  const { targets, rate, seconds, connections, next } = options;
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections }));
  const samples = targets.map(() => ({ all: [] as number[], kinds: new Map<string, number[]>(), statuses: {} as Record<string, number>, errors: 0, perSecond: [] as number[] }));
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();

  const send = (i: number, due: number) => {
    const t = i % targets.length;
    const target = new URL(targets[t]!);
    const r = next();
    const s = samples[t]!;
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: r.method,
          path: r.path,
          headers: { ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) },
          agent: agents[t],
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const ms = performance.now() - due;
            s.all.push(ms);
            const second = Math.floor((due - started) / 1000);
            s.perSecond[second] = Math.max(s.perSecond[second] ?? 0, ms);
            const kind = s.kinds.get(r.kind) ?? [];
            kind.push(ms);
            s.kinds.set(r.kind, kind);
            s.statuses[String(res.statusCode)] = (s.statuses[String(res.statusCode)] ?? 0) + 1;
            resolve();
          });
          res.on('error', () => {
            s.errors += 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        s.errors += 1;
        resolve();
      });
      if (r.body) req.write(r.body);
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  let i = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Every request that has fallen due since the last tick, each timed from its own due moment.
      while (i < total && started + i * interval <= now) {
        send(i, started + i * interval);
        i += 1;
      }
      if (i >= total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, started + i * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  for (const a of agents) a.destroy();
  return samples.map((s, t) => ({
    url: targets[t]!,
    requests: s.all.length + s.errors,
    requestsPerS: (s.all.length + s.errors) / elapsed,
    errors: s.errors,
    statuses: s.statuses,
    latency: latencies(s.all),
    byKind: Object.fromEntries([...s.kinds].map(([k, v]) => [k, latencies(v)])),
    slowestPerSecond: Array.from(s.perSecond, (x) => Math.round(x ?? 0)),
  }));
}
