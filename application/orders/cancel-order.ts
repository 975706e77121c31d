import { transitionOrder } from '../../domain/order-status.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { Outbox } from '../platform/outbox.js';
import type { CancelOrder, CancelOrderFailure, OrderRecord, OrderStores } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

/**
 * Cancels an order whose row the caller has locked, in the caller's unit of work: the status machine
 * says whether this call cancelled it, `stockRestored` guards the return of stock and of a one-time
 * coupon, and `order.cancelled` (with `stock.changed`) is written to the outbox.
 */
export async function cancelWithin<O extends OrderRecord>(s: OrderStores & { outbox: Outbox }, order: O): Promise<Result<{ order: O; changed: boolean }, CancelOrderFailure>> {
  const t = transitionOrder(order, { type: 'cancel' });
  if (!t.ok) return fail('conflict', t.message, { reason: 'not_cancellable' });
  if (!t.value.changed) return ok({ order, changed: false });
  const restore = t.value.restoreStock && !order.stockRestored;
  const stock = order.lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, variantId: l.variantId, quantity: l.quantity }]));
  if (restore) {
    await s.orders.returnStock(stock);
    if (order.couponId) await s.coupons.releaseUse(order.couponId);
    if (stock.length > 0) await s.outbox.event('stock.changed', { productIds: [...new Set(stock.map((m) => m.productId))] });
  }
  await s.orders.saveStatus(t.value.order, restore);
  await s.outbox.event('order.cancelled', { orderId: order.id, orderid: order.orderid, totalCents: order.totalCents, createdAt: order.createdAt.toISOString() });
  return ok({ order: { ...t.value.order, stockRestored: order.stockRestored || restore }, changed: true });
}

/**
 * Cancels an order by its number. Its stock goes back and a one-time coupon is released exactly
 * once, however often the cancel is asked: the order row is locked and `cancelWithin` decides.
 */
export function makeCancelOrder(deps: { uow: UnitOfWork<OrderStores> }): CancelOrder {
  return async (input) =>
    deps.uow.run(async (s): Promise<Result<{ order: OrderRecord; changed: boolean }, CancelOrderFailure>> => {
      const order = await s.orders.findByOrderIdForUpdate(input.orderid.trim().toUpperCase());
      if (!order) return fail('not_found', 'We could not find that order.', { reason: 'unknown_order' });
      return cancelWithin(s, order);
    });
}
