import type { CatalogProduct, CatalogReader, PublicReview } from '../../../application/catalog/ports.js';
import { keptProduct } from './catalog-views.js';
import type { KeptProduct } from './kept-product.js';

/** The most products remembered as touched; past it, a change counts as touching them all. */
const MAX_TOUCHED = 10_000;
/** How long kept products past their time are gathered before one background read refreshes them. */
const REFRESH_BATCH_MS = 50;
/** The most products one background read asks for. */
const REFRESH_BATCH_SIZE = 500;

interface Kept {
  product: KeptProduct;
  expires: number;
  /** Its newest published reviews as its page shows them (`count` asked for), when its page was read. */
  reviews?: { count: number; list: readonly PublicReview[] };
}

export interface KeptProductsLimits {
  /** How long a product is used without a change event (ms). */
  ttlMs: number;
  /** How long past `ttlMs` it is still used while it is read again (ms). */
  staleMs: number;
  /** The most products kept (the ones stored longest ago go first). */
  maxProducts: number;
}

/**
 * The listing memo's products (ListingMemo, ADR 088/093): the products last read by id and the product
 * pages last read, each kept as its list JSON (KeptProduct), dropped when a change event touches them
 * (`touch`) and let go once past `ttlMs` + `staleMs`. A read that a change to its product overtook
 * answers its request and is not kept.
 */
export class KeptProducts {
  private readonly products = new Map<string, Kept>();
  private changes = 0;
  /** The change count at which each product was last touched, and at which all were. */
  private readonly touchedAt = new Map<string, number>();
  private allTouchedAt = 0;
  /** Kept products past their time, to read again in the next background read. */
  private readonly due = new Set<string>();
  private refreshing: NodeJS.Timeout | undefined;
  /** The product page reads under way, by product id. */
  private readonly pageReads = new Map<string, { reviews: number; startedAt: number; read: Promise<{ product: CatalogProduct; reviews: readonly PublicReview[] } | undefined> }>();
  private sweeper: NodeJS.Timeout | undefined;

  /** `intern`: the memo's one copy of a product id. */
  constructor(
    private readonly limits: KeptProductsLimits,
    private readonly intern: (id: string) => string,
  ) {}

  get size(): number {
    return this.products.size;
  }

  /** A product's page (the product and its `reviews` newest published reviews): kept, or read and kept. */
  async page(id: string, reviews: number, reader: CatalogReader): Promise<{ product: CatalogProduct; reviews: PublicReview[] } | undefined> {
    const kept = this.products.get(id);
    if (kept?.reviews?.count === reviews && kept.expires > performance.now()) return { product: kept.product, reviews: [...kept.reviews.list] };
    // A read of the same page under way is shared (a server-rendered page asks for it twice at once, for
    // its head and its body), unless a change to the product came in since it began.
    const reading = this.pageReads.get(id);
    const shared = reading?.reviews === reviews && this.untouchedSince(id, reading.startedAt) ? reading.read : undefined;
    const page = await (shared ?? this.readPage(id, reviews, reader));
    return page && { product: page.product, reviews: [...page.reviews] };
  }

  /** Reads a product page, keeps it unless a change to the product overtook the read, and lets others share the read meanwhile. */
  private readPage(id: string, reviews: number, reader: CatalogReader): Promise<{ product: CatalogProduct; reviews: readonly PublicReview[] } | undefined> {
    const startedAt = this.changes;
    const read = reader.productPage(id, reviews).then((page) => {
      if (!page || !this.untouchedSince(page.product.id, startedAt)) return page;
      const list = Object.freeze(page.reviews.map((r) => Object.freeze(r)));
      return { product: this.keep(page.product, performance.now() + this.limits.ttlMs, { count: reviews, list }), reviews: list };
    });
    const entry = { reviews, startedAt, read };
    this.pageReads.set(id, entry);
    const done = () => {
      if (this.pageReads.get(id) === entry) this.pageReads.delete(id);
    };
    read.then(done, done);
    return read;
  }

  /** Drops the products a change touched (`all`, or those named), and remembers it for the reads under way. */
  touch(touched: ReadonlySet<string> | 'all'): void {
    if (touched !== 'all' && touched.size === 0) return;
    this.changes += 1;
    if (touched === 'all' || this.touchedAt.size + touched.size > MAX_TOUCHED) {
      this.allTouchedAt = this.changes;
      this.touchedAt.clear();
      if (touched === 'all') return this.products.clear();
    }
    for (const id of touched) {
      this.products.delete(id);
      this.touchedAt.set(id, this.changes);
    }
  }

  /** Drops every product, and keeps no read under way. */
  clear(): void {
    this.touch('all');
  }

  /**
   * The products of `ids` in that order (those no longer visible left out): kept ones from memory, the
   * rest in one read. A kept product past its time is still used (up to `staleMs`) and read again
   * in the background, with the others due, in one read every REFRESH_BATCH_MS.
   */
  async productsOf(ids: string[], reader: CatalogReader): Promise<CatalogProduct[]> {
    const now = performance.now();
    const found = new Map<string, CatalogProduct>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.products.get(id);
      if (kept && kept.expires > now) found.set(id, kept.product);
      else if (kept && kept.expires + this.limits.staleMs > now) {
        found.set(id, kept.product);
        this.refreshLater(id, reader);
      } else missing.push(id);
    }
    if (missing.length > 0) for (const product of await this.read(missing, reader)) found.set(product.id, product);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Reads products and keeps those no change touched meanwhile (answered as kept). */
  private async read(ids: string[], reader: CatalogReader): Promise<CatalogProduct[]> {
    const startedAt = this.changes;
    const read = await reader.findProducts(ids);
    const expires = performance.now() + this.limits.ttlMs;
    return read.map((product) => (this.untouchedSince(product.id, startedAt) ? this.keep(product, expires) : product));
  }

  /** Whether no change to product `id` (nor to all products) was announced since change number `startedAt`: a read begun then may be kept. */
  private untouchedSince(id: string, startedAt: number): boolean {
    return this.allTouchedAt <= startedAt && (this.touchedAt.get(id) ?? 0) <= startedAt;
  }

  private refreshLater(id: string, reader: CatalogReader): void {
    this.due.add(id);
    if (this.refreshing) return;
    this.refreshing = setTimeout(() => {
      const ids = [...this.due].slice(0, REFRESH_BATCH_SIZE);
      for (const id of ids) this.due.delete(id);
      // A product no longer visible stays out of the read: it ages out after `staleMs`.
      void this.read(ids, reader)
        .catch(() => {})
        .finally(() => {
          this.refreshing = undefined;
          const next = this.due.values().next();
          if (!next.done) {
            this.due.delete(next.value);
            this.refreshLater(next.value, reader);
          }
        });
    }, REFRESH_BATCH_MS);
    this.refreshing.unref();
  }

  /** Keeps `product` in its compact form (KeptProduct, ADR 093) and answers that form. */
  private keep(product: CatalogProduct, expires: number, reviews?: Kept['reviews']): KeptProduct {
    const kept = keptProduct(product, this.intern(product.id));
    this.products.delete(kept.id);
    this.products.set(kept.id, { product: kept, expires, ...(reviews && { reviews }) });
    if (this.products.size > this.limits.maxProducts) this.products.delete(this.products.keys().next().value as string);
    this.sweeper ??= setInterval(() => this.sweep(), this.limits.staleMs).unref();
    return kept;
  }

  /** Lets go of the products past the stale limit (stored longest ago first): a crawl's pages do not stay in memory. */
  private sweep(): void {
    const limit = performance.now() - this.limits.staleMs;
    for (const [id, kept] of this.products) {
      if (kept.expires > limit) return;
      this.products.delete(id);
    }
  }
}
