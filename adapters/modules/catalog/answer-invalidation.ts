import type { ShopSort } from '../../../domain/catalogue.js';
import { EVENT_CHANNELS, isShopEventType, type EventChannel, type ShopEventMap, type ShopEventType } from '../../../application/platform/events.js';
import type { BusEvent } from '../../../application/platform/event-bus.js';

/** What a cached answer shows: one product's page, or one list page with the products on it. */
export type AnswerScope = { readonly kind: 'product'; readonly productId: string } | { readonly kind: 'list'; readonly sort: ShopSort; readonly productIds: ReadonlySet<string> };

type Rule<K extends ShopEventType> = (data: ShopEventMap[K], scope: AnswerScope) => boolean;

/** Whether an event's `ids` are what its type says they are: a list of product ids. */
const isIdList = (ids: unknown): ids is readonly string[] => Array.isArray(ids) && ids.every((id) => typeof id === 'string');

/** Whether the answer shows one of the products `ids` (which must be a list of ids, or the event is malformed). */
function shows(scope: AnswerScope, ids: readonly string[]): boolean {
  if (!isIdList(ids)) throw new TypeError('product ids expected');
  return scope.kind === 'product' ? ids.includes(scope.productId) : ids.some((id) => scope.productIds.has(id));
}

/**
 * Which cached answers each event makes wrong. Every event of the shop is listed, so a new event
 * type does not compile until someone decides what it does to the shop's answers ('none' = nothing
 * a shopper sees changes).
 */
export const ANSWER_RULES: { readonly [K in ShopEventType]: Rule<K> | 'none' } = {
  // Stock and sold counts move with orders: the product's page and the lists showing it change, and
  // the best-selling order can let the product climb into (or drop out of) any best-selling page.
  'stock.changed': (d, scope) => shows(scope, d.productIds) || (scope.kind === 'list' && scope.sort === 'bestselling'),
  // An edit may change the name, price, category, images or visibility: any list may gain or lose it.
  'product.changed': (d, scope) => scope.kind === 'list' || shows(scope, d.productIds),
  // Hiding, showing, renaming or deleting a category changes lists and the pages of its products.
  'category.changed': () => true,
  // The rating and review count show on the product's page and on every list holding it.
  'review.changed': (d, scope) => shows(scope, [d.productId]),
  'review.submitted': 'none', // not published until an administrator checks it
  'order.placed': 'none', // its stock change comes as stock.changed
  'order.cancelled': 'none',
  'order.updated': 'none',
  'user.created': 'none',
  'user.changed': 'none',
  'user.deleted': 'none',
};

/** Whether `event` makes the answer of `scope` wrong. An event this code does not know drops everything. */
export function invalidates(event: BusEvent, scope: AnswerScope): boolean {
  if (!isShopEventType(event.type)) return true;
  const rule = ANSWER_RULES[event.type] as Rule<ShopEventType> | 'none';
  if (rule === 'none') return false;
  try {
    return rule(event.data as never, scope);
  } catch {
    return true; // data of an unexpected shape: fail closed
  }
}

/**
 * Which events may change which products a list holds (and so its count): not stock, sold counts or
 * reviews, which never hide nor show a product. Every event is listed, as above.
 */
export const CHANGES_LIST_MEMBERSHIP: { readonly [K in ShopEventType]: boolean } = {
  'stock.changed': false,
  'product.changed': true,
  'category.changed': true,
  'review.changed': false,
  'review.submitted': false,
  'order.placed': false,
  'order.cancelled': false,
  'order.updated': false,
  'user.created': false,
  'user.changed': false,
  'user.deleted': false,
};

/** Whether `event` may change which products a list holds. An event this code does not know: yes. */
export const changesListMembership = (event: BusEvent): boolean => !isShopEventType(event.type) || CHANGES_LIST_MEMBERSHIP[event.type];

/** The bus channels carrying an event that changes cached answers: the cache listens on all of them. */
export const ANSWER_CHANNELS: readonly EventChannel[] = [...new Set((Object.keys(ANSWER_RULES) as ShopEventType[]).filter((t) => ANSWER_RULES[t] !== 'none').map((t) => EVENT_CHANNELS[t]))];

const NO_PRODUCTS: ReadonlySet<string> = new Set();

/**
 * Which whole lists (every listed product of a category, or of the shop) sorted by `sort` `event` may
 * reorder or change the products of: 'all' for a membership change (an edit moves prices and
 * categories too); for a stock change and the best-selling order, only the lists holding one of the
 * products it names, as an order's sold units move those products up or down the lists they are in
 * and no other; else none (an empty set). A stock change that names no list of ids: 'all' (fail closed).
 */
export function listOrdersChanged(event: BusEvent, sort: ShopSort): 'all' | ReadonlySet<string> {
  if (changesListMembership(event)) return 'all';
  if (event.type !== 'stock.changed' || sort !== 'bestselling') return NO_PRODUCTS;
  const ids = (event.data as { productIds?: unknown } | null)?.productIds;
  return isIdList(ids) ? new Set(ids) : 'all';
}

/**
 * The products whose own answer `event` makes wrong, or 'all': those its data names (a product page's
 * scope can only be told apart by its id), probed through ANSWER_RULES, so the rules stay in one place.
 */
export function productsTouched(event: BusEvent): ReadonlySet<string> | 'all' {
  if (invalidates(event, { kind: 'product', productId: '' })) return 'all';
  const named = new Set<string>();
  if (event.data !== null && typeof event.data === 'object') {
    for (const v of Object.values(event.data)) {
      for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'string' && invalidates(event, { kind: 'product', productId: id })) named.add(id);
    }
  }
  return named;
}
