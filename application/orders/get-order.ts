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

/** Why an order is not shown: none has that number, or it belongs to someone else (a guest is told it does not exist). */
export type GetOrderFailure = 'unknown_order' | 'not_yours';

/** One order for its owner, an administrator, or whoever holds its confirmation (access token); nobody else. */
export function makeGetOrder(deps: { orders: Pick<OrderRepository, 'findByOrderId'> }) {
  return async (input: { orderid: string } & OrderViewer): Promise<Result<OrderRecord, GetOrderFailure>> => {
    const order = await deps.orders.findByOrderId(input.orderid.trim().toUpperCase());
    const notFound = fail('not_found', 'We could not find that order.', { reason: 'unknown_order' });
    if (!order) return notFound;
    if (input.user && (input.user.isAdmin || (order.userId !== null && order.userId === input.user.userId))) return ok(order);
    if (input.accessToken && order.accessToken && sameSecret(input.accessToken, order.accessToken)) return ok(order);
    return input.user ? fail('forbidden', 'This order belongs to another account.', { reason: 'not_yours' }) : notFound;
  };
}
