// GET /api/admin/events: an administrator's stream hears orders and users changed through another web
// process (two apps on one database and one Redis), only administrators get one, it ends with the
// session, and it sends a comment line at every heartbeat.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { openStream } from '../../../test-support/sse-stream.js';
import { LiveChannel } from './live-channel.js';

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)('realtime across two web processes on one Redis', () => {
  let db: TestDatabase;
  let placing: TestApi;
  let watching: TestApi;
  let admin: SignedIn;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: `live${process.pid}${Date.now()}` };
    placing = await startTestApi({ database: db, env, background: true }); // its outbox dispatcher publishes the events
    watching = await startTestApi({ database: db, env });
    admin = await signIn(watching, { email: `owner-${randomUUID().slice(0, 8)}@example.com` });
  });
  afterAll(async () => {
    await watching?.close();
    await placing?.close();
    await db?.drop();
  });

  it('an order placed through one process raises today’s figures in a stream of the other', async () => {
    const stream = await openStream(`${watching.baseUrl}/api/admin/events`, admin.token);
    expect(stream.status).toBe(200);
    const before = (await watching.call('GET', '/api/admin/revenueDetails', { token: admin.token })).body;
    const p = await createProduct(placing.db, { priceCents: 3000, variants: [['M', 5]] });
    const placed = await placing.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 2]], { paymentId: await testCard(placing) }) });
    expect(placed.status).toBe(200);
    const revenue = (await stream.next(
      'revenue',
      (d: { totalOrdersToday: number; totalOrdersYesterday: number }) => d.totalOrdersToday + d.totalOrdersYesterday > before.totalOrdersToday + before.totalOrdersYesterday,
    )) as Record<string, number>;
    expect(revenue).toEqual((await watching.call('GET', '/api/admin/revenueDetails', { token: admin.token })).body);
    expect(Object.keys(revenue).sort()).toEqual(['todaysTotal', 'totalOrdersToday', 'totalOrdersYesterday', 'yesterdayTotal']);
    stream.close();
  });

  it('a registration through one process sends the counts and the new user’s row to the other', async () => {
    const stream = await openStream(`${watching.baseUrl}/api/admin/events`, admin.token);
    const email = `new-${randomUUID().slice(0, 6)}@example.com`;
    const registered = await placing.call('POST', '/api/users/register', {
      body: { registeredUser: true, firstName: 'Grace', lastName: 'Hopper', email, password: 'navy cobol 1906', password2: 'navy cobol 1906' },
    });
    expect(registered.status).toBe(200);
    const row = await stream.next('newUser', (u: { email: string }) => u.email === email);
    expect(row).toEqual({
      _id: expect.any(String),
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      dateCreated: expect.any(String),
      lastLogin: null,
      isAdmin: false,
      isActive: false,
      registeredUser: true,
      sendOffers: false,
      orderCount: 0,
    });
    expect(await stream.next('users')).toEqual((await watching.call('GET', '/api/admin/getTotalUserDetails', { token: admin.token })).body);
    stream.close();
  });

  it('the stream ends when the administrator logs out', async () => {
    const leaving = await signIn(watching);
    const stream = await openStream(`${watching.baseUrl}/api/admin/events`, leaving.token);
    expect(stream.status).toBe(200);
    expect((await watching.call('POST', '/api/users/logout', { body: {}, token: leaving.token })).status).toBe(200);
    // The next event finds the session ended and closes the stream instead of sending it.
    const p = await createProduct(placing.db, { priceCents: 1000, variants: [['M', 5]] });
    await placing.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(placing) }) });
    await expect(Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still open'), 10_000))])).resolves.toBe('ended');
    expect(stream.events.filter((e) => e.event === 'revenue')).toEqual([]);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(watching, { method: 'GET', path: '/api/admin/events' });
  });
});

describe('LiveChannel heartbeats', () => {
  let server: Server;
  let live = true;
  const channel = new LiveChannel({ adminSessionLive: async () => live, log: { warn: () => {} }, heartbeatMs: 100 });
  beforeAll(async () => {
    const app = express();
    app.get('/events', (req, res) => channel.open(req, res, { sessionId: 's', userId: 'u' }));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
  });
  afterAll(async () => {
    channel.close();
    await new Promise((r) => server.close(r));
  });

  it('sends a comment line at every heartbeat while the session lives, and ends the stream when it does not', async () => {
    const address = server.address();
    const stream = await openStream(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/events`);
    const deadline = Date.now() + 5_000;
    while (stream.comments.filter((c) => c === 'keep-alive').length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(stream.comments.filter((c) => c === 'keep-alive').length).toBeGreaterThanOrEqual(2);
    live = false;
    await expect(Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still open'), 5_000))])).resolves.toBe('ended');
    expect(channel.size).toBe(0);
  });
});
