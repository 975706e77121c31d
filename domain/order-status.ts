import { DomainError } from './errors.js';
import { toInstant } from './dates.js';
import { failField, ok, type Result } from './result.js';

/**
 * Order status state machine: Processing → Confirmed (with tracking number and shipping date),
 * Processing | Confirmed → Cancelled. Decisions where the spec is silent:
 * - Cancelling a Confirmed order is allowed (e.g. parcel intercepted or refused); the stock is
 *   restored (restoreStock true) and the tracking number and shipping date are kept for the record.
 * - Cancelling a Cancelled order is a successful no-op: changed false, restoreStock false, so a
 *   retried cancel never restores stock twice.
 * - Confirming needs a non-empty tracking number of at most 64 characters after trimming; it is
 *   upper-cased as typed (inner spaces kept).
 */
export const ORDER_STATUSES = ['Processing', 'Confirmed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderState {
  readonly orderStatus: OrderStatus;
  readonly trackingNumber: string | null;
  /** ISO timestamp. */
  readonly shippingDate: string | null;
}

export type OrderEvent = { readonly type: 'confirm'; readonly trackingNumber: string; readonly at: Date | string } | { readonly type: 'cancel' };

export type OrderTransitionFailure = 'order_cancelled' | 'tracking_number_already_set' | 'invalid_tracking_number';

export interface OrderTransition<O extends OrderState> {
  readonly order: O;
  /** False for a no-op (cancelling an already cancelled order). */
  readonly changed: boolean;
  /** True exactly when this transition cancelled the order: put its items back in stock. */
  readonly restoreStock: boolean;
}

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export function parseOrderStatus(value: unknown): OrderStatus {
  if (!isOrderStatus(value)) throw new DomainError('unknown_status', `Unknown order status ${String(value)}.`, 'orderStatus');
  return value;
}

export const MAX_TRACKING_NUMBER_LENGTH = 64;

export function normalizeTrackingNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

export function transitionOrder<O extends OrderState>(order: O, event: OrderEvent): Result<OrderTransition<O>, OrderTransitionFailure> {
  parseOrderStatus(order.orderStatus);
  switch (event.type) {
    case 'confirm': {
      if (order.orderStatus === 'Cancelled') return failField('conflict', 'order_cancelled', 'orderStatus', 'A cancelled order cannot be confirmed.');
      if (order.trackingNumber !== null && order.trackingNumber.trim() !== '') {
        return failField('conflict', 'tracking_number_already_set', 'trackingNumber', 'This order already has a tracking number.');
      }
      const tracking = normalizeTrackingNumber(String(event.trackingNumber ?? ''));
      if (tracking === '') return failField('invalid_input', 'invalid_tracking_number', 'trackingNumber', 'Please enter a tracking number.');
      if (tracking.length > MAX_TRACKING_NUMBER_LENGTH) {
        return failField('invalid_input', 'invalid_tracking_number', 'trackingNumber', `A tracking number has at most ${MAX_TRACKING_NUMBER_LENGTH} characters.`);
      }
      const at = toInstant(event.at, 'shippingDate').toISOString();
      return ok({ order: { ...order, orderStatus: 'Confirmed', trackingNumber: tracking, shippingDate: at }, changed: true, restoreStock: false });
    }
    case 'cancel':
      if (order.orderStatus === 'Cancelled') return ok({ order, changed: false, restoreStock: false });
      return ok({ order: { ...order, orderStatus: 'Cancelled' }, changed: true, restoreStock: true });
    default: {
      const never: never = event;
      throw new DomainError('invalid_transition', `Unknown order event ${JSON.stringify(never)}.`);
    }
  }
}

/** Customer dashboard colour: Processing → warning, anything else → success. */
export const customerStatusColour = (status: string): 'warning' | 'success' => (status === 'Processing' ? 'warning' : 'success');

/** Admin colour: Processing → warning, Confirmed → success, anything else → danger. */
export const adminStatusColour = (status: string): 'warning' | 'success' | 'danger' => (status === 'Processing' ? 'warning' : status === 'Confirmed' ? 'success' : 'danger');
