import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../platform/payment-gateway.js';
import { FixedClock } from '../testing/fakes.js';
import { inMemoryAdminOrderStores } from '../testing/in-memory-admin-orders.js';
import { checkoutProduct, FakeGateway, InMemoryCheckout } from '../testing/in-memory-checkout.js';
import { ALREADY_CANCELLED, makeCancelOrderByAdmin } from './cancel-order-by-admin.js';
import { makeConfirmShipment } from './confirm-shipment.js';
import { makeDeleteOrder } from './delete-order.js';
import type { OrderRecord } from './ports.js';

const actor = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'boss@example.com' };
const ID = '00000000-0000-4000-8000-000000000001';

/** A paid order of 2 × tee M with a used one-time coupon, its stock taken. */
function setup(refunds: (o: { paymentType: string; testMode: boolean }) => PaymentGateway | null = () => gateway) {
  const checkout = new InMemoryCheckout();
  checkout.addProduct(checkoutProduct({ id: 'tee', stockLevel: 13, variants: [{ id: 'tee-M', name: 'M', stockLevel: 3 }] }));
  checkout.addCoupon({
    id: 'c1',
    code: 'ONCE',
    discount: { kind: 'fixed', amountCents: 500 },
    minimumSpendCents: 0,
    expireDate: '2099-01-01',
    isActive: false,
    isOneTime: true,
    categories: [],
    timesUsed: 1,
  });
  const order: OrderRecord = {
    id: ID,
    orderid: 'ABCD2345',
    userId: null,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Collins St',
    city: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
    country: 'Australia',
    phoneNumber: '0412345678',
    message: '',
    goGreen: false,
    shippingType: 'standardShipping',
    shippingFeeCents: 1000,
    subtotalCents: 9000,
    discountCents: 500,
    totalCents: 9500,
    gstCents: 864,
    donationCents: 0,
    couponId: 'c1',
    coupon: { code: 'ONCE', amount: 5, isPercent: false },
    paymentType: 'stripe',
    paymentId: 'pay_1',
    testMode: false,
    checkoutKey: 'k1',
    accessToken: null,
    orderStatus: 'Processing',
    shippingDate: null,
    trackingNumber: null,
    stockRestored: false,
    createdAt: new Date('2026-11-27T01:00:00Z'),
    lines: [{ productId: 'tee', variantId: 'tee-M', productName: 'Ridge Tee', productSize: 'M', productImage: '', quantity: 2, unitPriceCents: 4500, category: 'solid' }],
  };
  checkout.state.orders.set(ID, order);
  const stores = inMemoryAdminOrderStores(checkout);
  const clock = new FixedClock(new Date('2026-11-28T01:00:00Z'));
  return {
    checkout,
    ...stores,
    clock,
    confirm: makeConfirmShipment({ uow: stores.uow, clock }),
    cancel: makeCancelOrderByAdmin({ uow: stores.uow, clock, refunds }),
    remove: makeDeleteOrder({ uow: stores.uow, clock }),
  };
}
const gateway = new FakeGateway('stripe');
const stock = (s: ReturnType<typeof setup>) => [s.checkout.state.products.get('tee')?.stockLevel, s.checkout.state.products.get('tee')?.variants[0]?.stockLevel];

describe('ship an order', () => {
  it('confirms it with the tracking number upper-cased, mails the tracking link, audits and announces it', async () => {
    const s = setup();
    const r = await s.confirm({ actor, id: ID, trackingNumber: ' ab 12 ' });
    expect(r).toMatchObject({ ok: true, value: { orderStatus: 'Confirmed', trackingNumber: 'AB 12', shippingDate: '2026-11-28T01:00:00.000Z' } });
    expect(s.checkout.outbox.mails()).toEqual([expect.objectContaining({ to: 'ada@example.com', text: expect.stringContaining('https://auspost.com.au/mypost/track/details/AB%2012') })]);
    expect(s.audit.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['order.shipped', { orderStatus: 'Processing', trackingNumber: null, shippingDate: null }, { orderStatus: 'Confirmed', trackingNumber: 'AB 12', shippingDate: '2026-11-28T01:00:00.000Z' }],
    ]);
    expect(s.checkout.outbox.events()).toEqual([{ type: 'order.updated', data: { orderId: ID, orderid: 'ABCD2345', orderStatus: 'Confirmed' } }]);
    expect(await s.confirm({ actor, id: ID, trackingNumber: 'X' })).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'tracking_number_already_set',
      fields: { trackingNumber: expect.any(String) },
    });
    expect(s.audit.entries).toHaveLength(1);
  });
});

describe('cancel an order from the back office', () => {
  it('restores stock and the coupon once, refunds through the gateway with the order’s key, records it, mails the buyer; a second cancel is refused', async () => {
    const s = setup();
    const [first, second] = await Promise.all([s.cancel({ actor, id: ID }), s.cancel({ actor, id: ID })]);
    expect(first).toMatchObject({ ok: true, value: { orderStatus: 'Cancelled', refundedAt: s.clock.now() } });
    expect(second).toMatchObject({ ok: false, code: 'conflict', reason: 'already_cancelled', message: ALREADY_CANCELLED });
    expect(stock(s)).toEqual([15, 5]);
    expect(s.checkout.state.coupons.get('c1')).toMatchObject({ isActive: true, timesUsed: 0 });
    expect(gateway.refunded).toContain(`cancel-order:${ID}`);
    expect(s.checkout.outbox.mails().map((m) => m.subject)).toEqual(['Your order ABCD2345 has been cancelled']);
    expect(s.checkout.outbox.events().map((e) => e.type)).toEqual(['stock.changed', 'order.cancelled']);
    expect(s.audit.entries.map((e) => e.action)).toEqual(['order.cancelled']);
  });

  it('changes nothing when the refund cannot be made (gateway missing or failing)', async () => {
    const failing: PaymentGateway = { provider: 'stripe', charge: (r) => gateway.charge(r), refund: () => Promise.reject(new Error('down')) };
    for (const refunds of [() => null, () => failing]) {
      const s = setup(refunds);
      expect(await s.cancel({ actor, id: ID })).toMatchObject({ ok: false, code: 'unavailable', reason: 'refund_unavailable' });
      expect(stock(s)).toEqual([13, 3]);
      expect(s.checkout.state.orders.get(ID)?.orderStatus).toBe('Processing');
      expect(s.checkout.state.coupons.get('c1')).toMatchObject({ isActive: false, timesUsed: 1 });
      expect([s.audit.entries, s.checkout.outbox.entries]).toEqual([[], []]);
    }
  });
});

describe('delete an order', () => {
  it('hides it, leaves the stock, records and announces it; it is then unknown to every change', async () => {
    const s = setup();
    expect(await s.remove({ actor, id: ID })).toEqual({ ok: true, value: { success: true } });
    expect(s.isDeleted(ID)).toBe(true);
    expect(stock(s)).toEqual([13, 3]);
    expect(s.audit.entries.map((e) => [e.action, e.after])).toEqual([['order.deleted', null]]);
    for (const r of [await s.remove({ actor, id: ID }), await s.cancel({ actor, id: ID }), await s.confirm({ actor, id: ID, trackingNumber: 'X' })])
      expect(r).toMatchObject({ ok: false, code: 'not_found' });
    expect(s.audit.entries).toHaveLength(1);
  });
});
