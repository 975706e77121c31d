import { IncomingMessage, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino, type Logger } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { requestPath } from '../modules/catalog/answer-cache.js';
import { answerFirst, type FastReads } from './app.js';
import { REDACTED } from './log-redaction.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An Express app with a catch-all route that says it answered, `fast` run ahead of it; its base URL. */
async function serve(fast: FastReads, log?: Logger): Promise<{ base: string; routed: string[] }> {
  const routed: string[] = [];
  const app = express();
  app.get('/{*rest}', (req, res) => {
    routed.push(req.path);
    res.json({ by: 'express', path: req.path });
  });
  answerFirst(app, fast, log);
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, routed };
}

describe('reads answered before Express', () => {
  it("answers on Node's own request and response, before Express sets up either, and hands the rest to the app", async () => {
    const seen: unknown[] = [];
    const { base, routed } = await serve((req, res, next) => {
      if (req.url !== '/fast') return next();
      seen.push(Object.getPrototypeOf(req));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('fast');
    });
    expect(await (await fetch(`${base}/fast`)).text()).toBe('fast');
    expect(seen).toEqual([IncomingMessage.prototype]);
    expect(await (await fetch(`${base}/other`)).json()).toEqual({ by: 'express', path: '/other' });
    expect(routed).toEqual(['/other']);
  });

  it('hands the request to the app when the fast path throws before answering, or after an asynchronous step', async () => {
    const { base, routed } = await serve((req, _res, next) => {
      if (req.url === '/later') {
        void Promise.resolve().then(next);
        return;
      }
      throw new Error('a bug in the fast path');
    });
    expect((await fetch(`${base}/broken`)).status).toBe(200);
    expect((await fetch(`${base}/later`)).status).toBe(200);
    expect(routed).toEqual(['/broken', '/later']);
  });

  it("reads a request's path as Express's req.path does, and leaves other forms to Express", async () => {
    const paths: (string | undefined)[] = [];
    const { base, routed } = await serve((req, _res, next) => {
      paths.push(requestPath(req));
      next();
    });
    const urls = ['/api/products/getproducts/1/pricelow/-/-', '/api/products/getproducts/1/pricelow/t%C3%A9e/-?x=1&y=2', '/a//b/', '/', '/x?'];
    for (const url of urls) await fetch(`${base}${url}`);
    expect(paths).toEqual(routed);
    const raw = (url: string) => requestPath({ url } as IncomingMessage);
    expect([raw('http://shop.example/api'), raw('/a#b'), raw('/a b'), raw('*'), raw('')]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('writes the access-log line of a request it answered (id, method, redacted path, status, time), and none for one it handed on', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const user = '6f1c2b1e-8a3d-4f5e-9b7c-1d2e3f4a5b6c';
    const { base } = await serve((req, res, next) => {
      if (req.url === '/other') return next();
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' }).end('fast');
    }, log);
    await fetch(`${base}/fast`, { headers: { 'x-request-id': 'trace-12345678' } });
    await fetch(`${base}/newPassword/${user}/c0ffee42`);
    await fetch(`${base}/missing`);
    await fetch(`${base}/other`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shown = lines.map((l) => ({ level: l['level'], msg: l['msg'], req: l['req'], res: l['res'], timed: typeof l['responseTime'] === 'number' }));
    expect(shown).toEqual([
      { level: 30, msg: 'request completed', req: { id: 'trace-12345678', method: 'GET', url: '/fast' }, res: { statusCode: 200 }, timed: true },
      { level: 30, msg: 'request completed', req: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), method: 'GET', url: `/newPassword/${user}/${REDACTED}` }, res: { statusCode: 200 }, timed: true },
      { level: 40, msg: 'request completed', req: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), method: 'GET', url: '/missing' }, res: { statusCode: 404 }, timed: true },
    ]);
  });

  it("writes nothing when the log shows only warnings and worse, as the app's own access log", async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const { base } = await serve((_req, res) => void res.writeHead(200).end('fast'), log);
    await fetch(`${base}/fast`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });
});
