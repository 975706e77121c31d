// The soak's load generator: requests fall due at a steady rate (not in bursts), and an answer's
// latency counts from when its request fell due, including time spent waiting for a free connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoad } from './open-load.js';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server answering each request after `delayMs`; the moments requests arrived. */
async function slowServer(delayMs: number): Promise<{ url: string; arrivals: number[] }> {
  const arrivals: number[] = [];
  server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    setTimeout(() => res.end('ok'), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

const get = (kind: string) => () => ({ kind, method: 'GET', path: '/', headers: {} });

describe('openLoad', () => {
  it('spreads requests evenly over the run instead of sending each second in a burst', async () => {
    const { url, arrivals } = await slowServer(1);
    const [result] = await openLoad({ targets: [url], rate: 40, seconds: 1, connections: 4, next: get('read') });
    expect(result!.requests).toBe(40);
    expect(result!.statuses).toEqual({ '200': 40 });
    // 25 ms apart on average: the first and the last are most of a second apart (a burst sends all at once).
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(800);
  });

  it('counts the wait for a busy connection in the latency (one connection, answers slower than the rate)', async () => {
    const { url } = await slowServer(50);
    // 20 requests due over 0.5 s, one connection serving 20 a second: the last waits about 0.5 s.
    const [result] = await openLoad({ targets: [url], rate: 40, seconds: 0.5, connections: 1, next: get('read') });
    expect(result!.latency.count).toBe(20);
    expect(result!.latency.p50).toBeGreaterThan(150);
    expect(result!.latency.max).toBeGreaterThan(400);
    expect(result!.byKind.read!.count).toBe(20);
    expect(result!.slowestPerSecond[0]).toBeGreaterThan(400);
  });

  it('spreads the rate over the targets and reports a refused connection as an error', async () => {
    const { url } = await slowServer(1);
    const closed = 'http://127.0.0.1:1';
    const [up, down] = await openLoad({ targets: [url, closed], rate: 20, seconds: 0.5, connections: 2, next: get('read') });
    expect(up!.requests).toBe(5);
    expect(down!.errors).toBe(5);
  });
});
