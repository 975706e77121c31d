// The shop's cached answers after an order: new on the very next request, and only those it changed dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import type { JsonAnswerCache } from './answer-cache.js';
import { CATALOG_CHEAP_ANSWER_KEEP_AFTER } from './module.js';

let api: TestApi;
let cache: JsonAnswerCache;

beforeAll(async () => {
  // No background dispatcher: the answers must be right without waiting for the outbox.
  api = await startTestApi();
  cache = api.container.get<JsonAnswerCache>(Symbol.for('shop.catalog.answerCache'));
});
afterAll(async () => {
  await api.close();
});

const stockOf = (product: { variants: { variantName: string; variantStockLevel: number }[] }, size: string) => product.variants.find((v) => v.variantName === size)?.variantStockLevel;

describe('cached answers after an order', () => {
  it('the product page and a list showing it give the new stock on the very next request; a list without it stays cached', async () => {
    const bought = await createProduct(api.db, { category: 'truthcat', priceCents: 3000, variants: [['M', 5]] });
    const other = await createProduct(api.db, { category: 'truthother', variants: [['M', 5]] });
    const productPath = `/api/products/getSpecificProduct/${bought.id}`;
    const listPath = '/api/products/getproducts/1/pricelow/-/truthcat';
    const otherPath = '/api/products/getproducts/1/pricelow/-/truthother';
    for (const path of [productPath, listPath, otherPath]) expect((await api.call('GET', path)).status).toBe(200);
    // A list without a search is kept once it is asked for often enough (catalog/module.ts).
    for (let i = 1; i < CATALOG_CHEAP_ANSWER_KEEP_AFTER; i++) for (const path of [listPath, otherPath]) await api.call('GET', path);
    expect(stockOf((await api.call('GET', productPath)).body, 'M')).toBe(5); // now from the cache
    expect([productPath, listPath, otherPath].every((p) => cache.has(p))).toBe(true);

    const order = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[bought.id, bought.variantIds[0]!, 2]], { paymentId: await testCard(api) }) });
    expect(order.status).toBe(200);

    expect(stockOf((await api.call('GET', productPath)).body, 'M')).toBe(3);
    const list = (await api.call('GET', listPath)).body as { products: { _id: string; variants: { variantName: string; variantStockLevel: number }[] }[] };
    expect(
      stockOf(
        list.products.find((p) => p._id === bought.id)!,
        'M',
      ),
    ).toBe(3);
    expect(cache.has(otherPath)).toBe(true);
    expect(stockOf((await api.call('GET', otherPath)).body.products[0], 'M')).toBe(5);
    expect(other.id).toBe((await api.call('GET', otherPath)).body.products[0]._id);
  });

  it('a best-selling list moves on the very next request when an order lifts a product above another', async () => {
    const leader = await createProduct(api.db, { name: 'Leader', category: 'rankcat', soldCount: 3, variants: [['M', 9]] });
    const climber = await createProduct(api.db, { name: 'Climber', category: 'rankcat', soldCount: 2, variants: [['M', 9]] });
    const path = '/api/products/getproducts/1/bestselling/-/rankcat';
    const names = async () => ((await api.call('GET', path)).body as { products: { name: string }[] }).products.map((p) => p.name);
    expect(await names()).toEqual(['Leader', 'Climber']);
    expect(await names()).toEqual(['Leader', 'Climber']);
    const order = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[climber.id, climber.variantIds[0]!, 2]], { paymentId: await testCard(api) }) });
    expect(order.status).toBe(200);
    expect(await names()).toEqual(['Climber', 'Leader']);
    expect(leader.id).not.toBe(climber.id);
  });
});
