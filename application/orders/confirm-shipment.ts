import { transitionOrder } from '../../domain/order-status.js';
import { fail, ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { orderSnapshot, type AdminOrderStores, type ConfirmShipment } from './admin-ports.js';
import { UNKNOWN_ADMIN_ORDER } from './get-admin-order.js';
import { shippingNoticeMail } from './order-mails.js';

/**
 * Ships an order (updateDeliveryDate): the status machine confirms it with the tracking number
 * (trimmed, upper-cased) and today's shipping date, only while it has none and is not cancelled; the
 * buyer's shipping notice with the tracking link, the audit entry and `order.updated` commit with it.
 */
export function makeConfirmShipment(deps: { uow: UnitOfWork<AdminOrderStores>; clock: Clock }): ConfirmShipment {
  return async ({ actor, id, trackingNumber }) =>
    deps.uow.run(async (s) => {
      const order = await s.adminOrders.findByIdForUpdate(id);
      if (!order || order.isDeleted) return unknownRecord('unknown_order', UNKNOWN_ADMIN_ORDER);
      const at = deps.clock.now();
      const t = transitionOrder(order, { type: 'confirm', trackingNumber, at });
      if (!t.ok) return fail(t.code, t.message, { reason: t.reason, ...(t.fields ? { fields: t.fields } : {}) });
      const shipped = t.value.order;
      await s.orders.saveStatus(shipped, false);
      await s.outbox.job('send-mail', shippingNoticeMail(order, shipped.trackingNumber ?? ''));
      await recordChange(s.audit, { actor, at, action: 'order.shipped', entityType: 'order', entityId: id, before: orderSnapshot(order), after: orderSnapshot(shipped) });
      await s.outbox.event('order.updated', { orderId: id, orderid: order.orderid, orderStatus: shipped.orderStatus });
      return ok(shipped);
    });
}
