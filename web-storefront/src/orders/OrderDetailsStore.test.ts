import { describe, expect, it } from 'vitest';
import type { Order } from '../../../adapters/http/contract/orders.js';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch } from '../../../web-shared/testing/fakes';
import { OrderDetailsStore } from './OrderDetailsStore';
import { OrdersApi } from './orders-api';

const order = (orderid: string) => ({ _id: `id-${orderid}`, orderid }) as unknown as Order;

function setup(respond: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(respond);
  return { store: new OrderDetailsStore(new OrdersApi(new ApiClient({ fetch, storage: new MemoryStorage() }))), requests };
}

describe('OrderDetailsStore', () => {
  it('loads the order through the orders client', async () => {
    const { store, requests } = setup(() => ({ body: order('AB12CD') }));
    expect(store.loading).toBe(true);
    await store.load('AB12CD');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/orders/getOrder/AB12CD']);
    expect(store.order?.orderid).toBe('AB12CD');
    expect(store.loading).toBe(false);
    expect(store.missing).toBe(false);
  });

  it('says the order is missing when the server refuses it', async () => {
    const { store } = setup(() => ({ status: 404, body: { message: 'We could not find that order.' } }));
    await store.load('NOPE1234');
    expect(store.missing).toBe(true);
    expect(store.order).toBeNull();
    expect(store.loading).toBe(false);
  });

  it('keeps only the answer for the order asked last', async () => {
    const answers: Record<string, (o: Order) => void> = {};
    const store = new OrderDetailsStore({ order: (id) => new Promise<Order>((resolve) => (answers[id] = resolve)) });
    const first = store.load('FIRST111');
    const second = store.load('SECOND22');
    answers.SECOND22!(order('SECOND22'));
    answers.FIRST111!(order('FIRST111'));
    await Promise.all([first, second]);
    expect(store.order?.orderid).toBe('SECOND22');
  });
});
