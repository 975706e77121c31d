// The back office's route conventions on a bare Express app: the guard, the acting administrator,
// DELETE beside a spec's GET deletion, the page and `-` segments, and list answers.
import type { Server } from 'node:http';
import express from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../application/audit/ports.js';
import { ok, unknownRecord } from '../../domain/result.js';
import { adminPage, adminRoute, idParams, listAnswer, noneSegment } from './admin-route.js';
import type { AuthUser } from './auth.js';
import { errorHandler } from './errors.js';
import { ApiRegistry } from './openapi.js';
import { adminListAnswer, successAnswer } from './contract/admin.js';

const registry = new ApiRegistry();
const seen: Actor[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    const who = req.header('x-test-user');
    if (who) req.user = JSON.parse(who) as AuthUser;
    next();
  });
  const router = express.Router();
  adminRoute(router, registry, {
    method: 'get',
    path: '/api/admin/deleteThing/:id',
    alsoDelete: true,
    summary: 'Deletes a thing',
    params: idParams('Thing id'),
    answer: successAnswer,
    responses: { 200: '`{success: true}`', 404: 'Unknown thing' },
    handler: async ({ params, actor }) => {
      seen.push(actor);
      return params.id === '00000000-0000-4000-8000-000000000000' ? unknownRecord('unknown_thing', 'We could not find that thing.') : ok({ success: true });
    },
  });
  adminRoute(router, registry, {
    method: 'get',
    path: '/api/admin/getThings/:page/:query',
    summary: 'Things',
    params: z.object({ page: adminPage, query: noneSegment('Search text, `-` for none') }),
    answer: adminListAnswer('things', z.object({ page: z.number(), query: z.string().nullable() })),
    responses: { 200: '`{things, count}`' },
    handler: async ({ params }) => ok(listAnswer('things', [params], 41)),
  });
  app.use(router);
  app.use(errorHandler);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const admin: AuthUser = { userId: '11111111-1111-4111-8111-111111111111', sessionId: 's', email: 'boss@example.com', firstName: 'Jess', isAdmin: true };
const send = async (method: string, path: string, user?: AuthUser) => {
  const res = await fetch(`${base}${path}`, { method, headers: user ? { 'x-test-user': JSON.stringify(user) } : {} });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('adminRoute', () => {
  it('hands the handler the acting administrator and answers 401 and 403 to anyone else', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    expect(await send('GET', `/api/admin/deleteThing/${id}`, admin)).toEqual({ status: 200, body: { success: true } });
    expect(seen).toEqual([{ userId: admin.userId, email: admin.email }]);
    expect((await send('GET', `/api/admin/deleteThing/${id}`)).status).toBe(401);
    expect(await send('GET', `/api/admin/deleteThing/${id}`, { ...admin, isAdmin: false })).toEqual({ status: 403, body: { message: 'Only administrators can do this.' } });
    expect(seen).toHaveLength(1);
  });

  it('accepts DELETE beside a GET deletion, answers 404 {message} for an unknown id and 400 {id} for a malformed one', async () => {
    expect(await send('DELETE', '/api/admin/deleteThing/00000000-0000-4000-8000-000000000000', admin)).toEqual({ status: 404, body: { message: 'We could not find that thing.' } });
    expect(await send('DELETE', '/api/admin/deleteThing/nope', admin)).toEqual({ status: 400, body: { id: 'Thing id must be a valid id.' } });
    expect(registry.list().filter((r) => r.path === '/api/admin/deleteThing/:id')).toEqual([
      { method: 'get', path: '/api/admin/deleteThing/:id', auth: 'admin' },
      { method: 'delete', path: '/api/admin/deleteThing/:id', auth: 'admin' },
    ]);
  });

  it('reads 1-based pages and `-` as none, and answers lists as {<items>, count}', async () => {
    expect(await send('GET', '/api/admin/getThings/2/-', admin)).toEqual({ status: 200, body: { things: [{ page: 2, query: null }], count: 41 } });
    expect((await send('GET', '/api/admin/getThings/1/%20tee%20', admin)).body).toEqual({ things: [{ page: 1, query: 'tee' }], count: 41 });
    expect(await send('GET', '/api/admin/getThings/0/-', admin)).toEqual({ status: 400, body: { page: 'Page must be a whole number of at least 1.' } });
  });

  it('documents the access answers of every back-office call', () => {
    const doc = registry.document({ title: 't', version: '1', serverUrl: base }) as { paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>> };
    const op = doc.paths['/api/admin/getThings/{page}/{query}']!.get!;
    expect(Object.keys(op.responses).sort()).toEqual(['200', '401', '403']);
    expect(op.security).toEqual([{ bearerAuth: [] }]);
  });
});
