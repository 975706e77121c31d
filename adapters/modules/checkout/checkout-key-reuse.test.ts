// A checkout key (the PayPal order id for PayPal) answers with its order only to an identical retry
// by the same buyer; anyone else reusing it gets 409 and nothing of the first buyer's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type CreatedProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { CHECKOUT } from '../../platform/tokens.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const TAKEN = { message: 'This checkout was already used for another order. Please reload the page and pay again.' };

const buyer = (product: CreatedProduct, overrides: Record<string, unknown> = {}) => orderBody([[product.id, product.variantIds[0]!, 1]], { userid: crypto.randomUUID(), ...overrides });
const eve = (product: CreatedProduct) =>
  buyer(product, { firstName: 'Eve', lastName: 'Mallory', email: 'eve.mallory@example.net', address: '9 Dodgy Lane', city: 'Sydney', region: 'NSW', postcode: '2000', phoneNumber: '0499 000 111' });
const ordersWithKey = async (key: string) => (await api.db.query('SELECT orderid FROM orders WHERE checkout_key = $1', [key])).rowCount;

/** Nothing of the placed order appears in an answer to somebody else. */
function expectNothingOf(answer: { body: unknown }, order: Record<string, unknown>) {
  const text = JSON.stringify(answer.body);
  for (const field of ['firstName', 'lastName', 'email', 'address', 'phoneNumber', 'accessToken', 'orderid', '_id']) {
    expect(text).not.toContain(String(order[field]));
  }
}

describe('reusing a PayPal order id', () => {
  it('answers the order again to the same buyer’s identical retry, and 409 without personal data to another buyer', async () => {
    const p = await createProduct(api.db, { variants: [['M', 5]] });
    const ada = buyer(p, { lastName: 'Byron', address: '3 Private Rd' });
    const created = await api.call('POST', '/api/payments/paypal/orders', { body: ada });
    const paid = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...ada, paymentId: created.body.id } });
    expect(paid.status).toBe(200);

    const stolen = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...eve(p), paymentId: created.body.id } });
    expect(stolen).toMatchObject({ status: 409, body: TAKEN });
    expectNothingOf(stolen, paid.body);

    // The same details without the guest record are not the same buyer either.
    const anonymous = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...ada, userid: undefined, paymentId: created.body.id } });
    expect(anonymous).toMatchObject({ status: 409, body: TAKEN });
    expectNothingOf(anonymous, paid.body);

    const retried = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...ada, paymentId: created.body.id } });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ orderid: paid.body.orderid, accessToken: paid.body.accessToken });
    expect(await ordersWithKey(`paypal:${created.body.id}`)).toBe(1);
  });

  it('refuses to capture someone else’s approved PayPal order before they do: no payment taken, no order', async () => {
    const p = await createProduct(api.db, { variants: [['M', 5]] });
    const ada = buyer(p);
    const created = await api.call('POST', '/api/payments/paypal/orders', { body: ada });
    const gateway = api.container.get(CHECKOUT.testGateway);
    const charges = gateway.chargeCount;
    const first = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...eve(p), paymentId: created.body.id } });
    expect(first).toMatchObject({ status: 409, body: TAKEN });
    expect(gateway.chargeCount).toBe(charges);
    expect(await ordersWithKey(`paypal:${created.body.id}`)).toBe(0);
    const own = await api.call('POST', '/api/orders/receivePaypalPayment', { body: { ...ada, paymentId: created.body.id } });
    expect(own.status).toBe(200);
    expect(own.body.email).toBe(ada.email);
  });
});

describe('reusing a card checkout key', () => {
  it('answers 409 without personal data to another buyer and charges nothing', async () => {
    const p = await createProduct(api.db, { variants: [['M', 5]] });
    const checkoutKey = `shared-${crypto.randomUUID()}`;
    const paid = await api.call('POST', '/api/orders/receiveStripePayment', { body: buyer(p, { checkoutKey, paymentId: await testCard(api) }) });
    expect(paid.status).toBe(200);
    const gateway = api.container.get(CHECKOUT.testGateway);
    const charges = gateway.chargeCount;
    const other = await api.call('POST', '/api/orders/receiveStripePayment', { body: { ...eve(p), checkoutKey, paymentId: await testCard(api) } });
    expect(other).toMatchObject({ status: 409, body: TAKEN });
    expectNothingOf(other, paid.body);
    expect(gateway.chargeCount).toBe(charges);
  });

  it('does not hand out the order of an authenticated card payment for its checkout key alone', async () => {
    const p = await createProduct(api.db, { variants: [['M', 5]] });
    const checkoutKey = `secure-${crypto.randomUUID()}`;
    const first = await api.call('POST', '/api/orders/receiveStripePayment', { body: buyer(p, { checkoutKey, paymentId: await testCard(api, '4000 0027 6000 3184') }) });
    const confirmed = await api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey, paymentIntentId: first.body.paymentIntentId } });
    expect(confirmed.status).toBe(200);
    const guessed = await api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey, paymentIntentId: 'pi_test_0000000000' } });
    expect(guessed).toMatchObject({ status: 404, body: { message: 'This payment could not be found. Please start the payment again.' } });
    expectNothingOf(guessed, confirmed.body);
    expect((await api.call('POST', '/api/orders/confirmStripePayment', { body: { checkoutKey, paymentIntentId: first.body.paymentIntentId } })).body.orderid).toBe(confirmed.body.orderid);
  });
});
