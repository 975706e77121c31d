import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { orderSnapshot, type AdminOrderStores, type DeleteOrder } from './admin-ports.js';
import { UNKNOWN_ADMIN_ORDER } from './get-admin-order.js';

/**
 * Deletes an order from sight: it leaves every admin list and lookup and the customer's history, but
 * the row stays for the tax records and the audit log. Stock is not touched. A second delete is a 404.
 */
export function makeDeleteOrder(deps: { uow: UnitOfWork<AdminOrderStores>; clock: Clock }): DeleteOrder {
  return async ({ actor, id }) =>
    deps.uow.run(async (s) => {
      const order = await s.adminOrders.findByIdForUpdate(id);
      if (!order || order.isDeleted) return unknownRecord('unknown_order', UNKNOWN_ADMIN_ORDER);
      await s.adminOrders.markDeleted(id);
      await recordChange(s.audit, { actor, at: deps.clock.now(), action: 'order.deleted', entityType: 'order', entityId: id, before: orderSnapshot(order), after: null });
      await s.outbox.event('order.updated', { orderId: id, orderid: order.orderid, orderStatus: order.orderStatus });
      return ok({ success: true as const });
    });
}
