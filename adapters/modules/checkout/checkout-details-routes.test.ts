import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const guest = (overrides: Record<string, unknown> = {}) => ({
  email: ' Ada@Example.com ',
  firstname: 'Ada',
  lastname: 'Lovelace',
  sendOffers: false,
  zipCode: '3000',
  streetAdress: '1 Collins St',
  city: 'Melbourne',
  region: 'VIC',
  country: 'Australia',
  phoneNumber: '0412 345 678',
  guestUser: true,
  ...overrides,
});

const signIn = async () => {
  const user = await createUser(api.db);
  const r = await api.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
  return { user, token: r.body.token as string };
};

describe('POST /api/guestUsers/guestUserData', () => {
  it('saves a guest user record with the offers choice and the cart', async () => {
    const p = await createProduct(api.db);
    const r = await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ cart: [{ product: p.id, variant: p.variantIds[0], quantity: 2 }] }) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ sync: true, user: { email: 'ada@example.com', firstName: 'Ada', phoneNumber: '0412345678', sendOffers: false, registeredUser: false } });
    const row = await api.db.query('SELECT registered_user, send_offers FROM users WHERE id = $1', [r.body.user._id]);
    expect(row.rows[0]).toEqual({ registered_user: false, send_offers: false });
    const cart = await api.db.query<{ items: { quantity: number }[] }>('SELECT items FROM carts WHERE owner_id = $1', [r.body.user._id]);
    expect(cart.rows[0]!.items[0]!.quantity).toBe(2);
    const noCart = await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ sendOffers: undefined }) });
    expect(noCart.body).toMatchObject({ sync: false, user: { sendOffers: true } });
  });

  it('answers 400 keyed by the form’s fields', async () => {
    const r = await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ email: 'nope', firstname: '', phoneNumber: 'abc', zipCode: '30', region: '' }) });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['email', 'firstname', 'phoneNumber', 'postcode', 'region']);
    expect((await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ country: 'Narnia' }) })).body).toHaveProperty('country');
    expect((await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ sendOffers: 'yes' }) })).status).toBe(400);
    expect((await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ cart: [{ product: 'x', quantity: 0 }] }) })).status).toBe(400);
  });

  it('lets the guest find its own order and clears its server cart once it is placed', async () => {
    const p = await createProduct(api.db);
    const saved = (await api.call('POST', '/api/guestUsers/guestUserData', { body: guest({ cart: [{ product: p.id, variant: p.variantIds[0], quantity: 1 }] }) })).body;
    const paid = await api.call('POST', '/api/orders/receiveStripePayment', { body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), userid: saved.user._id }) });
    expect(paid.status).toBe(200);
    const cart = await api.db.query<{ items: unknown[] }>('SELECT items FROM carts WHERE owner_id = $1', [saved.user._id]);
    expect(cart.rows[0]!.items).toEqual([]);
  });
});

describe('POST /api/users/verifyUser', () => {
  it('checks a customer’s details and saves a new address with a fresh token', async () => {
    const { user, token } = await signIn();
    const plain = await api.call('POST', '/api/users/verifyUser', { token, body: { ...guest(), user: user.id, newAddress: false } });
    expect(plain).toMatchObject({ status: 200, body: { newAddress: false } });
    const saved = await api.call('POST', '/api/users/verifyUser', { token, body: { ...guest(), user: user.id, newAddress: true } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ newAddress: true, token: expect.any(String) });
    const rows = await api.db.query('SELECT street_adress, zip_code, is_default FROM addresses WHERE user_id = $1', [user.id]);
    expect(rows.rows).toEqual([{ street_adress: '1 Collins St', zip_code: '3000', is_default: true }]);
  });

  it('answers 401 without a token, 403 for someone else and 400 keyed by field', async () => {
    const { user, token } = await signIn();
    expect((await api.call('POST', '/api/users/verifyUser', { body: guest() })).status).toBe(401);
    expect((await api.call('POST', '/api/users/verifyUser', { token, body: { ...guest(), user: '00000000-0000-4000-8000-000000000001' } })).status).toBe(403);
    const bad = await api.call('POST', '/api/users/verifyUser', { token, body: { ...guest({ lastname: '', zipCode: 'ABCD' }), user: user.id } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['lastname', 'postcode']);
  });

  it('records a signed-in customer’s order as theirs, visible to them and not to another customer', async () => {
    const { user, token } = await signIn();
    const other = await signIn();
    const p = await createProduct(api.db);
    const placed = await api.call('POST', '/api/orders/receiveStripePayment', { token, body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), userid: other.user.id }) });
    expect(placed.body.userId).toBe(user.id);
    expect((await api.call('GET', `/api/orders/getOrder/${placed.body.orderid}`, { token })).status).toBe(200);
    // Someone else's order answers like one that does not exist (order numbers cannot be probed).
    expect((await api.call('GET', `/api/orders/getOrder/${placed.body.orderid}`, { token: other.token })).status).toBe(404);
  });
});

describe('POST /api/discounts/applyDiscount', () => {
  it('answers the coupon record, and the discount for a cart', async () => {
    const p = await createProduct(api.db, { priceCents: 6000 });
    const coupon = await createCoupon(api.db, { amount: 1550, minimumSpendCents: 5000 });
    const bare = await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: coupon.code.toLowerCase() } });
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ code: coupon.code, amount: 15.5, isPercent: true, minimumSpend: 50 });
    const withCart = await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: coupon.code, cart: [{ product: p.id, variant: p.variantIds[0], quantity: 1 }] } });
    expect(withCart.body.discount).toBe(930);
  });

  it('refuses unknown, inactive, expired and below-minimum coupons with the spec’s message', async () => {
    const p = await createProduct(api.db, { priceCents: 2000 });
    const min = await createCoupon(api.db, { minimumSpendCents: 5000 });
    const r = await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: min.code, cart: [{ product: p.id, variant: p.variantIds[0], quantity: 1 }] } });
    expect(r).toMatchObject({ status: 400, body: { coupon: "Minimum spend of AU $50.00 is required. Otherwise discount won't be applied." } });
    expect((await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: 'NOPE123' } })).body).toEqual({ coupon: 'This coupon code is not valid.' });
    const off = await createCoupon(api.db, { isActive: false });
    expect((await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: off.code } })).body).toEqual({ coupon: 'This coupon is no longer active.' });
    expect((await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: '' } })).body).toEqual({ coupon: 'Please enter a coupon code.' });
    expect((await api.call('POST', '/api/discounts/applyDiscount', { body: {} })).status).toBe(400);
  });
});

describe('POST /api/payments/test/payment-methods', () => {
  it('answers a payment method id and never stores the card number', async () => {
    const r = await api.call('POST', '/api/payments/test/payment-methods', { body: { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' } });
    expect(r.status).toBe(200);
    expect(r.body.id).toMatch(/^pm_test_ok_/);
    expect(r.body.id).not.toContain('4242');
    const stored = await api.db.query("SELECT 1 FROM checkout_attempts WHERE request::text LIKE '%4242424242424242%'");
    expect(stored.rowCount).toBe(0);
  });

  it('answers 400 keyed by field for a bad card', async () => {
    const r = await api.call('POST', '/api/payments/test/payment-methods', { body: { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '1' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['cvc', 'expiry', 'number']);
    expect((await api.call('POST', '/api/payments/test/payment-methods', { body: { number: '4242424242424242', expiry: '01/20', cvc: '123' } })).body).toHaveProperty('expiry');
    expect((await api.call('GET', '/api/payments/config')).body).toEqual({ mode: 'test', stripePublishableKey: null, paypalClientId: null, stripeJsUrl: null, paypalSdkUrl: null, currency: 'aud' });
  });
});
