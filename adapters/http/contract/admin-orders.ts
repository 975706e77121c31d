/**
 * JSON shapes of the back office's order calls (admin-api.md "Orders"). Types only: the SPAs import
 * them with `import type`. Order `total` in CENTS, `shippingFee` and line `productPrice` in DOLLARS.
 * Failures: 400 `{field: message}`, 404 `{message}` for an unknown (or deleted) order, 409 for a
 * rule (a tracking number already set `{trackingNumber}`, a cancelled order `{orderStatus}`, an
 * order already cancelled `{message}`), 503 `{message}` when a refund cannot be made now.
 */
import type { AdminList } from './admin.js';
import type { Order } from './orders.js';

export type OrderStatusName = Order['orderStatus'];
export type ShippingTypeName = Order['shippingType'];

/** An order row of the list (and of a customer's other orders). */
export interface AdminOrderRow {
  _id: string;
  orderid: string;
  created_at: string;
  email: string;
  firstName: string;
  lastName: string;
  /** CENTS. */
  total: number;
  shippingType: ShippingTypeName;
  paymentType: 'stripe' | 'paypal';
  orderStatus: OrderStatusName;
  trackingNumber: string | null;
  /** A test order: no real payment was taken. */
  testMode: boolean;
}

/** GET /api/admin/getOrders/{page}/{filter}/{query}/{orderStatus}/{paymentType}/{shippingType}. */
/**
 * `count` is exact unless `countCapped`: a search counts its matches only up to 1,000 past the start of
 * the page asked for, and then answers that number with `countCapped: true` (the back office shows
 * '1,000+' and keeps Load More).
 */
export type AdminOrdersAnswer = AdminList<'orders', AdminOrderRow> & { countCapped: boolean };

export type CustomerType = 'New Customer' | 'Returning Customer' | 'Loyal Customer' | 'Not Enough Data';

/** The buyer's account on an order: their order count and their other orders (not this one). */
export interface AdminOrderCustomer {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  orderCount: number;
  orders: Pick<AdminOrderRow, '_id' | 'orderid' | 'created_at' | 'total' | 'shippingType' | 'paymentType' | 'orderStatus'>[];
}

/** An order as the back office shows it (getSelectedOrder, updateDeliveryDate, cancelOrder). */
export interface AdminOrder extends Order {
  /** When the payment of a cancelled order was refunded (null: not refunded). */
  refundedAt: string | null;
  /** The buyer's account, or null when the order has none or the account was deleted. */
  user: AdminOrderCustomer | null;
  customerType: CustomerType;
}

/** POST /api/admin/updateDeliveryDate/{id}. */
export interface UpdateDeliveryDateRequest {
  trackingNumber: string;
}

/** POST /api/admin/deleteOrder/{id} answers `{success: true}`. */
export type { SuccessAnswer as DeleteOrderAnswer } from './admin.js';
