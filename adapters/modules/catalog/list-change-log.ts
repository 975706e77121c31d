import type { ShopSort } from '../../../domain/catalogue.js';

/**
 * The recent changes that moved given products within the orders of a sort (a sale, in the
 * best-selling order), numbered: a read of an order or of places begun at one number asks which of
 * its products changed since (ListingMemo).
 */
export class ListChangeLog {
  private readonly changes: { seq: number; sort: ShopSort; products: ReadonlySet<string> }[] = [];
  private last = 0;
  /** The number of the last change let go: a read begun before it cannot be told what changed. */
  private forgotten = 0;

  /** `max`: the most changes remembered. */
  constructor(private readonly max = 1_000) {}

  /** The number of the last change; a read begun now asks `namedSince(seq)`. */
  get seq(): number {
    return this.last;
  }

  add(sort: ShopSort, products: ReadonlySet<string>): void {
    this.changes.push({ seq: ++this.last, sort, products });
    if (this.changes.length > this.max) this.forgotten = this.changes.shift()!.seq;
  }

  /** The products of `ids` that changes to the orders of `sort` since change `seq` named ('all' when such a change was let go). */
  namedSince(seq: number, sort: ShopSort, ids: readonly string[]): Set<string> | 'all' {
    if (seq < this.forgotten) return 'all';
    const named = new Set<string>();
    for (let i = this.changes.length - 1; i >= 0 && this.changes[i]!.seq > seq; i--) {
      const change = this.changes[i]!;
      if (change.sort === sort) for (const id of change.products) if (ids.includes(id)) named.add(id);
    }
    return named;
  }
}
