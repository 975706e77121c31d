import type { OrderRecord, OrderRepository } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

export interface OrderViewer {
  /** The signed-in caller, if any. */
  user: { userId: string; isAdmin: boolean } | null;
  /** The order's access token, as handed out with the order at checkout. */
  accessToken: string | null;
}

/** Compares in time independent of where the strings differ. */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

export const UNKNOWN_ORDER = 'We could not find that order.';

/** Why an order is not shown (to anyone but its owner, an administrator or its token's holder, it does not exist). */
export type GetOrderFailure = 'unknown_order';

/**
 * One order for its owner, an administrator, or whoever holds its confirmation (access token). To
 * anybody else an order answers exactly as one that does not exist, so order numbers cannot be probed.
 */
export function makeGetOrder(deps: { orders: Pick<OrderRepository, 'findByOrderId'> }) {
  return async (input: { orderid: string } & OrderViewer): Promise<Result<OrderRecord, GetOrderFailure>> => {
    const order = await deps.orders.findByOrderId(input.orderid.trim().toUpperCase());
    if (!order) return fail('not_found', UNKNOWN_ORDER, { reason: 'unknown_order' });
    if (input.user && (input.user.isAdmin || (order.userId !== null && order.userId === input.user.userId))) return ok(order);
    if (input.accessToken && order.accessToken && sameSecret(input.accessToken, order.accessToken)) return ok(order);
    return fail('not_found', UNKNOWN_ORDER, { reason: 'unknown_order' });
  };
}
