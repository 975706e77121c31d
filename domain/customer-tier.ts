import { DomainError } from './errors.js';

export type CustomerTier = 'New Customer' | 'Returning Customer' | 'Loyal Customer' | 'Not Enough Data';

/** Badge from the customer's order count (admin.md §4); null/undefined means there is no user. */
export function customerTier(orderCount: number | null | undefined): CustomerTier {
  if (orderCount === null || orderCount === undefined) return 'Not Enough Data';
  if (!Number.isSafeInteger(orderCount) || orderCount < 0) {
    throw new DomainError('invalid_count', `Order count must be a whole number of at least 0, got ${String(orderCount)}.`);
  }
  if (orderCount <= 1) return 'New Customer';
  if (orderCount <= 5) return 'Returning Customer';
  return 'Loyal Customer';
}
