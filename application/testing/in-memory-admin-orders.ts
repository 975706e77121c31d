import type { AdminOrderRecord, AdminOrderRepository, AdminOrderStores } from '../orders/admin-ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import type { InMemoryCheckout } from './in-memory-checkout.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/**
 * The back office's order stores over an InMemoryCheckout's orders: deleted and refunded orders are
 * kept beside them, and the unit of work undoes orders, stock, coupons, those marks and the audit log
 * together on failure. It writes to the checkout's outbox.
 */
export function inMemoryAdminOrderStores(checkout: InMemoryCheckout) {
  let deleted = new Set<string>();
  let refunded = new Map<string, Date>();
  const audit = new InMemoryAuditLog();
  const adminOrders: AdminOrderRepository = {
    findByIdForUpdate: async (id): Promise<AdminOrderRecord | undefined> => {
      const o = checkout.state.orders.get(id);
      return o ? { ...structuredClone(o), refundedAt: refunded.get(id) ?? null, isDeleted: deleted.has(id) } : undefined;
    },
    markDeleted: async (id) => void deleted.add(id),
    recordRefund: async (id, at) => void refunded.set(id, at),
  };
  const stores: AdminOrderStores = { orders: checkout.orders, coupons: checkout.coupons, adminOrders, audit };
  const uow = new InMemoryUnitOfWork<AdminOrderStores>(
    stores,
    () => {
      const state = structuredClone(checkout.state);
      const marks = { deleted: new Set(deleted), refunded: new Map(refunded) };
      const undoAudit = audit.snapshot();
      return () => {
        checkout.state = state;
        deleted = marks.deleted;
        refunded = marks.refunded;
        undoAudit();
      };
    },
    checkout.outbox,
  );
  return { uow, audit, adminOrders, isDeleted: (id: string) => deleted.has(id) };
}
