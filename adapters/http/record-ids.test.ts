// Every id a client sends (path, body, nested in carts) is checked at the edge: a malformed one is a
// 400 naming the field, never a 500 and never a query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories/accounts.js';
import { createProduct } from '../../test-support/factories/catalog.js';
import { orderBody } from '../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const BAD = "' OR 1=1--";
const melbourne = { streetAdress: '1 Collins St', city: 'Melbourne', zipCode: '3000', region: 'VIC', country: 'Australia' };

async function signedIn() {
  const u = await createUser(api.db);
  const r = await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
  return { ...u, token: r.body.token as string };
}

describe('malformed ids answer 400 with the field', () => {
  it('address book: deleteAddress, editAddress and the user named in the body', async () => {
    const u = await signedIn();
    const del = await api.call('POST', '/api/users/deleteAddress', { token: u.token, body: { user: u.id, address: BAD } });
    expect(del).toMatchObject({ status: 400, body: { address: 'Address must be a valid id.' } });
    expect((await api.call('POST', '/api/users/deleteAddress', { token: u.token, body: { address: { _id: BAD } } })).body).toEqual({ address: 'Address must be a valid id.' });
    const edit = await api.call('POST', '/api/users/editAddress', {
      token: u.token,
      body: { editAddressId: BAD, editStreetAdress: '2 Swanston St', editCity: 'Melbourne', editPostcode: '3000', editRegion: 'VIC' },
    });
    expect(edit).toMatchObject({ status: 400, body: { editAddressId: 'Address must be a valid id.' } });
    const add = await api.call('POST', '/api/users/newAddress', { token: u.token, body: { user: BAD, ...melbourne } });
    expect(add).toMatchObject({ status: 400, body: { user: 'User id must be a valid id.' } });
    // A well-formed id that is not one of the caller's addresses is still a 404.
    expect((await api.call('POST', '/api/users/deleteAddress', { token: u.token, body: { address: '7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11' } })).status).toBe(404);
  });

  it('profile orders and checkout step 1 for a customer', async () => {
    const u = await signedIn();
    const orders = await api.call('GET', `/api/orders/getProfileOrders/${encodeURIComponent(BAD)}`, { token: u.token });
    expect(orders).toMatchObject({ status: 400, body: { userId: 'User id must be a valid id.' } });
    const verify = await api.call('POST', '/api/users/verifyUser', {
      token: u.token,
      body: { user: BAD, email: u.email, firstname: 'Ada', lastname: 'Lovelace', phoneNumber: '0412345678', ...melbourne },
    });
    expect(verify).toMatchObject({ status: 400, body: { user: 'User id must be a valid id.' } });
  });

  it('cart calls: product, size and owner ids, and every id inside the cart (named by the line field)', async () => {
    const p = await createProduct(api.db);
    const good = { product: p.id, variant: p.variantIds[0], quantity: 1 };
    const add = (params: Record<string, unknown>) => api.call('POST', '/api/cart/addQuantityToCart', { body: { params: { product: p.id, variant: p.variantIds[0], quantity: 1, ...params } } });
    expect(await add({ product: BAD })).toMatchObject({ status: 400, body: { product: 'Product id must be a valid id.' } });
    expect(await add({ variant: BAD })).toMatchObject({ status: 400, body: { variant: 'Size must be a valid id.' } });
    expect(await add({ uid: BAD })).toMatchObject({ status: 400, body: { uid: 'User id must be a valid id.' } });
    expect(await add({ cart: [good, { product: BAD, quantity: 1 }] })).toMatchObject({ status: 400, body: { product: 'Product id must be a valid id.' } });
    expect((await add({ uid: '-' })).status).toBe(200);

    const stock = await api.call('POST', '/api/cart/checkStockLevel', { body: { params: { product: p.id, variant: p.variantIds[0], cart: [{ ...good, variant: { _id: BAD } }] } } });
    expect(stock).toMatchObject({ status: 400, body: { variant: 'Size must be a valid id.' } });
    const remove = await api.call('POST', '/api/cart/removeFromCart', { body: { params: { product: BAD } } });
    expect(remove).toMatchObject({ status: 400, body: { product: 'Product id must be a valid id.' } });
    const validate = await api.call('POST', `/api/cart/validateCart/${encodeURIComponent(BAD)}`, { body: {} });
    expect(validate).toMatchObject({ status: 400, body: { userid: 'User id must be a valid id.' } });
    const guestCart = await api.call('POST', '/api/cart/validateCart/-', { body: { cart: [{ product: { _id: BAD }, quantity: 1 }] } });
    expect(guestCart).toMatchObject({ status: 400, body: { product: 'Product id must be a valid id.' } });
    expect((await api.call('POST', '/api/cart/validateCart/-', { body: { cart: [good] } })).status).toBe(200);
  });

  it('carts sent with the catalogue, newsletter, coupon and checkout calls', async () => {
    const badCart = [{ product: BAD, quantity: 1 }];
    const cases: [string, Record<string, unknown>][] = [
      ['/api/products/getBestSellers', { cart: badCart }],
      ['/api/guestUsers/newsletter', { email: 'cart-ids@example.com', cart: badCart }],
      ['/api/discounts/applyDiscount', { coupon: 'WELCOME', cart: badCart }],
      ['/api/guestUsers/guestUserData', { email: 'a@example.com', firstname: 'Ada', lastname: 'Lovelace', phoneNumber: '0412345678', ...melbourne, cart: badCart }],
      ['/api/orders/receiveStripePayment', { ...orderBody([[BAD, null, 1]]), paymentId: 'pm_test' }],
      ['/api/payments/paypal/orders', orderBody([[BAD, null, 1]])],
    ];
    for (const [path, body] of cases) {
      const r = await api.call('POST', path, { body });
      expect({ path, status: r.status, product: r.body.product }).toEqual({ path, status: 400, product: 'Product id must be a valid id.' });
    }
  });

  it('the guest id named in an order', async () => {
    const p = await createProduct(api.db);
    const r = await api.call('POST', '/api/orders/receiveStripePayment', { body: { ...orderBody([[p.id, p.variantIds[0]!, 1]], { userid: BAD }), paymentId: 'pm_test' } });
    expect(r).toMatchObject({ status: 400, body: { userid: 'User id must be a valid id.' } });
  });

  it('product pages, reviews and related products', async () => {
    expect(await api.call('GET', `/api/products/getSpecificProduct/${encodeURIComponent(BAD)}`)).toMatchObject({ status: 400, body: { productid: 'Product id must be a valid id.' } });
    expect(await api.call('GET', `/api/reviews/getProductReviews/${encodeURIComponent(BAD)}/1`)).toMatchObject({ status: 400, body: { productId: 'Product id must be a valid id.' } });
    expect(await api.call('GET', `/api/products/getYouMayAlsoLike?_id=${encodeURIComponent(BAD)}`)).toMatchObject({ status: 400, body: { _id: 'Product id must be a valid id.' } });
  });
});

/** Bodies naming malformed records (the caller's own user left out, so ownership checks do not answer first) and malformed owners. */
const JUNK = [
  {},
  {
    address: BAD,
    editAddressId: BAD,
    productId: BAD,
    product: BAD,
    cart: [{ product: BAD, variant: BAD, quantity: 1 }],
    params: { product: BAD, variant: BAD, cart: [{ product: BAD, quantity: 1 }] },
  },
  { user: BAD, userid: BAD, params: { uid: BAD } },
];

describe('every route of the API document', () => {
  it('answers a malformed id in each path parameter, and an empty or junk body, without a 500', async () => {
    const u = await signedIn();
    const doc = (await api.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const tried: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (template === '/api/users/logout') continue; // would end the session the other calls use
      const path = template.replace(/\{[^}]+\}/g, encodeURIComponent(BAD));
      for (const method of Object.keys(operations)) {
        for (const body of method === 'get' ? [undefined] : JUNK) {
          const r = await api.call(method.toUpperCase(), path, { token: u.token, body });
          tried.push(`${method} ${template}`);
          expect({ route: `${method} ${template}`, status: r.status < 500 }).toEqual({ route: `${method} ${template}`, status: true });
        }
      }
    }
    expect(new Set(tried).size).toBeGreaterThanOrEqual(35);
  });
});
