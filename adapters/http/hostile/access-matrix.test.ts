// Every route of the API document, called as anonymous, customer A, customer B (on A's records) and
// an administrator, answers what the table beside this file says; a route without a row fails.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createOrder, createUser } from '../../../test-support/factories/accounts.js';
import { createCategory, createProduct, createReview } from '../../../test-support/factories/catalog.js';
import { fromNewAddress } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { T } from '../../platform/tokens.js';
import { ACCESS_MATRIX, type Caller, type Fixtures, type Outcome } from './access-matrix.js';

let api: TestApi;
let fx: Fixtures;
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, SignedIn>;
// The owner acts last, so what the others try is tried on A's records as they were made.
const CALLERS = ['anonymous', 'customerB', 'admin', 'customerA'] as const;
const COLUMN: Record<Caller, number> = { anonymous: 0, customerA: 1, customerB: 2, admin: 3 };

const outcomeOf = (status: number): Outcome | `status ${number}` => {
  if (status >= 200 && status < 300) return 'ok';
  const named: Record<number, Outcome> = { 400: 'invalid', 401: 'unauthenticated', 403: 'forbidden', 404: 'not-found', 402: 'rejected', 409: 'rejected', 422: 'rejected' };
  return named[status] ?? `status ${status}`;
};

/** METHOD and Express path of every operation of the served API document. */
async function documentedRoutes(): Promise<string[]> {
  const doc = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`));
}

/** The status of a GET whose answer is a stream, which is then dropped. */
async function streamStatus(path: string, token: string | undefined): Promise<number> {
  const res = await fetch(`${api.baseUrl}${path}`, { headers: { ...fromNewAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  await res.body?.cancel();
  return res.status;
}

const defaultPath = (route: string) =>
  route
    .slice(route.indexOf(' ') + 1)
    .replace(':page', '1')
    .replace(/:[A-Za-z0-9_]+/g, '-');

beforeAll(async () => {
  // Every call comes from an address of its own, so the rate limits stay out of the way.
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
  const product = await createProduct(api.db, { variants: [['M', 50]] });
  const userA = await createUser(api.db);
  const addressA = randomUUID();
  await api.db.query("INSERT INTO addresses (id, user_id, street_adress, city, region, zip_code, country, is_default) VALUES ($1, $2, '1 Collins St', 'Melbourne', 'VIC', '3000', 'Australia', true)", [
    addressA,
    userA.id,
  ]);
  await api.db.query('INSERT INTO carts (owner_id, items) VALUES ($1, $2)', [userA.id, JSON.stringify([{ productId: product.id, variantId: product.variantIds[0], quantity: 1 }])]);
  fx = {
    userA,
    orderA: await createOrder(api.db, { userId: userA.id, orderid: `SS${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}` }),
    addressA,
    product: { id: product.id, variantId: product.variantIds[0]! },
    category: (await createCategory(api.db)).id,
    coupon: await createCoupon(api.db),
    review: await createReview(api.db, product.id),
    fresh: {
      user: async () => (await createUser(api.db)).id,
      order: async () => (await createOrder(api.db, { userId: userA.id })).id,
      category: async () => (await createCategory(api.db)).id,
      coupon: async () => (await createCoupon(api.db)).id,
      review: async () => createReview(api.db, product.id),
      product: async () => (await createProduct(api.db)).id,
    },
  };
  const signA = await api.call('POST', '/api/users/login', { body: { email: userA.email, password: userA.password }, headers: fromNewAddress() });
  tokens.customerA = { id: userA.id, email: userA.email, token: signA.body.token as string };
  tokens.customerB = await signIn(api, { isAdmin: false });
  tokens.admin = await signIn(api);
});
afterAll(async () => {
  await api?.close();
});

describe('the access matrix', () => {
  it('has a row for every route of the API document, and none for a route that is gone', async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !(r in ACCESS_MATRIX));
    expect(missing, `routes without a row in access-matrix.ts: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(ACCESS_MATRIX).filter((r) => !routes.includes(r));
    expect(stale, `rows of access-matrix.ts for routes that do not exist: ${stale.join(', ')}`).toEqual([]);
  });

  it('answers each caller of each route as the table says, and never 5xx', { timeout: 60_000 }, async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const route of await documentedRoutes()) {
      const row = ACCESS_MATRIX[route];
      if (!row) continue; // reported by the test above
      const method = route.slice(0, route.indexOf(' '));
      for (const caller of CALLERS) {
        const req = (await row.request?.(fx)) ?? {};
        let token: string | undefined;
        if (caller !== 'anonymous') {
          token = tokens[caller].token;
          if (row.endsSession)
            token = (
              await api.call('POST', '/api/users/login', {
                body: { email: tokens[caller].email, password: caller === 'customerA' ? fx.userA.password : 'correct horse battery' },
                headers: fromNewAddress(),
              })
            ).body.token as string;
        }
        const path = req.path ?? defaultPath(route);
        const status = row.stream ? await streamStatus(path, token) : (await api.call(method, path, { body: req.body, ...(token ? { token } : {}), headers: fromNewAddress() })).status;
        got.push(`${route} as ${caller}: ${outcomeOf(status)}`);
        want.push(`${route} as ${caller}: ${row.expect[COLUMN[caller]]}`);
      }
    }
    expect(got).toEqual(want);
  });

  it('checks who is calling before it reads the input: an empty call to a guarded route answers 401 (403 for a customer at the back office), not 400', async () => {
    const guarded = api.container
      .get(T.registry)
      .list()
      .filter((r) => r.auth !== 'public');
    expect(guarded.filter((r) => r.auth === 'admin').length).toBeGreaterThan(10);
    for (const { method, path, auth } of guarded) {
      const route = `${method.toUpperCase()} ${path}`;
      // Every path parameter malformed and no body: a route that validated first would answer 400.
      const bare = path.replace(/:[A-Za-z0-9_]+/g, '-');
      const body = method === 'get' ? undefined : {};
      expect(`${route}: ${(await api.call(method, bare, { body, headers: fromNewAddress() })).status}`).toBe(`${route}: 401`);
      if (auth === 'admin') expect(`${route}: ${(await api.call(method, bare, { body, token: tokens.customerB.token, headers: fromNewAddress() })).status}`).toBe(`${route}: 403`);
    }
  });
});
