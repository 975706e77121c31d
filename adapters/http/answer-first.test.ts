import { IncomingMessage, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { requestPath } from '../modules/catalog/answer-cache.js';
import { answerFirst, type FastReads } from './app.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An Express app with a catch-all route that says it answered, `fast` run ahead of it; its base URL. */
async function serve(fast: FastReads): Promise<{ base: string; routed: string[] }> {
  const routed: string[] = [];
  const app = express();
  app.get('/{*rest}', (req, res) => {
    routed.push(req.path);
    res.json({ by: 'express', path: req.path });
  });
  answerFirst(app, fast);
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
});
