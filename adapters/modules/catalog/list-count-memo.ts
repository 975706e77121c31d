import type { CatalogReader } from '../../../application/catalog/ports.js';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { changesListMembership } from './answer-invalidation.js';

/**
 * The number of products of each list (per search and category), kept between requests: counting
 * every listed product costs more than reading a page of them, and only a product or category change
 * alters it, never an order. So after an order drops a best-selling page, its recomputation reads one
 * page instead of counting the catalogue again. A count begun before such a change is not kept.
 */
export class ListCountMemo {
  private readonly counts = new Map<string, { n: number; expires: number }>();
  private generation = 0;

  constructor(private readonly limits: { ttlMs: number; maxEntries?: number }) {}

  /** `reader` with `countProducts` answered from the memo. */
  wrap(reader: CatalogReader): CatalogReader {
    return {
      ...reader,
      countProducts: async (q) => {
        const key = JSON.stringify([q.search, q.category]);
        const kept = this.counts.get(key);
        if (kept && kept.expires > performance.now()) return kept.n;
        const startedAt = this.generation;
        const n = await reader.countProducts(q);
        if (startedAt === this.generation) {
          this.counts.delete(key);
          if (this.counts.size >= (this.limits.maxEntries ?? 5000)) this.counts.delete(this.counts.keys().next().value as string);
          this.counts.set(key, { n, expires: performance.now() + this.limits.ttlMs });
        }
        return n;
      },
    };
  }

  /** Forgets every count when `event` may change which products a list holds. */
  invalidate(event: BusEvent): void {
    if (changesListMembership(event)) this.clear();
  }

  /** Forgets every count. */
  clear(): void {
    this.counts.clear();
    this.generation += 1;
  }
}
