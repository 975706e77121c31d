import { customerTier } from '../../domain/customer-tier.js';
import { ok, unknownRecord, type Result } from '../../domain/result.js';
import type { AdminUserDetail, AdminUserReader, UnknownUser } from './ports.js';

export const UNKNOWN_USER = 'We could not find that user. They may have been deleted.';

/** One user with their addresses, their orders newest first and the customer-type badge (never a password hash or a token). */
export function makeGetUser(deps: { reader: Pick<AdminUserReader, 'find' | 'ordersOf'> }) {
  return async (input: { id: string }): Promise<Result<AdminUserDetail, UnknownUser>> => {
    const user = await deps.reader.find(input.id);
    if (!user) return unknownRecord('unknown_user', UNKNOWN_USER);
    const orders = await deps.reader.ordersOf(input.id);
    return ok({ ...user, orders, customerType: customerTier(user.orderCount) });
  };
}
