import { beforeEach, describe, expect, it } from 'vitest';
import { makePlaceOrder } from './place-order.js';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { checkoutProduct, FakeGateway, InMemoryAttempts, InMemoryCheckout, RecordingAnalytics } from '../testing/in-memory-checkout.js';
import type { CheckoutRequest } from './checkout-request.js';
import { makePayForOrder } from './pay-for-order.js';

let store: InMemoryCheckout;
let gateway: FakeGateway;
let pay: ReturnType<typeof makePayForOrder>;

beforeEach(() => {
  store = new InMemoryCheckout();
  gateway = new FakeGateway();
  const analytics = new RecordingAnalytics();
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const placeOrder = makePlaceOrder({
    uow: store.uow,
    orders: store.orders,
    ids: new SequentialIds(),
    clock,
    issuer: { legalName: 'L', abn: '1', supportEmail: 's@example.com', publicUrl: 'http://shop' },
  });
  pay = makePayForOrder({
    catalog: store.catalog,
    coupons: store.coupons,
    gateways: { stripe: gateway, paypal: gateway },
    attempts: new InMemoryAttempts(),
    orders: store.orders,
    placeOrder,
    analytics,
    clock,
    owners: store.owners,
  });
  store.addProduct(checkoutProduct({ id: 'tee', priceCents: 4550 }));
  store.ownerKinds.set('member-1', 'registered');
  store.ownerKinds.set('guest-1', 'guest');
});

const line = { productId: 'tee', variantId: 'tee-S', quantity: 1 };
const request = (overrides: Partial<CheckoutRequest>): CheckoutRequest => ({
  firstName: 'Eve',
  lastName: 'Sdropper',
  email: 'eve@example.com',
  address: '1 Collins St',
  city: 'Melbourne',
  country: 'Australia',
  region: 'VIC',
  postcode: '3000',
  phoneNumber: '0412 345 678',
  message: '',
  goGreen: false,
  shippingMethod: 'standard-shipping',
  lines: [line],
  couponCode: null,
  userId: null,
  guestId: null,
  express: false,
  ...overrides,
});

describe('the user id an order names', () => {
  it('refuses an anonymous order naming a registered user, before any charge, and leaves that user’s cart alone', async () => {
    await store.carts.save('member-1', [line, { productId: 'tee', variantId: 'tee-M', quantity: 3 }]);
    const r = await pay({ paymentType: 'stripe', paymentMethodId: 'pm_1', checkoutKey: null, request: request({ guestId: 'member-1' }) });
    expect(r).toMatchObject({ ok: false, code: 'forbidden', message: 'This cart belongs to another account.' });
    expect(gateway.charged).toEqual([]);
    expect(store.state.orders.size).toBe(0);
    expect(store.state.carts.get('member-1')).toHaveLength(2);
  });

  it('empties the cart of a guest record that places the order, and of the signed-in customer', async () => {
    await store.carts.save('guest-1', [line]);
    await store.carts.save('member-1', [line]);
    expect((await pay({ paymentType: 'stripe', paymentMethodId: 'pm_guest', checkoutKey: null, request: request({ guestId: 'guest-1' }) })).ok).toBe(true);
    expect((await pay({ paymentType: 'stripe', paymentMethodId: 'pm_member', checkoutKey: null, request: request({ userId: 'member-1' }) })).ok).toBe(true);
    expect(store.state.carts.get('guest-1')).toEqual([]);
    expect(store.state.carts.get('member-1')).toEqual([]);
  });
});
