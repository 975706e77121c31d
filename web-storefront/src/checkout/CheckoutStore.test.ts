import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { CART_KEY, CartStore, type CartLine } from '../cart/CartStore';
import { GUEST_ID_KEY } from '../cart/CartSync';
import { SessionStore } from '../accounts/SessionStore';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { CartApi } from '../cart/cart-api';
import { CheckoutApi } from './checkout-api';
import { CheckoutStore } from './CheckoutStore';
import { COUPON_ERROR_MS } from './CouponEntry';

const FAR_FUTURE = 4_102_444_800;
const TEE = { _id: 'p1', name: 'Trail Tee', price: 40, imageList: [], variants: [{ _id: 'v-m', variantName: 'M', variantStockLevel: 5 }] };
const LINES: CartLine[] = [{ product: TEE, variant: 'v-m', quantity: 2 }];

type Responder = (request: RecordedRequest) => { status?: number; body?: unknown };

function setup(options: { respond?: Responder; loggedIn?: boolean; lines?: CartLine[]; user?: Record<string, unknown> } = {}) {
  const storage = new MemoryStorage();
  if (options.loggedIn) storage.setItem('token', makeToken({ exp: FAR_FUTURE, user: options.user ?? {} }));
  storage.setItem(CART_KEY, JSON.stringify(options.lines ?? LINES));
  const { fetch, requests } = fakeFetch(options.respond ?? (() => ({ status: 200, body: {} })));
  const http = new ApiClient({ fetch, storage });
  const session = new SessionStore(http, storage, () => 0);
  const cart = new CartStore(storage, () => !session.isLoggedIn);
  let n = 0;
  const store = new CheckoutStore({ api: new CheckoutApi(http), cartApi: new CartApi(http), cart, session, storage, newKey: () => `key-${++n}` });
  return { store, cart, session, storage, requests };
}

function fillForm(store: CheckoutStore) {
  store.setField('email', ' Jo@Example.COM ');
  store.setField('firstname', 'Jo');
  store.setField('lastname', 'Walker');
  store.setField('phoneNumber', '0400 123 456');
  store.setField('address', '1 Bush Track');
  store.setField('city', 'Melbourne');
  store.setField('region', 'VIC');
  store.setField('postcode', '3000');
}

const ORDER = { _id: 'o1', orderid: 'AB12CD34', total: 9000, subtotal: 8000, discount: 0, gst: 818, donation: 800, shippingFee: 10, products: [], firstName: 'Jo' };

describe('step 1: information', () => {
  it('enables Continue to Shipping by the domain rule, region not needed for the United Kingdom', () => {
    const { store } = setup();
    expect(store.canContinue).toBe(false);
    fillForm(store);
    expect(store.canContinue).toBe(true);
    store.setField('region', '');
    expect(store.canContinue).toBe(false);
    store.setField('country', 'United Kingdom');
    expect(store.regionLabel).toBeNull();
    expect(store.canContinue).toBe(true);
    store.setField('country', 'New Zealand');
    expect(store.regionLabel).toBe('Region');
  });

  it('saves a guest through guestUserData with a normalised form and keeps the guest id', async () => {
    const { store, storage, requests } = setup({ respond: () => ({ body: { sync: true, user: { _id: 'g1', userid: 'g1' } } }) });
    fillForm(store);
    expect(await store.continueToShipping()).toBe(true);
    const request = requests.at(-1);
    expect(request?.url).toBe('/api/guestUsers/guestUserData');
    expect(request?.body).toMatchObject({
      email: 'jo@example.com',
      phoneNumber: '0400123456',
      streetAdress: '1 Bush Track',
      zipCode: '3000',
      sendOffers: true,
      guestUser: true,
      cart: [{ product: 'p1', variant: 'v-m', quantity: 2 }],
    });
    expect(storage.getItem(GUEST_ID_KEY)).toBe('g1');
    expect(store.verified).toBe(true);
    expect(store.allowedStep('shipping')).toBe('shipping');
  });

  it('starts a new checkout attempt (a new checkout key) each time the details are confirmed', async () => {
    const { store } = setup({ respond: () => ({ body: { sync: true, user: { _id: 'g1', userid: 'g1' } } }) });
    fillForm(store);
    expect(store.checkoutKey).toBe('key-1');
    await store.continueToShipping();
    expect(store.checkoutKey).toBe('key-2');
    store.setField('email', 'someone.else@example.com');
    await store.continueToShipping();
    expect(store.checkoutKey).toBe('key-3');
  });

  it('shows the server errors under the fields and stays on step 1', async () => {
    const { store } = setup({ respond: () => ({ status: 400, body: { postcode: 'Please enter a valid postcode.' } }) });
    fillForm(store);
    expect(await store.continueToShipping()).toBe(false);
    expect(store.fieldErrors).toEqual({ postcode: 'Please enter a valid postcode.' });
    expect(store.verified).toBe(false);
    expect(store.loading).toBe(false);
    store.setField('postcode', '3001');
    expect(store.fieldErrors.postcode).toBeUndefined();
  });

  it('prefills a customer from profile and default address, locks saved addresses and clears for a new one', async () => {
    const user = {
      _id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '0411111111',
      adress: [
        { _id: 'a1', streetAdress: '2 Gum Rd', city: 'Hobart', region: 'TAS', zipCode: '7000', country: 'Australia', addressType: 'other' },
        { _id: 'a2', streetAdress: '9 Fern St', city: 'Auckland', region: 'Auckland', zipCode: '1010', country: 'New Zealand', addressType: 'default' },
      ],
    };
    const { store, requests, session } = setup({ loggedIn: true, user, respond: () => ({ body: { newAddress: false, token: makeToken({ exp: FAR_FUTURE, user: { ...user, firstName: 'Ada2' } }) } }) });
    store.prefill();
    expect(store.form).toMatchObject({ email: 'ada@example.com', firstname: 'Ada', phoneNumber: '0411111111', address: '9 Fern St', country: 'New Zealand', postcode: '1010' });
    expect(store.addressLocked).toBe(true);
    store.useNewAddress();
    expect(store.form).toMatchObject({ address: '', city: '', region: '', postcode: '', country: 'Australia' });
    expect(store.addressLocked).toBe(false);
    store.chooseAddress('a1');
    expect(await store.continueToShipping()).toBe(true);
    expect(requests.at(-1)?.url).toBe('/api/users/verifyUser');
    expect(requests.at(-1)?.body).toMatchObject({ user: 'u1', streetAdress: '2 Gum Rd', newAddress: false });
    expect(session.user?.firstName).toBe('Ada2');
  });
});

describe('steps in the hash', () => {
  it('bounces to step 1 without verification and to step 1 for payment without a shipping method', async () => {
    const { store } = setup({ respond: () => ({ body: { sync: true, user: { _id: 'g1' } } }) });
    expect(store.allowedStep('shipping')).toBe('userDetails');
    expect(store.allowedStep('payment')).toBe('userDetails');
    expect(store.allowedStep('')).toBe('userDetails');
    fillForm(store);
    await store.continueToShipping();
    expect(store.allowedStep('payment')).toBe('userDetails');
    expect(store.continueToPayment()).toBe(false);
    store.chooseShipping('express-shipping');
    expect(store.continueToPayment()).toBe(true);
    expect(store.allowedStep('payment')).toBe('payment');
    store.setField('city', 'Geelong');
    expect(store.allowedStep('payment')).toBe('userDetails');
  });
});

describe('step 2: shipping and coupon', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers the domain options for the country and the subtotal after the coupon', () => {
    const { store } = setup({ lines: [{ product: TEE, variant: 'v-m', quantity: 3 }] });
    expect(store.shippingOptions.map((o) => o.name)).toEqual(['free-shipping', 'express-shipping']);
    store.setField('country', 'Canada');
    expect(store.shippingOptions.map((o) => o.name)).toEqual(['international-shipping']);
    store.setField('country', 'Australia');
    store.coupons.applied = { _id: 'c1', code: 'TENOFF', amount: 30, isPercent: false, minimumSpend: 0, expireDate: '2099-01-01', categories: [] };
    expect(store.discountCents).toBe(3000);
    expect(store.shippingOptions.map((o) => o.name)).toEqual(['standard-shipping', 'express-shipping']);
  });

  it('applies a coupon and clears its error after 4 seconds', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { coupon: 'This coupon has expired.' } };
    const { store, requests } = setup({ respond: () => answer });
    store.coupons.setCode('old');
    await store.coupons.apply();
    expect(store.coupons.error).toBe('This coupon has expired.');
    vi.advanceTimersByTime(COUPON_ERROR_MS - 1);
    expect(store.coupons.error).toBe('This coupon has expired.');
    vi.advanceTimersByTime(1);
    expect(store.coupons.error).toBe('');
    answer = { status: 200, body: { _id: 'c1', code: 'SAVE10', amount: 10, isPercent: true, minimumSpend: 100, expireDate: '2099-01-01', categories: [] } };
    store.coupons.setCode('save10');
    await store.coupons.apply();
    expect(requests.at(-1)?.body).toMatchObject({ coupon: 'save10', country: 'Australia' });
    expect(store.coupons.applied?.code).toBe('SAVE10');
    expect(store.discountCents).toBe(0);
    expect(store.couponMinimumMessage).toBe("Minimum spend of AU $100.00 is required. Otherwise discount won't be applied.");
  });
});

describe('step 3: payment', () => {
  function payable(respond: Responder) {
    const ctx = setup({ respond });
    fillForm(ctx.store);
    ctx.store.verified = true;
    ctx.store.chooseShipping('standard-shipping');
    return ctx;
  }

  it('knows test mode from the payment config, and when the config could not be loaded', async () => {
    const test = setup({ respond: () => ({ body: { mode: 'test', stripePublishableKey: null, paypalClientId: null, stripeJsUrl: null, paypalSdkUrl: null, currency: 'aud' } }) });
    await test.store.loadPaymentConfig();
    expect(test.store.isTestMode).toBe(true);
    const down = setup({ respond: () => ({ status: 503, body: { message: 'Down.' } }) });
    await down.store.loadPaymentConfig();
    expect(down.store.isTestMode).toBe(false);
    expect(down.store.paymentConfigFailed).toBe(true);
  });

  it('enables Pay Now only with a complete card and the confirmation box', () => {
    const { store } = payable(() => ({ body: {} }));
    store.setCardField('number', '4242 4242 4242 4242');
    store.setCardField('expiry', '12/34');
    expect(store.canPay).toBe(false);
    store.setCardField('cvc', '123');
    expect(store.canPay).toBe(false);
    store.setInfoConfirmed(true);
    expect(store.canPay).toBe(true);
    store.setCardField('expiry', '13/34');
    expect(store.canPay).toBe(false);
  });

  it('pays: payment method, then the order; clears cart and form and remembers the order', async () => {
    const { store, cart, requests } = payable((r) => (r.url.endsWith('/payment-methods') ? { body: { id: 'pm_1' } } : { body: ORDER }));
    store.setCardField('number', '4242 4242 4242 4242');
    store.setCardField('expiry', '12/34');
    store.setCardField('cvc', '123');
    store.setInfoConfirmed(true);
    const order = await store.payByCard();
    expect(order?.orderid).toBe('AB12CD34');
    expect(requests.map((r) => r.url)).toEqual(['/api/payments/test/payment-methods', '/api/orders/receiveStripePayment']);
    expect(requests[0]?.body).toEqual({ number: '4242424242424242', expiry: '12/34', cvc: '123' });
    expect(requests[1]?.body).toMatchObject({ paymentId: 'pm_1', email: 'jo@example.com', shippingType: 'standard-shipping', checkoutKey: 'key-1', cart: [{ product: 'p1', quantity: 2 }] });
    expect(cart.isEmpty).toBe(true);
    expect(store.form.email).toBe('');
    expect(store.lastOrder?._id).toBe('o1');
    expect(store.orderToShow).toBe('AB12CD34');
  });

  it('shows a declined card under the card fields and keeps the cart', async () => {
    const { store, cart } = payable((r) => (r.url.endsWith('/payment-methods') ? { body: { id: 'pm_2' } } : { status: 402, body: { cardError: 'Your card was declined.' } }));
    Object.assign(store, { card: { number: '4000000000000002', expiry: '12/34', cvc: '123' }, infoConfirmed: true });
    expect(await store.payByCard()).toBeNull();
    expect(store.cardError).toBe('Your card was declined.');
    expect(store.paying).toBe(false);
    expect(cart.itemCount).toBe(2);
    expect(store.lastOrder).toBeNull();
  });

  it('replaces the cart on dbCart with warnings and resets the pay button', async () => {
    const dbCart = [{ product: { ...TEE, originalPrice: null, stockLevel: 1, isBundle: false, category: 'tees' }, variant: 'v-m', quantity: 1 }];
    const { store, cart } = payable((r) =>
      r.url.endsWith('/payment-methods')
        ? { body: { id: 'pm_3' } }
        : { status: 409, body: { message: 'Your cart changed.', dbCart, warnings: [{ product: 'Trail Tee', definition: 'Only 1 left in stock.' }] } },
    );
    Object.assign(store, { card: { number: '4242424242424242', expiry: '12/34', cvc: '123' }, infoConfirmed: true });
    await store.payByCard();
    expect(cart.itemCount).toBe(1);
    expect(store.review.warnings).toEqual([{ product: 'Trail Tee', definition: 'Only 1 left in stock.' }]);
    expect(store.infoConfirmed).toBe(false);
    expect(store.canPay).toBe(false);
    expect(store.checkoutKey).toBe('key-2');
  });

  it('shows noMatch above the steps', async () => {
    const { store } = payable((r) => (r.url.endsWith('/payment-methods') ? { body: { id: 'pm_4' } } : { status: 400, body: { noMatch: 'Your details do not match.' } }));
    Object.assign(store, { card: { number: '4242424242424242', expiry: '12/34', cvc: '123' }, infoConfirmed: true });
    await store.payByCard();
    expect(store.noMatch).toBe('Your details do not match.');
    expect(store.cardError).toBe('');
  });

  it('completes an order with the test wallet through expressCheckout', async () => {
    const { store, requests } = payable(() => ({ body: ORDER }));
    expect((await store.payWithWallet())?.orderid).toBe('AB12CD34');
    expect(requests[0]?.url).toBe('/api/orders/expressCheckout');
    expect(requests[0]?.body).toMatchObject({ token: 'test_wallet_key-1', shippingType: 'freeExpressShipping' });
  });

  it('creates the PayPal order on the server and sends the approved id for capture', async () => {
    const { store, requests } = payable((r) => (r.url.endsWith('/paypal/orders') ? { body: { id: 'TESTPAYPAL-AB' } } : { body: ORDER }));
    expect((await store.payWithPaypal())?.orderid).toBe('AB12CD34');
    expect(requests.map((r) => r.url)).toEqual(['/api/payments/paypal/orders', '/api/orders/receivePaypalPayment']);
    expect(requests[1]?.body).toMatchObject({ paymentId: 'TESTPAYPAL-AB', checkoutKey: 'key-1' });
  });

  it('only logs a PayPal failure', async () => {
    const logged: unknown[] = [];
    const storage = new MemoryStorage({ [CART_KEY]: JSON.stringify(LINES) });
    const { fetch } = fakeFetch(() => ({ status: 503, body: { message: 'PayPal is unavailable.' } }));
    const http = new ApiClient({ fetch, storage });
    const session = new SessionStore(http, storage);
    const store = new CheckoutStore({ api: new CheckoutApi(http), cartApi: new CartApi(http), cart: new CartStore(storage, () => true), session, storage, log: (e) => logged.push(e) });
    expect(await store.payWithPaypal()).toBeNull();
    expect(logged).toHaveLength(1);
    expect(store.cardError).toBe('');
    expect(store.paying).toBe(false);
  });
});

describe('cart page', () => {
  it('validates the cart against the server and shows its warnings', async () => {
    const dbCart = [{ product: { ...TEE, price: 45, originalPrice: null, stockLevel: 3, isBundle: false, category: 'tees' }, variant: 'v-m', quantity: 2 }];
    const { store, cart, requests } = setup({ respond: () => ({ body: { dbCart, warnings: [{ product: 'Trail Tee', definition: 'The price has changed.' }] } }) });
    await store.review.validateCart();
    expect(requests[0]?.url).toBe('/api/cart/validateCart/-');
    expect(cart.subtotalCents).toBe(9000);
    expect(store.subtotalCents).toBe(9000);
    expect(store.review.warnings).toHaveLength(1);
    expect(store.freeShipping.remainingCents).toBe(1001);
  });

  it('changes quantities locally for a guest without id and removes at zero', async () => {
    const { store, cart } = setup({ respond: () => ({ body: { resetGuest: true } }) });
    const [line] = cart.lines;
    if (!line) throw new Error('no line');
    await store.review.changeQuantity(line, -1);
    expect(cart.itemCount).toBe(1);
    await store.review.changeQuantity(cart.lines[0] as CartLine, -1);
    expect(cart.isEmpty).toBe(true);
  });
});
