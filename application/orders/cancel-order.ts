import { transitionOrder } from '../../domain/order-status.js';
import type { CheckoutTransaction } from '../checkout/ports.js';
import type { OrderRecord } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

/**
 * Cancels an order (back office). Its stock goes back and a one-time coupon is released exactly
 * once, however often the cancel is asked: the order row is locked, the status machine says whether
 * this call cancelled it, and `stockRestored` guards the return of stock.
 */
/** Why an order could not be cancelled. */
export type CancelOrderFailure = 'unknown_order' | 'not_cancellable';

export function makeCancelOrder(deps: { transaction: CheckoutTransaction }) {
  return async (input: { orderid: string }): Promise<Result<{ order: OrderRecord; changed: boolean }, CancelOrderFailure>> =>
    deps.transaction(async (s): Promise<Result<{ order: OrderRecord; changed: boolean }, CancelOrderFailure>> => {
      const order = await s.orders.findByOrderIdForUpdate(input.orderid.trim().toUpperCase());
      if (!order) return fail('not_found', 'We could not find that order.', { reason: 'unknown_order' });
      const t = transitionOrder(order, { type: 'cancel' });
      if (!t.ok) return fail('conflict', t.message, { reason: 'not_cancellable' });
      if (!t.value.changed) return ok({ order, changed: false });
      const restore = t.value.restoreStock && !order.stockRestored;
      if (restore) {
        await s.orders.returnStock(order.lines.filter((l) => l.productId !== null).map((l) => ({ productId: l.productId as string, variantId: l.variantId, quantity: l.quantity })));
        if (order.couponId) await s.coupons.releaseUse(order.couponId);
      }
      await s.orders.saveStatus(t.value.order, restore);
      await s.outbox.add({ topic: 'event:orders', payload: { type: 'order-cancelled', orderid: order.orderid } });
      return ok({ order: { ...t.value.order, stockRestored: order.stockRestored || restore }, changed: true });
    });
}
