import type { Result } from '../../domain/result.js';
import type { OrderStatus } from '../../domain/order-status.js';
import type { ShippingType } from '../../domain/shipping-types.js';
import type { Actor, AuditStores } from '../audit/ports.js';
import type { RefundGateways } from '../platform/payment-gateway.js';
import type { OrderRecord, OrderStores } from './ports.js';

// The back office's orders: the list with its filters and search, one order with its customer,
// shipping (tracking number), deleting (out of sight) and cancelling with a refund. Every change is
// audited and announced (`order.updated`, `order.cancelled`) in its unit of work.

/** The list's filters, as admin-api.md names them; null means All. */
export interface AdminOrderFilter {
  /** `newest` (default) or `oldest`. */
  sort: 'newest' | 'oldest';
  /** Matches the order number, e-mail, first or last name, or tracking number, ignoring case. */
  query: string | null;
  orderStatus: OrderStatus | null;
  paymentType: 'stripe' | 'paypal' | null;
  shippingType: ShippingType | null;
}

/** An order row of the back office's list (admin-api.md "Details settled"). */
export interface AdminOrderRow {
  id: string;
  orderid: string;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  totalCents: number;
  shippingType: ShippingType;
  paymentType: 'stripe' | 'paypal';
  orderStatus: OrderStatus;
  trackingNumber: string | null;
  testMode: boolean;
}

/** A stored order as the back office sees it: with its refund, and whether it was deleted (out of sight). */
export interface AdminOrderRecord extends OrderRecord {
  refundedAt: Date | null;
  isDeleted: boolean;
}

/** The customer of an order, with their order count and their other orders. */
export interface OrderCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Orders in sight (not deleted), this one included. */
  orderCount: number;
  /** Their other orders in sight, newest first. */
  others: AdminOrderRow[];
}

/** One line of the accountant's export: an order line with its order. */
export interface OrderExportLine {
  order: AdminOrderRow & { gstCents: number; donationCents: number; subtotalCents: number; discountCents: number; shippingFeeCents: number };
  productName: string;
  productSize: string;
  quantity: number;
  unitPriceCents: number;
}

/** Reads of the back office (pool-bound). Deleted orders are never answered. */
export interface AdminOrderReader {
  /** A searched list's `count` is capped (`countCapped`) past `COUNT_CAP` rows beyond the window's start (domain/pagination). */
  list(filter: AdminOrderFilter, window: { offset: number; limit: number }): Promise<{ rows: AdminOrderRow[]; count: number; countCapped: boolean }>;
  findById(id: string): Promise<AdminOrderRecord | undefined>;
  customerOf(userId: string, excludingOrderId: string): Promise<OrderCustomer | undefined>;
  /** Every line of the matching orders, in the list's order. */
  exportLines(filter: AdminOrderFilter): Promise<OrderExportLine[]>;
}

/** The back office's writes to orders, bound to one unit of work. */
export interface AdminOrderRepository {
  /** The order (deleted ones too), its row locked until the transaction ends. */
  findByIdForUpdate(id: string): Promise<AdminOrderRecord | undefined>;
  markDeleted(id: string): Promise<void>;
  recordRefund(id: string, at: Date): Promise<void>;
}

export interface AdminOrderStores extends OrderStores, AuditStores {
  adminOrders: AdminOrderRepository;
}

export type { RefundGateways };

/** The audited fields of an order, as the API names them. */
export const orderSnapshot = (o: Pick<AdminOrderRecord, 'orderStatus' | 'trackingNumber' | 'shippingDate' | 'refundedAt'>) => ({
  orderStatus: o.orderStatus,
  trackingNumber: o.trackingNumber,
  shippingDate: o.shippingDate,
  refundedAt: o.refundedAt ? o.refundedAt.toISOString() : null,
});

export type AdminOrderFailure = 'unknown_order';
export type ConfirmShipmentFailure = AdminOrderFailure | 'order_cancelled' | 'tracking_number_already_set' | 'invalid_tracking_number';
export type AdminCancelFailure = AdminOrderFailure | 'already_cancelled' | 'refund_unavailable';

export type ConfirmShipment = (input: { actor: Actor; id: string; trackingNumber: string }) => Promise<Result<AdminOrderRecord, ConfirmShipmentFailure>>;
export type DeleteOrder = (input: { actor: Actor; id: string }) => Promise<Result<{ success: true }, AdminOrderFailure>>;
export type CancelOrderByAdmin = (input: { actor: Actor; id: string }) => Promise<Result<AdminOrderRecord, AdminCancelFailure>>;
