import { walkedMatch } from '../../platform/database/walked-match.js';
import type { AdminOrderFilter } from '../../../application/orders/admin-ports.js';
import { isValidEmail, normalizeEmail } from '../../../domain/address.js';

/** What the search matches; the same expression as the trigram index `orders_admin_search_idx`. */
export const SEARCH_TEXT = `lower(o.orderid || ' ' || o.email || ' ' || o.first_name || ' ' || o.last_name || ' ' || coalesce(o.tracking_number, ''))`;

/** `%`, `_` and `\` typed in a search are matched as themselves. */
export const likePattern = (query: string): string => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of the back office's order list and its values (orders in sight only); `walk` for a broad search (see `walkedMatch`). */
export function orderFilterSql(f: AdminOrderFilter, walk = false): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const clauses = ['NOT o.is_deleted'];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    clauses.push(sql(values.length));
  };
  // A whole e-mail address finds that buyer's orders through the e-mail index; every address shares trigrams
  // ("@example.com", "customer") with thousands of others, so the trigram index reads far too much for it.
  if (f.query !== null && isValidEmail(f.query.trim())) add((n) => `lower(o.email) = $${n}`, normalizeEmail(f.query));
  else if (f.query !== null) add((n) => (walk ? walkedMatch(SEARCH_TEXT, n) : `${SEARCH_TEXT} LIKE $${n}`), likePattern(f.query));
  if (f.orderStatus !== null) add((n) => `o.order_status = $${n}`, f.orderStatus);
  if (f.paymentType !== null) add((n) => `o.payment_type = $${n}`, f.paymentType);
  if (f.shippingType !== null) add((n) => `o.shipping_type = $${n}`, f.shippingType);
  return { where: clauses.join(' AND '), values };
}

export const orderSort = (f: AdminOrderFilter): string => (f.sort === 'oldest' ? 'o.created_at ASC, o.id ASC' : 'o.created_at DESC, o.id DESC');

export const ROW_COLUMNS = `o.id, o.orderid, o.created_at, o.email, o.first_name, o.last_name, o.total_cents, o.shipping_type, o.payment_type,
  o.order_status, o.tracking_number, o.test_mode`;

export interface RowColumns {
  id: string;
  orderid: string;
  created_at: Date;
  email: string;
  first_name: string;
  last_name: string;
  total_cents: number;
  shipping_type: string;
  payment_type: string;
  order_status: string;
  tracking_number: string | null;
  test_mode: boolean;
}

/** The number of orders in sight matching the filters (no search), from the counters the `order_counts` trigger keeps. */
export function countedOrders(f: AdminOrderFilter): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const clauses = ['true'];
  for (const [column, value] of [
    ['order_status', f.orderStatus],
    ['payment_type', f.paymentType],
    ['shipping_type', f.shippingType],
  ] as const) {
    if (value === null) continue;
    values.push(value);
    clauses.push(`${column} = $${values.length}`);
  }
  return { sql: `SELECT COALESCE(sum(n), 0)::int AS n FROM order_counts WHERE ${clauses.join(' AND ')}`, values };
}
