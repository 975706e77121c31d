import { transitionOrder } from '../../domain/order-status.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { CancelOrder, CancelOrderFailure, OrderRecord, OrderStores } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

/**
 * Cancels an order (back office). Its stock goes back and a one-time coupon is released exactly
 * once, however often the cancel is asked: the order row is locked, the status machine says whether
 * this call cancelled it, and `stockRestored` guards the return of stock.
 */
export function makeCancelOrder(deps: { uow: UnitOfWork<OrderStores> }): CancelOrder {
  return async (input) =>
    deps.uow.run(async (s): Promise<Result<{ order: OrderRecord; changed: boolean }, CancelOrderFailure>> => {
      const order = await s.orders.findByOrderIdForUpdate(input.orderid.trim().toUpperCase());
      if (!order) return fail('not_found', 'We could not find that order.', { reason: 'unknown_order' });
      const t = transitionOrder(order, { type: 'cancel' });
      if (!t.ok) return fail('conflict', t.message, { reason: 'not_cancellable' });
      if (!t.value.changed) return ok({ order, changed: false });
      const restore = t.value.restoreStock && !order.stockRestored;
      const stock = order.lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, variantId: l.variantId, quantity: l.quantity }]));
      if (restore) {
        await s.orders.returnStock(stock);
        if (order.couponId) await s.coupons.releaseUse(order.couponId);
        await s.outbox.event('stock.changed', { productIds: [...new Set(stock.map((m) => m.productId))] });
      }
      await s.orders.saveStatus(t.value.order, restore);
      await s.outbox.event('order.cancelled', { orderId: order.id, orderid: order.orderid, totalCents: order.totalCents, createdAt: order.createdAt.toISOString() });
      return ok({ order: { ...t.value.order, stockRestored: order.stockRestored || restore }, changed: true });
    });
}
