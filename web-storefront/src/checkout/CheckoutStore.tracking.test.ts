// What checkout hands the owner's Google Analytics and Meta pixel: InitiateCheckout with the goods'
// value once the details are confirmed, AddPaymentInfo with the total including shipping when the
// payment starts, and Purchase with the placed order's total, each in dollars and AUD and only after
// the shopper accepted them. The API is faked at fetch.
import { describe, expect, it } from 'vitest';
import { shippingOptionsFor } from '../../../domain/index.js';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { SessionStore } from '../accounts/SessionStore';
import { CartApi } from '../cart/cart-api';
import { CART_KEY, CartStore, type CartLine } from '../cart/CartStore';
import { thirdPartyPage } from '../testing/thirdPartyPage';
import { CheckoutApi } from './checkout-api';
import { CheckoutStore } from './CheckoutStore';

const TEE = { _id: 'p1', name: 'Trail Tee', price: 40.5, imageList: [], variants: [{ _id: 'v-m', variantName: 'M', variantStockLevel: 5 }] };
const LINES: CartLine[] = [{ product: TEE, variant: 'v-m', quantity: 2 }];
/** The placed order as the server answers it: `total` in cents. */
const ORDER = { _id: 'o1', orderid: 'AB12CD34', total: 9195, subtotal: 8100, discount: 0, gst: 836, donation: 810, shippingFee: 10.95, products: [], firstName: 'Jo' };

function checkout() {
  const storage = new MemoryStorage({ [CART_KEY]: JSON.stringify(LINES) });
  const respond = (r: RecordedRequest) => {
    if (r.url === '/api/guestUsers/guestUserData') return { body: { sync: true, user: { _id: 'g1', userid: 'g1' } } };
    if (r.url.endsWith('/payment-methods')) return { body: { id: 'pm_1' } };
    return { body: ORDER };
  };
  const http = new ApiClient({ fetch: fakeFetch(respond).fetch, storage });
  const session = new SessionStore(http, storage, () => 0);
  const cart = new CartStore(storage, () => !session.isLoggedIn);
  return new CheckoutStore({ api: new CheckoutApi(http), cartApi: new CartApi(http), cart, session, storage, newKey: () => 'key-1' });
}

async function buy(store: CheckoutStore): Promise<void> {
  for (const [field, value] of Object.entries({
    email: 'jo@example.com',
    firstname: 'Jo',
    lastname: 'Walker',
    phoneNumber: '0400123456',
    address: '1 Bush Track',
    city: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
  }))
    store.setField(field as Parameters<CheckoutStore['setField']>[0], value);
  expect(await store.continueToShipping()).toBe(true);
  store.chooseShipping('standard-shipping');
  store.setCardField('number', '4242 4242 4242 4242');
  store.setCardField('expiry', '12/34');
  store.setCardField('cvc', '123');
  store.setInfoConfirmed(true);
  expect((await store.payByCard())?.orderid).toBe('AB12CD34');
}

describe('CheckoutStore and the owner’s third-party analytics', () => {
  it('with consent sends InitiateCheckout, AddPaymentInfo and Purchase with their values in dollars and AUD', async () => {
    const page = await thirdPartyPage('accepted');
    const store = checkout();
    await buy(store);
    const { google, meta } = page.calls();
    // 2 × $40.50 of goods, then with the domain's standard shipping fee for them.
    const feeCents = shippingOptionsFor('Australia', 8100).find((o) => o.name === 'standard-shipping')?.feeCents ?? 0;
    expect(feeCents).toBeGreaterThan(0);
    const withShipping = { value: (8100 + feeCents) / 100 };
    expect(google).toEqual([
      ['begin_checkout', { value: 81, currency: 'AUD' }],
      ['add_payment_info', { value: withShipping.value, currency: 'AUD' }],
      ['purchase', { value: 91.95, currency: 'AUD' }],
    ]);
    expect(meta).toEqual([
      ['InitiateCheckout', { value: 81, currency: 'AUD' }],
      ['AddPaymentInfo', { value: withShipping.value, currency: 'AUD' }],
      ['Purchase', { value: 91.95, currency: 'AUD' }],
    ]);
  });

  it('without consent sends them nothing', async () => {
    const page = await thirdPartyPage('declined');
    await buy(checkout());
    expect(page.calls()).toEqual({ google: [], meta: [] });
  });
});
