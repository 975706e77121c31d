import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { RedisEventBus } from '../bus/redis-event-bus.js';
import { T } from '../tokens.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const redisUrl = inject('redisUrl');

/** Places one order through the API (the use case writes its events to the outbox) and answers it. */
async function placeOrder(api: TestApi): Promise<{ order: { _id: string; orderid: string; total: number; created_at: string }; productId: string }> {
  const p = await createProduct(api.db, { priceCents: 3000, variants: [['M', 5]] });
  const r = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 2]], { paymentId: await testCard(api) }) });
  expect(r.status).toBe(200);
  return { order: r.body, productId: p.id };
}

/** What the subscribers must receive for that order: the events with their data, not just their names. */
const expectedEvents = (placed: Awaited<ReturnType<typeof placeOrder>>) => ({
  orders: {
    type: 'order.placed',
    data: { orderId: placed.order._id, orderid: placed.order.orderid, userId: null, totalCents: placed.order.total, createdAt: placed.order.created_at, productIds: [placed.productId] },
  },
  catalog: { type: 'stock.changed', data: { productIds: [placed.productId] } },
});

describe('events from a use case to a subscriber, in process', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ background: true });
  });
  afterAll(async () => {
    await api.close();
  });

  it('delivers the order and stock events of a placed order with their data', async () => {
    const bus = api.container.get(T.bus);
    const orders: BusEvent[] = [];
    const catalog: BusEvent[] = [];
    await bus.subscribe('orders', (e) => orders.push(e));
    await bus.subscribe('catalog', (e) => catalog.push(e));
    const placed = await placeOrder(api);
    const expected = expectedEvents(placed);
    await vi.waitFor(() => expect(orders).toEqual([expected.orders]), { timeout: 10_000 });
    await vi.waitFor(() => expect(catalog).toEqual([expected.catalog]), { timeout: 10_000 });
  });

  it('records the Purchase conversion through the outbox, once the order committed', async () => {
    const placed = await placeOrder(api);
    const purchase = async () =>
      (await api.db.query<{ payload: { name: string; orderid: string } }>("SELECT payload FROM outbox WHERE topic = 'job:track-conversion' AND payload ->> 'orderid' = $1", [placed.order.orderid]))
        .rows;
    expect((await purchase()).map((r) => r.payload)).toEqual([expect.objectContaining({ name: 'Purchase', orderid: placed.order.orderid, valueCents: placed.order.total })]);
    // The worker handles it: the job is recorded as done.
    await vi.waitFor(async () => expect((await api.db.query("SELECT 1 FROM processed_messages WHERE handler = 'track-conversion'")).rowCount).toBeGreaterThan(0), { timeout: 10_000 });
  });
});

describe.skipIf(!redisUrl)('events from a use case to a subscriber in another process, over Redis', () => {
  const prefix = `test-roundtrip-${randomBytes(4).toString('hex')}`;
  let api: TestApi;
  let elsewhere: RedisEventBus;
  beforeAll(async () => {
    api = await startTestApi({ env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix }, background: true });
    elsewhere = new RedisEventBus({ redisUrl, logger: silent, channelPrefix: `${prefix}:events:` });
  });
  afterAll(async () => {
    await elsewhere.close();
    await api.close();
  });

  it('delivers the order and stock events of a placed order with their data', async () => {
    const orders: BusEvent[] = [];
    const catalog: BusEvent[] = [];
    await elsewhere.subscribe('orders', (e) => orders.push(e));
    await elsewhere.subscribe('catalog', (e) => catalog.push(e));
    const placed = await placeOrder(api);
    const expected = expectedEvents(placed);
    await vi.waitFor(() => expect(orders).toEqual([expected.orders]), { timeout: 10_000 });
    await vi.waitFor(() => expect(catalog).toEqual([expected.catalog]), { timeout: 10_000 });
  });
});
