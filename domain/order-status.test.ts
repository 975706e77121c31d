import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { transitionOrder, customerStatusColour, adminStatusColour, type OrderState, type OrderEvent } from './order-status.js';
import { DomainError } from './errors.js';

const processing: OrderState & { orderid: string } = { orderid: 'abc', orderStatus: 'Processing', trackingNumber: null, shippingDate: null };
const AT = '2026-03-05T04:00:00.000Z';

describe('transitionOrder', () => {
  it('confirming sets Confirmed, the upper-cased trimmed tracking number and the shipping date', () => {
    const r = transitionOrder(processing, { type: 'confirm', trackingNumber: '  ab123456789au ', at: AT });
    expect(r).toEqual({ ok: true, value: { order: { orderid: 'abc', orderStatus: 'Confirmed', trackingNumber: 'AB123456789AU', shippingDate: AT }, changed: true, restoreStock: false } });
  });
  it('a tracking number can be added only when none exists', () => {
    const confirmed: OrderState = { orderStatus: 'Confirmed', trackingNumber: 'X1', shippingDate: AT };
    expect(transitionOrder(confirmed, { type: 'confirm', trackingNumber: 'X2', at: AT })).toMatchObject({
      ok: false,
      reason: 'tracking_number_already_set',
      fields: { trackingNumber: expect.any(String) },
    });
    expect(transitionOrder({ ...processing, trackingNumber: 'OLD' }, { type: 'confirm', trackingNumber: 'X2', at: AT })).toMatchObject({ ok: false, reason: 'tracking_number_already_set' });
  });
  it('rejects empty or over-long tracking numbers', () => {
    expect(transitionOrder(processing, { type: 'confirm', trackingNumber: '   ', at: AT })).toMatchObject({ ok: false, reason: 'invalid_tracking_number' });
    expect(transitionOrder(processing, { type: 'confirm', trackingNumber: 'A'.repeat(65), at: AT })).toMatchObject({ ok: false, reason: 'invalid_tracking_number' });
    expect(() => transitionOrder(processing, { type: 'confirm', trackingNumber: 'A', at: 'nope' })).toThrow(DomainError);
  });
  it('a cancelled order cannot be confirmed', () => {
    const cancelled: OrderState = { orderStatus: 'Cancelled', trackingNumber: null, shippingDate: null };
    expect(transitionOrder(cancelled, { type: 'confirm', trackingNumber: 'X', at: AT })).toMatchObject({ ok: false, reason: 'order_cancelled' });
  });
  it('cancelling restores stock once; cancelling twice is a no-op; confirmed orders can be cancelled', () => {
    const c1 = transitionOrder(processing, { type: 'cancel' });
    expect(c1).toMatchObject({ ok: true, value: { order: { orderStatus: 'Cancelled' }, changed: true, restoreStock: true } });
    if (!c1.ok) return;
    expect(transitionOrder(c1.value.order, { type: 'cancel' })).toMatchObject({ ok: true, value: { changed: false, restoreStock: false } });
    const confirmed: OrderState = { orderStatus: 'Confirmed', trackingNumber: 'X1', shippingDate: AT };
    expect(transitionOrder(confirmed, { type: 'cancel' })).toMatchObject({ ok: true, value: { order: { orderStatus: 'Cancelled', trackingNumber: 'X1' }, restoreStock: true } });
  });
  it('unknown status throws', () => {
    expect(() => transitionOrder({ ...processing, orderStatus: 'Shipped' as never }, { type: 'cancel' })).toThrow(DomainError);
  });
  it('property: over any event sequence stock is restored at most once, and only a cancelled order stays cancelled', () => {
    const ev: fc.Arbitrary<OrderEvent> = fc.oneof(
      fc.constant({ type: 'cancel' } as const),
      fc.string({ maxLength: 10 }).map((t) => ({ type: 'confirm' as const, trackingNumber: t, at: AT })),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 12 }), (events) => {
        let order: OrderState = processing;
        let restores = 0;
        let wasCancelled = false;
        for (const e of events) {
          const r = transitionOrder(order, e);
          if (!r.ok) continue;
          if (r.value.restoreStock) restores += 1;
          order = r.value.order;
          if (order.orderStatus === 'Cancelled') wasCancelled = true;
          if (wasCancelled) expect(order.orderStatus).toBe('Cancelled');
          if (order.orderStatus === 'Confirmed') expect(order.trackingNumber).toBe(order.trackingNumber?.toUpperCase());
        }
        expect(restores).toBeLessThanOrEqual(1);
        expect(restores).toBe(wasCancelled ? 1 : 0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('status colours', () => {
  it('customer dashboard: Processing warning, else success', () => {
    expect(customerStatusColour('Processing')).toBe('warning');
    expect(customerStatusColour('Confirmed')).toBe('success');
    expect(customerStatusColour('Cancelled')).toBe('success');
  });
  it('admin: Processing warning, Confirmed success, else danger', () => {
    expect(adminStatusColour('Processing')).toBe('warning');
    expect(adminStatusColour('Confirmed')).toBe('success');
    expect(adminStatusColour('Cancelled')).toBe('danger');
  });
});
