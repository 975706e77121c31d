// Oversized and malformed bodies get a 4xx with a message, and a client that trickles its request
// (slowloris headers, a dribbled upload) is cut off by the server's limits rather than holding a socket.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, SLOW_CLIENT_LIMITS } from '../http-server.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
const LIMITS = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, checkIntervalMs: 250 };
beforeAll(async () => {
  api = await startTestApi({ env: { BODY_LIMIT_KB: '100' }, slowClientLimits: LIMITS });
});
afterAll(async () => {
  await api?.close();
});

async function post(path: string, body: string, contentType = 'application/json'): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as unknown };
}

/**
 * Opens a raw connection, sends `first`, then one byte of `trickle` every `everyMs` until the server
 * closes the connection; resolves with what the server answered and how long the socket lived.
 */
function trickle(first: string, drip: string, everyMs: number): Promise<{ answer: string; ms: number }> {
  const port = Number(new URL(api.baseUrl).port);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a trickling connection open for 10 s'));
    }, 10_000);
    socket.on('connect', () => {
      socket.write(first);
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
      }, everyMs);
    });
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => {}); // a reset after the cut is expected
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({ answer, ms: performance.now() - started });
    });
  });
}

describe('request bodies', () => {
  it('answers a body over the limit with 413 and a message, whatever the route', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(150 * 1024) });
    for (const path of ['/api/users/login', '/api/cart/addQuantityToCart', '/api/admin/createNewCategory', '/api/webhooks/stripe']) {
      const r = await post(path, huge);
      expect({ path, ...r }).toEqual({ path, status: 413, body: { message: 'The request is too large.' } });
    }
    const form = await post('/api/users/login', `email=${'x'.repeat(150 * 1024)}`, 'application/x-www-form-urlencoded');
    expect(form).toEqual({ status: 413, body: { message: 'The request is too large.' } });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    for (const text of ['{"email": "a@example.com",', '{email: 1}', "{'a': 1}", '[1, 2', 'nul', '{"a": "\\x"}']) {
      const r = await post('/api/users/login', text);
      expect({ text, ...r }).toEqual({ text, status: 400, body: { message: 'The request body is not valid JSON.' } });
    }
  });
});

describe('slow clients', () => {
  it('cuts off a client that trickles its headers (slowloris) with 408', async () => {
    const r = await trickle('GET /api/categories/getCategories HTTP/1.1\r\nHost: localhost\r\n', 'X-a: b\r\n', 100);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(r.ms).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 100);
    expect(r.ms).toBeLessThan(LIMITS.headersTimeoutMs + 2_000);
  });

  it('cuts off a body dribbled in a byte at a time, within the request limit', async () => {
    const head = 'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"';
    const r = await trickle(head, 'a', 50);
    expect(r.ms).toBeLessThan(LIMITS.requestTimeoutMs + 2_000);
    expect(r.answer === '' || /^HTTP\/1\.1 (408|400)/.test(r.answer)).toBe(true);
    // The server still serves others afterwards.
    expect((await fetch(`${api.baseUrl}/api/categories/getCategories`)).status).toBe(200);
  });

  it('runs production with limits a person never meets and a trickler cannot hide behind', () => {
    expect(SLOW_CLIENT_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(20_000);
    expect(SLOW_CLIENT_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(120_000);
    expect(SLOW_CLIENT_LIMITS.requestTimeoutMs).toBeGreaterThanOrEqual(30_000);
    expect(SLOW_CLIENT_LIMITS.checkIntervalMs).toBeLessThanOrEqual(5_000);
    expect([SLOW_CLIENT_LIMITS.headersTimeoutMs, SLOW_CLIENT_LIMITS.requestTimeoutMs, SLOW_CLIENT_LIMITS.checkIntervalMs]).toEqual([15_000, 60_000, 2_000]);
    const server = createHttpServer(() => undefined);
    // Idle keep-alive connections outlive a load balancer's usual 60 s idle timeout (the README says 65 s).
    expect(server.keepAliveTimeout).toBe(65_000);
    expect([server.headersTimeout, server.requestTimeout]).toEqual([15_000, 60_000]);
  });
});
