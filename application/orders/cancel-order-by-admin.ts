import { fail, ok, ruleConflict, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { orderSnapshot, type AdminOrderStores, type CancelOrderByAdmin, type RefundGateways } from './admin-ports.js';
import { cancelWithin } from './cancel-order.js';
import { UNKNOWN_ADMIN_ORDER } from './get-admin-order.js';
import { cancellationMail } from './order-mails.js';

export const ALREADY_CANCELLED = 'This order is already cancelled.';
export const REFUND_UNAVAILABLE = 'The payment could not be refunded just now, so the order was not cancelled. Please try again in a moment.';

/**
 * Cancels an order from the back office, all or nothing: with its row locked, the stock and a
 * one-time coupon go back exactly once (`cancelWithin`), the payment is refunded through the gateway
 * that took it (the test gateway for a test order; the refund's key is the order, so a repeated
 * refund refunds once) and recorded, the buyer is mailed, and the audit entry and `order.cancelled`
 * commit with it. When the refund cannot be made the cancellation is rolled back and 503 answered,
 * so an order is never cancelled without its refund. A second cancel is a 409.
 */
export function makeCancelOrderByAdmin(deps: { uow: UnitOfWork<AdminOrderStores>; clock: Clock; refunds: RefundGateways }): CancelOrderByAdmin {
  return async ({ actor, id }) =>
    deps.uow.run(async (s) => {
      const order = await s.adminOrders.findByIdForUpdate(id);
      if (!order || order.isDeleted) return unknownRecord('unknown_order', UNKNOWN_ADMIN_ORDER);
      if (order.orderStatus === 'Cancelled') return ruleConflict('already_cancelled', ALREADY_CANCELLED);
      const cancelled = await cancelWithin(s, order);
      if (!cancelled.ok) return ruleConflict('already_cancelled', cancelled.message);
      const at = deps.clock.now();
      let refundedAt: Date | null = null;
      if (order.paymentId) {
        const gateway = deps.refunds(order);
        if (!gateway) return fail('unavailable', REFUND_UNAVAILABLE, { reason: 'refund_unavailable' });
        try {
          await gateway.refund(order.paymentId, `cancel-order:${order.id}`);
        } catch {
          return fail('unavailable', REFUND_UNAVAILABLE, { reason: 'refund_unavailable' });
        }
        await s.adminOrders.recordRefund(order.id, at);
        refundedAt = at;
      }
      const after = { ...cancelled.value.order, refundedAt };
      await s.outbox.job('send-mail', cancellationMail(order, refundedAt !== null));
      await recordChange(s.audit, { actor, at, action: 'order.cancelled', entityType: 'order', entityId: id, before: orderSnapshot(order), after: orderSnapshot(after) });
      return ok(after);
    });
}
