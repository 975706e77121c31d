import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { CART_KEY, CartStore, type CartLine } from '../cart/CartStore';
import { SessionStore } from '../accounts/SessionStore';
import { CartApi } from '../cart/cart-api';
import { CheckoutApi } from './checkout-api';
import { CheckoutStore } from './CheckoutStore';
import { AUTHENTICATION_FAILED } from './LivePayments';

const TEE = { _id: 'p1', name: 'Trail Tee', price: 40, imageList: [], variants: [{ _id: 'v-m', variantName: 'M', variantStockLevel: 5 }] };
const LINES: CartLine[] = [{ product: TEE, variant: 'v-m', quantity: 2 }];
const ORDER = { _id: 'o1', orderid: 'AB12CD34', total: 9000, subtotal: 8000, discount: 0, gst: 818, donation: 800, shippingFee: 10, products: [], firstName: 'Jo' };
const ACTION = { requiresAction: true, clientSecret: 'pi_test_1_secret_2', checkoutKey: 'key-1', paymentIntentId: 'pi_test_1' };

type Responder = (request: RecordedRequest) => { status?: number; body?: unknown };

/** A test-mode checkout at the payment step with a complete card and the box ticked. */
function payable(confirm: Responder) {
  const storage = new MemoryStorage({ [CART_KEY]: JSON.stringify(LINES) });
  const { fetch, requests } = fakeFetch((r) => {
    if (r.url.endsWith('/payment-methods')) return { body: { id: 'pm_test_auth_1' } };
    if (r.url.endsWith('/receiveStripePayment')) return { body: ACTION };
    if (r.url.endsWith('/payments/config')) return { body: { mode: 'test', stripePublishableKey: null, paypalClientId: null, stripeJsUrl: null, paypalSdkUrl: null, currency: 'aud' } };
    return confirm(r);
  });
  const http = new ApiClient({ fetch, storage });
  const cart = new CartStore(storage, () => true);
  let n = 0;
  const store = new CheckoutStore({ api: new CheckoutApi(http), cartApi: new CartApi(http), cart, session: new SessionStore(http, storage), storage, newKey: () => `key-${++n}` });
  Object.assign(store, {
    form: { ...store.form, email: 'jo@example.com', firstname: 'Jo', lastname: 'Walker', phoneNumber: '0400123456', address: '1 Bush Track', city: 'Melbourne', region: 'VIC', postcode: '3000' },
    verified: true,
    card: { number: '4000 0027 6000 3184', expiry: '12/34', cvc: '123' },
    infoConfirmed: true,
  });
  store.chooseShipping('standard-shipping');
  return { store, cart, requests };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 0));
};

describe('step 3: a card that needs authentication (test mode)', () => {
  it('opens the test authentication dialog; approving it confirms the payment and completes the order', async () => {
    const { store, cart, requests } = payable(() => ({ body: ORDER }));
    await store.loadPaymentConfig();
    const paying = store.payByCard();
    await until(() => store.testAuthenticationOpen);
    expect(store.testAuthenticationOpen).toBe(true);
    expect(store.paying).toBe(true);
    store.finishTestAuthentication(true);
    expect((await paying)?.orderid).toBe('AB12CD34');
    expect(store.testAuthenticationOpen).toBe(false);
    const confirm = requests.find((r) => r.url === '/api/orders/confirmStripePayment');
    expect(confirm?.body).toEqual({ checkoutKey: 'key-1', paymentIntentId: 'pi_test_1' });
    expect(cart.isEmpty).toBe(true);
    expect(store.orderToShow).toBe('AB12CD34');
  });

  it('shows a failed authentication under the card fields, keeps the cart and asks the server nothing more', async () => {
    const { store, cart, requests } = payable(() => ({ body: ORDER }));
    await store.loadPaymentConfig();
    const paying = store.payByCard();
    await until(() => store.testAuthenticationOpen);
    store.finishTestAuthentication(false);
    expect(await paying).toBeNull();
    expect(store.cardError).toBe(AUTHENTICATION_FAILED);
    expect(store.paying).toBe(false);
    expect(cart.itemCount).toBe(2);
    expect(requests.some((r) => r.url === '/api/orders/confirmStripePayment')).toBe(false);
  });

  it('shows the server’s refusal of the confirmation and keeps the cart', async () => {
    const { store, cart } = payable(() => ({ status: 402, body: { cardError: 'We could not authenticate your payment. Please try again or use another card.' } }));
    await store.loadPaymentConfig();
    const paying = store.payByCard();
    await until(() => store.testAuthenticationOpen);
    store.finishTestAuthentication(true);
    expect(await paying).toBeNull();
    expect(store.cardError).toBe('We could not authenticate your payment. Please try again or use another card.');
    expect(cart.itemCount).toBe(2);
    expect(store.lastOrder).toBeNull();
  });
});
