// Who may see an order and whose cart a checkout may touch: an order the caller may not see answers
// like one that does not exist, and an anonymous order cannot name a registered user's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
let ip = 0;
// Each call comes from its own address (TRUST_PROXY=1), so the rate limits stay out of these tests.
const call = (method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
  api.call(method, path, { ...opts, headers: { ...opts.headers, 'x-forwarded-for': `10.1.${Math.floor(++ip / 250)}.${ip % 250}` } });
const signIn = async (email: string, password: string) => (await call('POST', '/api/users/login', { body: { email, password } })).body.token as string;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/orders/getOrder/{orderid} for someone else', () => {
  it('answers 404 with the same body as for an order that does not exist', async () => {
    const p = await createProduct(api.db);
    const owner = await createUser(api.db);
    const ownerToken = await signIn(owner.email, owner.password);
    const placed = await call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api) }), token: ownerToken });
    expect(placed.status).toBe(200);
    expect((await call('GET', `/api/orders/getOrder/${placed.body.orderid}`, { token: ownerToken })).status).toBe(200);

    const stranger = await createUser(api.db);
    const strangerToken = await signIn(stranger.email, stranger.password);
    const theirs = await call('GET', `/api/orders/getOrder/${placed.body.orderid}`, { token: strangerToken });
    const none = await call('GET', '/api/orders/getOrder/ZZZZZZZZ', { token: strangerToken });
    expect(none.status).toBe(404);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
  });
});
