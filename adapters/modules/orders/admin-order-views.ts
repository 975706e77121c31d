import type { AdminOrderDetail } from '../../../application/orders/get-admin-order.js';
import type { AdminOrderRow as RowRecord } from '../../../application/orders/admin-ports.js';
import type { AdminOrder, AdminOrderRow } from '../../http/contract/admin-orders.js';
import { orderView } from '../../http/order-view.js';

/** An order row of the back office's list. */
export const adminOrderRowView = (r: RowRecord): AdminOrderRow => ({
  _id: r.id,
  orderid: r.orderid,
  created_at: r.createdAt.toISOString(),
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  total: r.totalCents,
  shippingType: r.shippingType,
  paymentType: r.paymentType,
  orderStatus: r.orderStatus,
  trackingNumber: r.trackingNumber,
  testMode: r.testMode,
});

/** One order with its customer, their other orders and the customer-type badge. */
export function adminOrderView(d: AdminOrderDetail): AdminOrder {
  const c = d.customer;
  return {
    ...orderView(d.order),
    refundedAt: d.order.refundedAt ? d.order.refundedAt.toISOString() : null,
    user: c
      ? {
          _id: c.id,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          orderCount: c.orderCount,
          orders: c.others.map((o) => {
            const row = adminOrderRowView(o);
            return { _id: row._id, orderid: row.orderid, created_at: row.created_at, total: row.total, shippingType: row.shippingType, paymentType: row.paymentType, orderStatus: row.orderStatus };
          }),
        }
      : null,
    customerType: d.customerType,
  };
}
