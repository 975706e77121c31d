import type { CatalogReader, ProductQuery } from '../../../application/catalog/ports.js';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { SHOP_SORT_KEYS, type BestSellingKey, type ShopSort } from '../../../domain/catalogue.js';
import { listOrdersChanged, productsTouched } from './answer-invalidation.js';
import { ListChangeLog } from './list-change-log.js';
import { moveInOrder, type RankedIds } from './ranked-order.js';
import { KeptProducts } from './kept-products.js';

const orderKey = (sort: ShopSort, category: string | null) => (category === null ? sort : `${sort} ${category}`);

/** The products of `products` that the order `ids` holds. */
function heldOf(ids: readonly string[], products: ReadonlySet<string>): string[] {
  return [...products].filter((id) => ids.includes(id));
}

/** A product's best-selling key now, whether it is listed, and its lower-cased category. */
export interface BestSellingPlace extends BestSellingKey {
  listed: boolean;
  category: string;
}

/** Where the memo reads the order of a sort from. */
export interface ListingSource {
  /** The ids of the listed products (of the lower-cased `category`, or all), in the order of `sort`. */
  listedOrder(sort: ShopSort, category: string | null): Promise<string[]>;
  /**
   * The best-selling order with each product's place, and the places of given products now: with both,
   * a sale moves the products it names within the kept best-selling orders instead of dropping them.
   */
  bestSelling?: {
    order(category: string | null): Promise<RankedIds>;
    places(ids: readonly string[]): Promise<BestSellingPlace[]>;
  };
}

interface Order {
  sort: ShopSort;
  category: string | null;
  ids: string[];
  expires: number;
  /** A best-selling order's places (units sold, creation time), beside `ids`. */
  ranks?: { sold: number[]; createdUs: number[] };
  /** Products a sale named whose new place is not read yet: the order is not used until it is. */
  pending?: Set<string>;
}

/** How many reads of moved products' places a request waits for before it reads its page from the database. */
const MAX_SETTLE_READS = 3;

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
 * order runs in the background, at most once per `reloadPauseMs`: a load a second at most, not one
 * per request.
 *
 * A best-selling order is kept with each product's place (units sold, creation time): a sale moves the
 * products it names to their new places, read in one read by id, instead of dropping the order (ADR 094).
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
  /** The recent changes that moved given products within the orders of a sort (a sale, in the best-selling orders). */
  private readonly listChanges = new ListChangeLog();
  /** When the last load of each order began. */
  private readonly orderLoads = new Map<string, number>();
  /** The read of the places of the products sales moved, while it runs. */
  private moving: Promise<void> | undefined;
  private readonly products: KeptProducts;
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
    this.products = new KeptProducts({ ttlMs: limits.ttlMs, staleMs: this.staleMs, maxProducts: this.maxProducts }, (id) => this.intern(id));
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
        const found = this.order(q.sort, q.category, source);
        const order = found?.pending ? await this.settled(found, source) : found;
        if (!order) return reader.listProducts(q);
        return this.products.productsOf(order.ids.slice(q.offset, q.offset + q.limit), reader);
      },
      productPage: (id, reviews) => this.products.page(id, reviews, reader),
      related: async (productId, category, limit) => {
        for (const c of new Set([null, category])) {
          const order = this.order('bestselling', c, source);
          if (order?.pending) await this.settled(order, source);
        }
        const ids = this.relatedIds(productId, category, limit, source);
        return ids ? this.products.productsOf(ids, reader) : reader.related(productId, category, limit);
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
    if (!all || (category !== null && !own) || all.pending || own?.pending) return undefined;
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
        this.listChanges.add(sort, changed);
        for (const [key, order] of this.orders) {
          const held = order.sort === sort ? heldOf(order.ids, changed) : [];
          if (held.length === 0) continue;
          // A sale moves the products it names: a ranked order keeps them, to be moved once their places are read.
          if (!order.ranks) this.orders.delete(key);
          else for (const id of held) (order.pending ??= new Set()).add(id);
        }
      }
    }
    this.products.touch(productsTouched(event));
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
    // A copy of its own: an id split from the text an order was read as is a slice of that text in V8,
    // and would keep the whole text (hundreds of kilobytes per order) alive for as long as it is kept.
    const own = JSON.parse(JSON.stringify(id)) as string;
    this.ids.set(own, own);
    return own;
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
      const startedSeq = this.listChanges.seq;
      const ranked = sort === 'bestselling' ? source.bestSelling : undefined;
      const load: Promise<{ ids: string[]; sold?: number[]; createdUs?: number[] }> = ranked ? ranked.order(category) : source.listedOrder(sort, category).then((ids) => ({ ids }));
      // Not awaited by the request: it uses the order it has, or reads its page from the database.
      void load.then(
        (read) => {
          if (this.orderChanges.get(sort) !== startedAt) return;
          const order: Order = { sort, category, ids: read.ids.map((id) => this.intern(id)), expires: performance.now() + this.limits.ttlMs };
          if (read.sold && read.createdUs) order.ranks = { sold: read.sold, createdUs: read.createdUs };
          const moved = this.listChanges.namedSince(startedSeq, sort, read.ids);
          // A ranked order that sales overtook is kept with the products they name still to be moved.
          if (moved === 'all' || (moved.size > 0 && !order.ranks)) return;
          if (moved.size > 0) order.pending = moved;
          this.orders.delete(key);
          this.orders.set(key, order);
          if (this.orders.size > this.maxOrders) this.orders.delete(this.orders.keys().next().value as string);
        },
        () => {}, // the next request after the pause tries again
      );
    }
    return kept && kept.expires + this.staleMs > now ? kept : undefined;
  }

  /**
   * `order` once the products sales moved in it are in their new places (read in one read shared by
   * the requests waiting and by every best-selling order); nothing when it was dropped meanwhile or
   * is still not settled after a few reads (the request then reads its page from the database).
   */
  private async settled(order: Order | undefined, source: ListingSource): Promise<Order | undefined> {
    for (let reads = 0; order?.pending; reads++) {
      if (reads === MAX_SETTLE_READS || !source.bestSelling) return undefined;
      await (this.moving ??= this.movePending(source.bestSelling).finally(() => (this.moving = undefined)));
      if (this.orders.get(orderKey(order.sort, order.category)) !== order) return undefined;
    }
    return order;
  }

  /** Reads the places of the products waiting to be moved in the best-selling orders, and moves them. */
  private async movePending(bestSelling: NonNullable<ListingSource['bestSelling']>): Promise<void> {
    const startedSeq = this.listChanges.seq;
    const startedAt = this.orderChanges.get('bestselling')!;
    const wanted = new Set<string>();
    for (const order of this.orders.values()) for (const id of order.pending ?? []) wanted.add(id);
    const read = await bestSelling.places([...wanted]).catch(() => undefined);
    // A failed read leaves them to be moved (the requests read their pages from the database meanwhile);
    // after a change that dropped every best-selling order, those kept since are newer than this read.
    if (!read || this.orderChanges.get('bestselling') !== startedAt) return;
    const places = new Map(read.map((p) => [p.id, p]));
    for (const [key, order] of this.orders) {
      if (!order.pending || !order.ranks) continue;
      const again = this.listChanges.namedSince(startedSeq, 'bestselling', [...order.pending]);
      for (const id of order.pending) {
        if (!wanted.has(id)) continue; // named after the read began: moved by the next one
        const place = places.get(id);
        // Fail closed: a product a sale named is gone, or no longer in this order's list, without an event saying so.
        if (!place || !place.listed || (order.category !== null && place.category !== order.category) || !moveInOrder({ ids: order.ids, ...order.ranks }, place)) {
          this.orders.delete(key);
          break;
        }
        if (again !== 'all' && !again.has(id)) order.pending.delete(id);
      }
      if (order.pending.size === 0) delete order.pending;
    }
  }
}
