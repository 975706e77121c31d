// Two web processes on one Postgres and one Redis, each with its own answer cache: an order through
// one, and the very next request to the other already shows the new stock.
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createProduct } from '../test-support/factories/catalog.js';
import { orderBody, testCard } from '../test-support/factories/checkout.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { createTestDatabase } from '../test-support/test-database.js';

const redisUrl = inject('redisUrl');
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The test kit's `call` against one process. */
const caller = (shop: ShopProcess) => ({
  async call(method: string, path: string, options: { body?: unknown } = {}) {
    const res = await fetch(`${shop.baseUrl}${path}`, {
      method,
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, body: (await res.json()) as never, headers: res.headers };
  },
});

type Wire = { variants: { variantName: string; variantStockLevel: number }[] };
const stockOf = (product: Wire) => product.variants.find((v) => v.variantName === 'M')?.variantStockLevel;

describe.skipIf(!redisUrl)('answer caches of several web processes (needs TEST_REDIS_URL)', () => {
  it('an order through process A: the very next request to process B shows the new stock, on the product page and a list', async () => {
    const tdb = await createTestDatabase();
    cleanups.push(() => tdb.drop());
    const shared = { DATABASE_URL: tdb.url, DATABASE_APP_URL: tdb.appUrl, REDIS_URL: redisUrl, REDIS_PREFIX: `cache${process.pid}${Date.now()}`, SEED_DEMO: 'false' };
    const [a, b] = await Promise.all([startShop(shared), startShop({ ...shared, RUN_WORKERS: 'false' })]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );

    const db = new pg.Client({ connectionString: tdb.url });
    await db.connect();
    cleanups.push(() => db.end());
    const product = await createProduct(db, { category: 'twoproc', priceCents: 1000, variants: [['M', 7]] });
    const productPath = `/api/products/getSpecificProduct/${product.id}`;
    const listPath = '/api/products/getproducts/1/pricelow/-/twoproc';
    const inB = caller(b);
    for (let i = 0; i < 2; i++) {
      // Twice: the second answer comes from B's cache.
      expect(stockOf((await inB.call('GET', productPath)).body)).toBe(7);
      expect(stockOf((await inB.call('GET', listPath)).body['products'][0])).toBe(7);
    }

    const inA = caller(a);
    const order = await inA.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[product.id, product.variantIds[0]!, 3]], { paymentId: await testCard(inA) }) });
    expect(order.status, JSON.stringify(order.body)).toBe(200);

    expect(stockOf((await inB.call('GET', productPath)).body)).toBe(4);
    expect(stockOf((await inB.call('GET', listPath)).body['products'][0])).toBe(4);
  });
});
