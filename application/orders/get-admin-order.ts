import { customerTier, type CustomerTier } from '../../domain/customer-tier.js';
import { ok, unknownRecord, type Result } from '../../domain/result.js';
import type { AdminOrderFailure, AdminOrderReader, AdminOrderRecord, OrderCustomer } from './admin-ports.js';

export const UNKNOWN_ADMIN_ORDER = 'We could not find that order. It may have been deleted.';

export interface AdminOrderDetail {
  order: AdminOrderRecord;
  /** The buyer's account, or null when the order has none or the account was deleted. */
  customer: OrderCustomer | null;
  customerType: CustomerTier;
}

/** One order for the back office, with its customer, their other orders and the customer-type badge. */
export function makeGetAdminOrder(deps: { reader: Pick<AdminOrderReader, 'findById' | 'customerOf'> }) {
  return async (input: { id: string }): Promise<Result<AdminOrderDetail, AdminOrderFailure>> => {
    const order = await deps.reader.findById(input.id);
    if (!order) return unknownRecord('unknown_order', UNKNOWN_ADMIN_ORDER);
    const customer = order.userId ? ((await deps.reader.customerOf(order.userId, order.id)) ?? null) : null;
    return ok({ order, customer, customerType: customerTier(customer ? customer.orderCount : null) });
  };
}
