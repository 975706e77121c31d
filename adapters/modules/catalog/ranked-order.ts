import { compareBestSelling, type BestSellingKey } from '../../../domain/catalogue.js';

/** A kept best-selling order: the ids, and each one's units sold and creation time (µs) at the same index. */
export interface RankedIds {
  ids: string[];
  sold: number[];
  createdUs: number[];
}

/**
 * Moves product `key.id` to its place in `order` for its new key (a sale changed its units sold),
 * in place. Answers false when the product is not in the order.
 */
export function moveInOrder(order: RankedIds, key: BestSellingKey): boolean {
  const from = order.ids.indexOf(key.id);
  if (from < 0) return false;
  const [id] = order.ids.splice(from, 1) as [string];
  order.sold.splice(from, 1);
  order.createdUs.splice(from, 1);
  // The first place whose product comes after the moved one (the others keep their order).
  let lo = 0;
  let hi = order.ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareBestSelling({ id: order.ids[mid]!, sold: order.sold[mid]!, createdUs: order.createdUs[mid]! }, key) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.ids.splice(lo, 0, id);
  order.sold.splice(lo, 0, key.sold);
  order.createdUs.splice(lo, 0, key.createdUs);
  return true;
}

/**
 * The text the database gives for a best-selling order (`id sold createdUs`, comma-separated, in
 * order; catalog-reader.ts) as a ranked order.
 */
export function parseRankedOrder(text: string | null): RankedIds {
  const order: RankedIds = { ids: [], sold: [], createdUs: [] };
  if (!text) return order;
  for (const entry of text.split(',')) {
    const a = entry.indexOf(' ');
    const b = entry.indexOf(' ', a + 1);
    const sold = Number(entry.slice(a + 1, b));
    const createdUs = Number(entry.slice(b + 1));
    if (a <= 0 || b <= a || !Number.isSafeInteger(sold) || !Number.isSafeInteger(createdUs)) throw new Error(`not a ranked order entry: ${entry}`);
    order.ids.push(entry.slice(0, a));
    order.sold.push(sold);
    order.createdUs.push(createdUs);
  }
  return order;
}
