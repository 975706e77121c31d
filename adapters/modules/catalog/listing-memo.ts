import type { CatalogProduct, CatalogReader, ProductQuery, PublicReview } from '../../../application/catalog/ports.js';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { SHOP_SORT_KEYS, type ShopSort } from '../../../domain/catalogue.js';
import { listOrdersChanged, productsTouched } from './answer-invalidation.js';
import { keptProduct } from './catalog-views.js';
import type { KeptProduct } from './kept-product.js';

const orderKey = (sort: ShopSort, category: string | null) => (category === null ? sort : `${sort} ${category}`);

/** The most products remembered as touched; past it, a change counts as touching them all. */
const MAX_TOUCHED = 10_000;
/** The most changes to some lists of a sort remembered for the loads under way; an older load is not kept. */
const MAX_LIST_CHANGES = 1_000;

/** Whether the order `ids` holds one of `products`. */
function holdsAny(ids: readonly string[], products: ReadonlySet<string>): boolean {
  for (const id of products) if (ids.includes(id)) return true;
  return false;
}

/** How long kept products past their time are gathered before one background read refreshes them. */
const REFRESH_BATCH_MS = 50;
/** The most products one background read asks for. */
const REFRESH_BATCH_SIZE = 500;

/** Where the memo reads the order of a sort from. */
export interface ListingSource {
  /** The ids of the listed products (of the lower-cased `category`, or all), in the order of `sort`. */
  listedOrder(sort: ShopSort, category: string | null): Promise<string[]>;
}

interface Order {
  sort: ShopSort;
  ids: string[];
  expires: number;
}

interface Kept {
  product: KeptProduct;
  expires: number;
  /** Its newest published reviews as its page shows them (`count` asked for), when its page was read. */
  reviews?: { count: number; list: readonly PublicReview[] };
}

export interface ListingMemoLimits {
  /** How long an order or a product is used without a change event (ms). */
  ttlMs: number;
  /** The most orders kept, one per sort and category asked for (the ones stored longest ago go first). */
  maxOrders?: number;
  /** The most products kept (the ones stored longest ago go first). */
  maxProducts?: number;
  /** How long past `ttlMs` an order or product is still used while it is read again (ms; `ttlMs` by default). */
  staleMs?: number;
  /** The least time between two loads of one sort's order (ms): bounds the reloads when orders keep changing the best sellers. */
  reloadPauseMs?: number;
}

/**
 * The shop list without a search, read from memory: the order of the listed products per sort and
 * category asked for (their ids) and the products last read, both dropped by the change events that
 * make them wrong (answer-invalidation.ts) and after `ttlMs` at the latest. A page is then a slice of
 * the order and the products on it: no OFFSET walk through an index, and no database read at all once
 * they are known (ADR 088).
 *
 * Truth as in the answer cache: an order or product read while a change it depends on came in is used
 * for the request that asked (it is as new as a query begun then) but not kept. Past `ttlMs`, what is
 * kept is used for up to `staleMs` more while it is read again in the background. While a sort and
 * category has no order kept, its pages are read from the database as before and one load of the
 * order runs in the background, at most once per `reloadPauseMs`: a stream of orders that keeps
 * reshuffling the best sellers costs one load a second, not one per request.
 *
 * A product is kept as its list JSON (KeptProduct, ADR 093), not as the object the database read gives.
 * A product's page (the product and its newest published reviews) is kept with the product once read,
 * by the same rules: a change to the product or to its reviews (review.changed) drops it, and a read a
 * change overtook is not kept. "You may also like" is taken from the kept best-selling orders.
 */
export class ListingMemo {
  /** By sort and category (orderKey). */
  private readonly orders = new Map<string, Order>();
  /** Per sort, how many changes dropped all its orders. */
  private readonly orderChanges = new Map<ShopSort, number>(SHOP_SORT_KEYS.map((s) => [s, 0]));
  /** The recent changes that dropped only the orders of a sort holding given products (a stock change, best sellers). */
  private readonly listChanges: { seq: number; sort: ShopSort; products: ReadonlySet<string> }[] = [];
  private listChangeSeq = 0;
  /** The last of `listChanges` let go (MAX_LIST_CHANGES): a load begun before it is not kept. */
  private listChangesForgotten = 0;
  /** When the last load of each order began. */
  private readonly orderLoads = new Map<string, number>();
  private readonly products = new Map<string, Kept>();
  private productChanges = 0;
  /** The change count at which each product was last touched, and at which all were. */
  private readonly touchedAt = new Map<string, number>();
  private allTouchedAt = 0;
  /** Kept products past their time, to read again in the next background read. */
  private readonly due = new Set<string>();
  private refreshing: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly ids = new Map<string, string>();
  private readonly maxProducts: number;
  private readonly maxOrders: number;
  private readonly reloadPauseMs: number;
  private readonly staleMs: number;

  constructor(private readonly limits: ListingMemoLimits) {
    this.maxProducts = limits.maxProducts ?? 20_000;
    this.maxOrders = limits.maxOrders ?? 500;
    this.reloadPauseMs = limits.reloadPauseMs ?? 1_000;
    this.staleMs = limits.staleMs ?? limits.ttlMs;
  }

  /** The numbers of orders and products kept. */
  get size(): { orders: number; products: number } {
    return { orders: this.orders.size, products: this.products.size };
  }

  /** `reader` with lists without a search (and their counts) answered from the memo where it can. */
  wrap(reader: CatalogReader, source: ListingSource): CatalogReader {
    return {
      ...reader,
      countProducts: async (q) => {
        if (q.search !== null) return reader.countProducts(q);
        const order = this.anyOrder(q.category);
        return order ? order.ids.length : reader.countProducts(q);
      },
      listProducts: async (q: ProductQuery) => {
        if (q.search !== null) return reader.listProducts(q);
        const order = this.order(q.sort, q.category, source);
        if (!order) return reader.listProducts(q);
        return this.productsOf(order.ids.slice(q.offset, q.offset + q.limit), reader);
      },
      productPage: async (id, reviews) => {
        const kept = this.products.get(id);
        if (kept?.reviews?.count === reviews && kept.expires > performance.now()) return { product: kept.product, reviews: [...kept.reviews.list] };
        const startedAt = this.productChanges;
        const page = await reader.productPage(id, reviews);
        if (!page || !this.untouchedSince(page.product.id, startedAt)) return page;
        const list = Object.freeze(page.reviews.map((r) => Object.freeze(r)));
        return { product: this.keep(page.product, performance.now() + this.limits.ttlMs, { count: reviews, list }), reviews: [...list] };
      },
      related: async (productId, category, limit) => {
        const ids = this.relatedIds(productId, category, limit, source);
        return ids ? this.productsOf(ids, reader) : reader.related(productId, category, limit);
      },
    };
  }

  /**
   * The ids `related` answers (other listed products, those of the lower-cased `category` first, then
   * the best sellers), from the kept best-selling orders; nothing when one it needs is not kept.
   */
  private relatedIds(productId: string, category: string | null, limit: number, source: ListingSource): string[] | undefined {
    const all = this.order('bestselling', null, source);
    const own = category === null ? undefined : this.order('bestselling', category, source);
    if (!all || (category !== null && !own)) return undefined;
    const ids: string[] = [];
    const take = (order: readonly string[], skip: ReadonlySet<string>) => {
      for (const id of order) {
        if (ids.length >= limit) return;
        if (id !== productId && !skip.has(id)) ids.push(id);
      }
    };
    if (own) take(own.ids, new Set());
    // Only a category with fewer products than asked for comes to this, so its set is small.
    if (ids.length < limit) take(all.ids, new Set(own?.ids));
    return ids;
  }

  /** Drops everything (a change no event describes, such as a bulk import). */
  clear(): void {
    for (const sort of SHOP_SORT_KEYS) this.orderChanges.set(sort, this.orderChanges.get(sort)! + 1);
    this.orders.clear();
    this.ids.clear();
    this.allTouchedAt = ++this.productChanges;
    this.touchedAt.clear();
    this.products.clear();
  }

  /** Drops what `event` makes wrong. */
  invalidate(event: BusEvent): void {
    for (const sort of SHOP_SORT_KEYS) {
      const changed = listOrdersChanged(event, sort);
      if (changed === 'all') {
        this.orderChanges.set(sort, this.orderChanges.get(sort)! + 1);
        for (const [key, order] of this.orders) if (order.sort === sort) this.orders.delete(key);
      } else if (changed.size > 0) {
        this.listChanges.push({ seq: ++this.listChangeSeq, sort, products: changed });
        if (this.listChanges.length > MAX_LIST_CHANGES) this.listChangesForgotten = this.listChanges.shift()!.seq;
        for (const [key, order] of this.orders) if (order.sort === sort && holdsAny(order.ids, changed)) this.orders.delete(key);
      }
    }
    const touched = productsTouched(event);
    if (touched !== 'all' && touched.size === 0) return;
    this.productChanges += 1;
    if (touched === 'all' || this.touchedAt.size + touched.size > MAX_TOUCHED) {
      this.allTouchedAt = this.productChanges;
      this.touchedAt.clear();
      if (touched === 'all') return this.products.clear();
    }
    for (const id of touched) {
      this.products.delete(id);
      this.touchedAt.set(id, this.productChanges);
    }
  }

  /**
   * One string per product id across all orders and kept products (each order load reads every id
   * again: 35 orders of 10,000 products would otherwise hold 100,000 copies). Rebuilt from what is
   * kept once it has grown past twice the products listed.
   */
  private intern(id: string): string {
    const known = this.ids.get(id);
    if (known !== undefined) return known;
    if (this.ids.size > 2 * Math.max(this.maxProducts, 10_000)) {
      this.ids.clear();
      for (const order of this.orders.values()) for (const kept of order.ids) this.ids.set(kept, kept);
    }
    this.ids.set(id, id);
    return id;
  }

  /** A kept order of `category` in any sort (they hold the same products). */
  private anyOrder(category: string | null): Order | undefined {
    const now = performance.now();
    for (const sort of SHOP_SORT_KEYS) {
      const order = this.orders.get(orderKey(sort, category));
      if (order && order.expires > now) return order;
    }
    return undefined;
  }

  /**
   * The kept order of `sort`; past its time it is still used (up to `staleMs`) while it is loaded
   * again. Else nothing, after starting a load of it unless one began within `reloadPauseMs`.
   */
  private order(sort: ShopSort, category: string | null, source: ListingSource): Order | undefined {
    const key = orderKey(sort, category);
    const kept = this.orders.get(key);
    const now = performance.now();
    if (kept && kept.expires > now) return kept;
    const last = this.orderLoads.get(key);
    if (last === undefined || now - last >= this.reloadPauseMs) {
      this.orderLoads.delete(key);
      this.orderLoads.set(key, now);
      if (this.orderLoads.size > this.maxOrders) this.orderLoads.delete(this.orderLoads.keys().next().value as string);
      const startedAt = this.orderChanges.get(sort)!;
      const startedSeq = this.listChangeSeq;
      // Not awaited by the request: it uses the order it has, or reads its page from the database.
      void source.listedOrder(sort, category).then(
        (ids) => {
          if (this.orderChanges.get(sort) !== startedAt || this.listChangedSince(startedSeq, sort, ids)) return;
          this.orders.delete(key);
          this.orders.set(key, { sort, ids: ids.map((id) => this.intern(id)), expires: performance.now() + this.limits.ttlMs });
          if (this.orders.size > this.maxOrders) this.orders.delete(this.orders.keys().next().value as string);
        },
        () => {}, // the next request after the pause tries again
      );
    }
    return kept && kept.expires + this.staleMs > now ? kept : undefined;
  }

  /** Whether a change since `seq` dropped the orders of `sort` holding one of `ids` (or may have: it was let go). */
  private listChangedSince(seq: number, sort: ShopSort, ids: readonly string[]): boolean {
    if (seq < this.listChangesForgotten) return true;
    for (let i = this.listChanges.length - 1; i >= 0 && this.listChanges[i]!.seq > seq; i--) {
      const change = this.listChanges[i]!;
      if (change.sort === sort && holdsAny(ids, change.products)) return true;
    }
    return false;
  }

  /**
   * The products of `ids` in that order (those no longer visible left out): kept ones from memory, the
   * rest in one read. A kept product past its time is still used (up to `staleMs`) and read again
   * in the background, with the others due, in one read every REFRESH_BATCH_MS.
   */
  private async productsOf(ids: string[], reader: CatalogReader): Promise<CatalogProduct[]> {
    const now = performance.now();
    const found = new Map<string, CatalogProduct>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.products.get(id);
      if (kept && kept.expires > now) found.set(id, kept.product);
      else if (kept && kept.expires + this.staleMs > now) {
        found.set(id, kept.product);
        this.refreshLater(id, reader);
      } else missing.push(id);
    }
    if (missing.length > 0) for (const product of await this.read(missing, reader)) found.set(product.id, product);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Reads products and keeps those no change touched meanwhile (answered as kept). */
  private async read(ids: string[], reader: CatalogReader): Promise<CatalogProduct[]> {
    const startedAt = this.productChanges;
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
    if (this.products.size > this.maxProducts) this.products.delete(this.products.keys().next().value as string);
    this.sweeper ??= setInterval(() => this.sweep(), this.staleMs).unref();
    return kept;
  }

  /** Lets go of the products past the stale limit (stored longest ago first): a crawl's pages do not stay in memory. */
  private sweep(): void {
    const limit = performance.now() - this.staleMs;
    for (const [id, kept] of this.products) {
      if (kept.expires > limit) return;
      this.products.delete(id);
    }
  }
}
