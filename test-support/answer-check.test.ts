import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../domain/result.js';
import { apiRoute } from '../adapters/http/api-route.js';
import { ApiRegistry } from '../adapters/http/openapi.js';
import { answerChecker, type AnswerChecker, type ApiDocument } from './answer-check.js';
import { jsonClient } from './api-client.js';

const thing = z.object({ _id: z.string(), size: z.enum(['small', 'large']), note: z.string().nullable() });

/** A made-up API of two routes; `lie` makes the second one answer something its schema does not allow. */
function thingsRouter(registry: ApiRegistry, lie: { body: unknown }) {
  const router = express.Router();
  apiRoute(router, registry, {
    method: 'get',
    path: '/api/things/best',
    summary: 'The best thing',
    tag: 'Things',
    auth: 'public',
    answer: z.array(thing),
    responses: { 200: 'Things' },
    handler: async () => ok([{ _id: 'a', size: 'small', note: null }]),
  });
  apiRoute(router, registry, {
    method: 'get',
    path: '/api/things/:id',
    summary: 'One thing',
    tag: 'Things',
    auth: 'public',
    params: z.object({ id: z.string() }),
    answer: thing,
    responses: { 200: 'The thing', 404: 'No such thing' },
    handler: async ({ res }) => {
      res.json(lie.body);
      return ok(null);
    },
  });
  return router;
}

const documentOf = (registry: ApiRegistry) => registry.document({ title: 't', version: '1', serverUrl: 'http://x' }) as unknown as ApiDocument;

describe('answerChecker and formats', () => {
  it('checks the uuid and date-time formats the document names instead of ignoring them', () => {
    const registry = new ApiRegistry();
    apiRoute(express.Router(), registry, {
      method: 'get',
      path: '/api/stamps/latest',
      summary: 'The latest stamp',
      tag: 'Stamps',
      auth: 'public',
      answer: z.object({ _id: z.uuid(), at: z.iso.datetime() }),
      responses: { 200: 'A stamp' },
      handler: async () => ok(null),
    });
    const check = answerChecker(documentOf(registry));
    expect(check('GET', '/api/stamps/latest', 200, { _id: '7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11', at: '2026-11-28T09:00:00.000Z' })).toBeNull();
    expect(check('GET', '/api/stamps/latest', 200, { _id: 'not-an-id', at: '2026-11-28T09:00:00.000Z' })).toMatch(/\/_id must match format "uuid"/);
    expect(check('GET', '/api/stamps/latest', 200, { _id: '7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11', at: 'yesterday' })).toMatch(/\/at must match format "date-time"/);
  });
});

describe('answerChecker', () => {
  const registry = new ApiRegistry();
  thingsRouter(registry, { body: null });
  const check = answerChecker(documentOf(registry));

  it('accepts an answer that matches its route’s schema, the literal path before a templated one', () => {
    expect(check('GET', '/api/things/42', 200, { _id: '42', size: 'large', note: 'x' })).toBeNull();
    expect(check('GET', '/api/things/best', 200, [{ _id: 'a', size: 'small', note: null }])).toBeNull();
    expect(check('get', '/api/Things/42?x=1', 200, { _id: '42', size: 'large', note: null })).toBeNull();
  });

  it('names a wrong type, a value outside a closed set, a missing field and a field the document does not have', () => {
    expect(check('GET', '/api/things/42', 200, { _id: 42, size: 'large', note: null })).toMatch(/\/_id must be string/);
    expect(check('GET', '/api/things/42', 200, { _id: '42', size: 'medium', note: null })).toMatch(/\/size must be equal to one of the allowed values/);
    expect(check('GET', '/api/things/42', 200, { _id: '42', size: 'large' })).toMatch(/must have required property 'note'/);
    expect(check('GET', '/api/things/42', 200, { _id: '42', size: 'large', note: null, secret: 'x' })).toMatch(/additional properties \(secret\)/);
    // The literal route's schema is a list: an object there is wrong.
    expect(check('GET', '/api/things/best', 200, { _id: 'a', size: 'small', note: null })).toMatch(/must be array/);
  });

  it('refuses JSON from a route the document does not have, and a success status it gives no schema', () => {
    expect(check('POST', '/api/things/42', 200, {})).toMatch(/no such route/);
    expect(check('GET', '/api/things/42', 201, {})).toMatch(/no answer schema/);
  });

  it('leaves failures and the document itself alone', () => {
    expect(check('GET', '/api/things/42', 404, { message: 'No such thing' })).toBeNull();
    expect(check('GET', '/api/openapi.json', 200, { openapi: '3.1.0' })).toBeNull();
  });
});

describe('the API test client', () => {
  const lie: { body: unknown } = { body: null };
  let server: Server;
  let baseUrl: string;
  let check: AnswerChecker;
  beforeAll(async () => {
    const registry = new ApiRegistry();
    const app = express();
    app.use(thingsRouter(registry, lie));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    check = answerChecker(documentOf(registry));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('passes a true answer through and fails the call on one that breaks the document', async () => {
    const call = jsonClient(baseUrl, check);
    lie.body = { _id: '1', size: 'small', note: null };
    expect((await call('GET', '/api/things/1')).body).toEqual({ _id: '1', size: 'small', note: null });
    lie.body = { _id: '1', size: 'huge', note: null };
    await expect(call('GET', '/api/things/1')).rejects.toThrow(/breaks the API document: GET \/api\/things\/1 answered 200 .*\/size/);
  });
});
