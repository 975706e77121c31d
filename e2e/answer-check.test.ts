// The browser tests' network layer checks the API answers pages receive against the API document:
// a page on a made-up server whose route answers what its schema does not allow is reported.
import type { Server } from 'node:http';
import express from 'express';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../domain/result.js';
import { apiRoute } from '../adapters/http/api-route.js';
import { ApiRegistry } from '../adapters/http/openapi.js';
import { launchBrowser, takeAnswerProblems } from '../test-support/browser.js';

let server: Server;
let browser: Browser;
let baseUrl: string;
const answer: { body: unknown } = { body: null };

beforeAll(async () => {
  const registry = new ApiRegistry();
  const router = express.Router();
  apiRoute(router, registry, {
    method: 'get',
    path: '/api/things/:id',
    summary: 'One thing',
    tag: 'Things',
    auth: 'public',
    params: z.object({ id: z.string() }),
    answer: z.object({ _id: z.string(), size: z.enum(['small', 'large']) }),
    responses: { 200: 'The thing' },
    handler: async ({ res }) => {
      res.json(answer.body);
      return ok(null);
    },
  });
  const app = express();
  app.get('/api/openapi.json', (_req, res) => res.json(registry.document({ title: 't', version: '1', serverUrl: 'http://x' })));
  app.use(router);
  app.get('/', (_req, res) => res.type('html').send('<!doctype html><title>Things</title><p>Things</p>'));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('answers a page receives', () => {
  it('passes an answer that matches the document and reports one that does not', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    answer.body = { _id: '1', size: 'small' };
    await page.evaluate(`fetch('/api/things/1').then((r) => r.json())`);
    expect(await takeAnswerProblems()).toEqual([]);

    answer.body = { _id: '1', size: 'enormous', extra: true };
    await page.evaluate(`fetch('/api/things/1').then((r) => r.json())`);
    const problems = await takeAnswerProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^GET \/api\/things\/1 answered 200 with a body that does not match the documented schema of \/api\/things\/\{id\}/);
    expect(problems[0]).toMatch(/\/size must be equal to one of the allowed values/);
    expect(problems[0]).toMatch(/additional properties \(extra\)/);
    await page.close();
  });
});
