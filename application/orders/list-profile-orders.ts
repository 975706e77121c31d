import type { ProfileOrderReader, ProfileOrderView } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';

export const NOT_YOUR_ORDERS = 'You can only see your own orders.';

/** The caller's orders, newest first. Another user's id is refused (administrators use the back office). */
export function makeListProfileOrders(deps: { orders: ProfileOrderReader }) {
  return async (input: { userId: string; callerId: string }): Promise<Result<ProfileOrderView[]>> => {
    if (input.userId !== input.callerId) return fail('forbidden', NOT_YOUR_ORDERS);
    return ok(await deps.orders.listForUser(input.userId));
  };
}
