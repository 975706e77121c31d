import { getHeapSnapshot } from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogProduct, CatalogReader, ProductQuery, PublicReview } from '../../../application/catalog/ports.js';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import type { ShopSort } from '../../../domain/catalogue.js';
import { ListingMemo, type ListingMemoLimits, type ListingSource } from './listing-memo.js';
import { productView } from './catalog-views.js';
import { KeptProduct } from './kept-product.js';

const SORTS: ShopSort[] = ['bestselling', 'pricelow', 'pricehigh', 'created_ascending', 'created_descending'];
const tick = () => new Promise((r) => setTimeout(r, 0));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Row = CatalogProduct & { sold: number };
const COMPARE: Record<ShopSort, (a: Row, b: Row) => number> = {
  bestselling: (a, b) => b.sold - a.sold || +b.createdAt - +a.createdAt || a.id.localeCompare(b.id),
  pricelow: (a, b) => a.priceCents - b.priceCents || +b.createdAt - +a.createdAt || a.id.localeCompare(b.id),
  pricehigh: (a, b) => b.priceCents - a.priceCents || +b.createdAt - +a.createdAt || a.id.localeCompare(b.id),
  created_ascending: (a, b) => +a.createdAt - +b.createdAt || a.id.localeCompare(b.id),
  created_descending: (a, b) => +b.createdAt - +a.createdAt || a.id.localeCompare(b.id),
};

/** A catalogue of `n` products over three categories (prices and sales with ties), every read counted; `gate` holds order loads back. */
function shop(n: number, limits: Partial<ListingMemoLimits> = {}, ranked = false) {
  const rows = new Map<string, Row>();
  const put = (p: Row) => rows.set(p.id, p);
  for (let i = 0; i < n; i++) {
    const id = `p${String(i).padStart(3, '0')}`;
    put({
      id,
      name: `Product ${id}`,
      description: '',
      priceCents: 1000 + ((i * 37) % 7) * 100,
      originalPriceCents: null,
      category: ['Tees', 'Caps', 'Beanies'][i % 3]!,
      stockLevel: 10,
      isBundle: false,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 40))),
      images: [{ id: `${id}-i`, url: `/media/${id}.webp` }],
      variants: [],
      rating: 0,
      reviewCount: 0,
      sold: (i * 13) % 5,
    });
  }
  const listed = (q: { sort: ShopSort; category: string | null }) => [...rows.values()].sort(COMPARE[q.sort]).filter((p) => q.category === null || p.category.toLowerCase() === q.category);
  const reads = { lists: 0, finds: 0, found: 0, orders: 0, places: 0 };
  const gate = { wait: Promise.resolve() as Promise<unknown>, places: Promise.resolve() as Promise<unknown> };
  const hidden = new Set<string>();
  const truth = {
    countProducts: async (q: { category: string | null }) => listed({ sort: 'pricelow', category: q.category }).length,
    listProducts: async (q: ProductQuery) => listed(q).slice(q.offset, q.offset + q.limit),
    findProducts: async (ids: readonly string[]) => ids.flatMap((id) => rows.get(id) ?? []),
  } as unknown as CatalogReader;
  const reader = {
    ...truth,
    listProducts: async (q: ProductQuery) => {
      reads.lists += 1;
      return truth.listProducts(q);
    },
    findProducts: async (ids: readonly string[]) => {
      reads.finds += 1;
      reads.found += ids.length;
      return truth.findProducts(ids);
    },
  } as CatalogReader;
  const createdUs = (p: Row) => p.createdAt.getTime() * 1000;
  const source: ListingSource = {
    listedOrder: async (sort, category) => {
      reads.orders += 1;
      const all = listed({ sort, category });
      await gate.wait;
      return all.map((p) => p.id);
    },
    ...(ranked && {
      bestSelling: {
        order: async (category) => {
          reads.orders += 1;
          const all = listed({ sort: 'bestselling', category });
          await gate.wait;
          return { ids: all.map((p) => p.id), sold: all.map((p) => p.sold), createdUs: all.map(createdUs) };
        },
        places: async (wanted) => {
          reads.places += 1;
          const found = wanted.flatMap((id) => rows.get(id) ?? []).map((p) => ({ id: p.id, listed: !hidden.has(p.id), category: p.category.toLowerCase(), sold: p.sold, createdUs: createdUs(p) }));
          await gate.places;
          return found;
        },
      },
    }),
  };
  const memo = new ListingMemo({ ttlMs: 60_000, reloadPauseMs: 0, ...limits });
  const change = (id: string, to: Partial<Row>) => put({ ...rows.get(id)!, ...to });
  const remove = (id: string) => rows.delete(id);
  return { change, remove, reads, gate, hidden, memo, reader, listing: memo.wrap(reader, source), truth };
}

const page = (sort: ShopSort, offset: number, category: string | null = null, search: string | null = null): ProductQuery => ({ sort, search, category, offset, limit: 24 });
const ids = (ps: CatalogProduct[]) => ps.map((p) => p.id);

describe('shop lists from memory', () => {
  it('keeps each product as its list JSON written once (KeptProduct) and shows what the database shows', async () => {
    const { listing, reads, truth } = shop(30);
    await listing.listProducts(page('pricelow', 0)); // loads the order
    await tick();
    const first = await listing.listProducts(page('pricelow', 0));
    const again = await listing.listProducts(page('pricelow', 0));
    expect(first).toHaveLength(24);
    for (const [i, p] of first.entries()) {
      expect(p).toBeInstanceOf(KeptProduct);
      expect(again[i]).toBe(p); // written once, handed out as kept
    }
    expect(first.map((p) => productView(p))).toEqual((await truth.listProducts(page('pricelow', 0))).map((p) => productView(p)));
    expect(reads.found).toBe(24);
  });

  it('shows every page of every sort and category exactly as the database would, and reads nothing once all is known', async () => {
    const { listing, truth, reads, memo } = shop(100);
    for (const sort of SORTS) await listing.listProducts(page(sort, 0));
    await tick();
    expect(memo.size.orders).toBe(5);
    for (let round = 0; round < 2; round++) {
      // Round 0 loads each category's order in the background (its first page comes from the database); round 1 reads nothing.
      await tick();
      if (round === 1) Object.assign(reads, { lists: 0, finds: 0 });
      for (const sort of SORTS) {
        for (const category of [null, 'tees', 'caps', 'beanies']) {
          for (let offset = 0; offset < 100; offset += 24) {
            expect([sort, category, offset, ids(await listing.listProducts(page(sort, offset, category)))]).toEqual([
              sort,
              category,
              offset,
              ids(await truth.listProducts(page(sort, offset, category))),
            ]);
          }
          expect(await listing.countProducts({ search: null, category })).toBe(await truth.countProducts({ search: null, category }));
        }
      }
    }
    expect(reads).toMatchObject({ lists: 0, finds: 0 });
    expect(memo.size.orders).toBe(20);
  });

  it('reads its page from the database while the order is not loaded yet, and searches always', async () => {
    const { listing, reads, gate } = shop(30);
    let open: (v?: unknown) => void = () => {};
    gate.wait = new Promise((r) => (open = r));
    expect(ids(await listing.listProducts(page('pricelow', 0)))).toHaveLength(24);
    expect(reads).toMatchObject({ lists: 1, orders: 1 });
    await listing.listProducts(page('pricelow', 24));
    expect(reads).toMatchObject({ lists: 2 });
    open();
    await tick();
    await listing.listProducts(page('pricelow', 24));
    expect(reads).toMatchObject({ lists: 2, finds: 1 });
    await listing.listProducts(page('pricelow', 0, null, 'Product p01'));
    await listing.listProducts(page('pricelow', 0, null, 'Product p01'));
    expect(reads).toMatchObject({ lists: 4 });
  });

  it('an edit or a category change drops every order and product; a stock change the best-selling order and its products; a review its product', async () => {
    const { listing, change, reads, memo } = shop(30);
    const warm = async () => {
      for (const sort of SORTS) await listing.listProducts(page(sort, 0));
      await tick();
      for (const sort of SORTS) await listing.listProducts(page(sort, 0));
      Object.assign(reads, { lists: 0, finds: 0, found: 0, orders: 0 });
    };
    await warm();
    change('p001', { priceCents: 1 });
    memo.invalidate({ type: 'product.changed', data: { productIds: ['p001'] } });
    expect(memo.size).toEqual({ orders: 0, products: 29 });
    expect(ids(await listing.listProducts(page('pricelow', 0)))[0]).toBe('p001'); // this request: from the database, not the dropped order
    expect(reads).toMatchObject({ lists: 1, orders: 1 });
    await tick();
    const fromMemory = await listing.listProducts(page('pricelow', 0));
    expect([fromMemory[0]!.id, fromMemory[0]!.priceCents]).toEqual(['p001', 1]);
    expect(reads).toMatchObject({ lists: 1, finds: 1, found: 1 });

    await warm();
    memo.invalidate({ type: 'stock.changed', data: { productIds: ['p002', 'p003'] } });
    expect(memo.size.orders).toBe(4);
    await listing.listProducts(page('pricehigh', 0));
    expect(reads).toMatchObject({ orders: 0, lists: 0, finds: 1, found: 2 });

    await warm();
    memo.invalidate({ type: 'review.changed', data: { productId: 'p004', reviewId: 'r' } });
    expect(memo.size.orders).toBe(5);
    await listing.listProducts(page('created_ascending', 0));
    expect(reads).toMatchObject({ orders: 0, found: 1 });

    await warm();
    memo.invalidate({ type: 'category.changed', data: { categoryId: 'c' } });
    expect(memo.size).toEqual({ orders: 0, products: 0 });
    await warm();
    memo.invalidate({ type: 'catalog.reshuffled', data: null });
    expect(memo.size).toEqual({ orders: 0, products: 0 });
    await warm();
    // Malformed: which products it names is unknown, so every product goes; the best-selling order goes as for any stock change.
    memo.invalidate({ type: 'stock.changed', data: { productIds: 'p001' } });
    expect(memo.size).toEqual({ orders: 4, products: 0 });
    memo.invalidate({ type: 'order.placed', data: { orderId: 'o' } });
    expect(memo.size.orders).toBe(4);
  });

  it('a stock change drops only the best-selling orders holding its products, and a load under way is kept unless it holds one', async () => {
    const { listing, change, reads, gate, memo, truth } = shop(30);
    const categories = [null, 'tees', 'caps', 'beanies'];
    for (const category of categories) await listing.listProducts(page('bestselling', 0, category));
    await tick();
    expect(memo.size.orders).toBe(4);
    // p001 is a cap: the shop's and the caps' best sellers change, not the tees' nor the beanies'.
    change('p001', { sold: 99 });
    memo.invalidate({ type: 'stock.changed', data: { productIds: ['p001'] } });
    expect(memo.size.orders).toBe(2);
    Object.assign(reads, { lists: 0, orders: 0 });
    for (const category of ['tees', 'beanies']) await listing.listProducts(page('bestselling', 0, category));
    expect(reads).toMatchObject({ lists: 0, orders: 0 });
    for (const category of [null, 'caps']) expect(ids(await listing.listProducts(page('bestselling', 0, category)))[0]).toBe('p001');
    await tick();
    expect(memo.size.orders).toBe(4);
    for (const category of categories) expect(ids(await listing.listProducts(page('bestselling', 0, category)))).toEqual(ids(await truth.listProducts(page('bestselling', 0, category))));

    // Loads under way: the tees' order is kept through a change to a cap, the caps' is not (it was read before the change).
    memo.clear();
    let open: (v?: unknown) => void = () => {};
    gate.wait = new Promise((r) => (open = r));
    await listing.listProducts(page('bestselling', 0, 'tees'));
    await listing.listProducts(page('bestselling', 0, 'caps'));
    change('p004', { sold: 100 });
    memo.invalidate({ type: 'stock.changed', data: { productIds: ['p004'] } });
    open();
    await tick();
    expect(memo.size.orders).toBe(1);
    Object.assign(reads, { lists: 0, orders: 0 });
    await listing.listProducts(page('bestselling', 0, 'tees'));
    expect(reads).toMatchObject({ lists: 0, orders: 0 });
    await listing.listProducts(page('bestselling', 0, 'caps'));
    expect(reads).toMatchObject({ lists: 1, orders: 1 });

    // More changes during a load than are remembered: it is not kept, whatever they named.
    memo.clear();
    gate.wait = new Promise((r) => (open = r));
    await listing.listProducts(page('bestselling', 0, 'tees'));
    for (let i = 0; i < 1_001; i++) memo.invalidate({ type: 'stock.changed', data: { productIds: ['p001'] } });
    open();
    await tick();
    expect(memo.size.orders).toBe(0);
  });

  it('clear() drops every order and product, and an order loading meanwhile is not kept', async () => {
    const { listing, memo, gate } = shop(30);
    for (const sort of SORTS) await listing.listProducts(page(sort, 0));
    await tick();
    await listing.listProducts(page('pricelow', 0)); // from memory now: its products are kept
    await listing.listProducts(page('pricelow', 0, 'tees'));
    await tick();
    let open: (v?: unknown) => void = () => {};
    gate.wait = new Promise((r) => (open = r));
    await listing.listProducts(page('pricelow', 0, 'caps')); // its load waits at the gate
    expect(memo.size).toEqual({ orders: 6, products: 24 });
    memo.clear();
    open();
    await tick();
    expect(memo.size).toEqual({ orders: 0, products: 0 });
  });

  it('does not keep an order or products read while a change they depend on came in', async () => {
    const { listing, change, reads, gate, memo } = shop(30);
    let open: (v?: unknown) => void = () => {};
    gate.wait = new Promise((r) => (open = r));
    await listing.listProducts(page('pricelow', 0)); // starts the load, held at the gate
    change('p005', { priceCents: 1 });
    memo.invalidate({ type: 'product.changed', data: { productIds: ['p005'] } });
    open();
    await tick();
    expect(memo.size.orders).toBe(0);
    await listing.listProducts(page('pricelow', 0));
    await tick();
    expect(ids(await listing.listProducts(page('pricelow', 0)))[0]).toBe('p005');

    // A product read begun before a stock change is shown to its request but not kept; the others read with it are.
    const slow = shop(30);
    await slow.listing.listProducts(page('pricelow', 0));
    await tick();
    let release: (v?: unknown) => void = () => {};
    const held = new Promise((r) => (release = r));
    const reader = { ...slow.truth, findProducts: async (xs: readonly string[]) => (await held, slow.truth.findProducts(xs)) } as CatalogReader;
    const listing2 = slow.memo.wrap(reader, { listedOrder: async () => [] });
    const pending = listing2.listProducts(page('pricelow', 0));
    slow.memo.invalidate({ type: 'stock.changed', data: { productIds: ['p000'] } });
    release();
    expect(await pending).toHaveLength(24);
    expect(slow.memo.size.products).toBe(23);
    const again = slow.memo.wrap(slow.truth, { listedOrder: async () => [] });
    expect((await again.listProducts(page('pricelow', 0))).map((p) => p.id)).toEqual((await slow.truth.listProducts(page('pricelow', 0))).map((p) => p.id));
    expect(slow.memo.size.products).toBe(24);
    // A change that touches every product (a category hidden) while products are read: none is kept.
    slow.memo.clear();
    await slow.listing.listProducts(page('pricehigh', 0));
    await tick();
    let release2: (v?: unknown) => void = () => {};
    const held2 = new Promise((r) => (release2 = r));
    const gated = slow.memo.wrap({ ...slow.truth, findProducts: async (xs: readonly string[]) => (await held2, slow.truth.findProducts(xs)) } as CatalogReader, { listedOrder: async () => [] });
    const pending2 = gated.listProducts(page('pricehigh', 0));
    slow.memo.invalidate({ type: 'review.changed', data: { productId: 'p001', reviewId: 'r' } });
    slow.memo.invalidate({ type: 'category.changed', data: { categoryId: 'c' } });
    release2();
    expect(await pending2).toHaveLength(24);
    expect(slow.memo.size.products).toBe(0);
    expect(reads.orders).toBeGreaterThan(0);
  });

  it('loads the best-selling order at most once per pause while orders keep changing it, and reads pages from the database meanwhile', async () => {
    const { listing, reads, memo } = shop(30, { reloadPauseMs: 200 });
    const started = performance.now();
    while (performance.now() - started < 500) {
      await listing.listProducts(page('bestselling', 0));
      memo.invalidate({ type: 'stock.changed', data: { productIds: ['p001'] } });
      await sleep(5);
    }
    expect(reads.orders).toBeGreaterThanOrEqual(2);
    expect(reads.orders).toBeLessThanOrEqual(3);
    expect(reads.lists).toBeGreaterThan(20);
  });

  describe("best-selling orders with each product's place (a sale moves the products it names)", () => {
    const sale = (memo: ListingMemo, ...productIds: string[]) => memo.invalidate({ type: 'stock.changed', data: { productIds } });
    const opened = () => {
      let open: () => void = () => {};
      return { wait: new Promise<void>((r) => (open = r)), open: () => open() };
    };
    async function kept(n = 30) {
      const s = shop(n, {}, true);
      for (const category of [null, 'tees']) await s.listing.listProducts(page('bestselling', 0, category));
      await tick();
      expect(s.memo.size.orders).toBe(2);
      Object.assign(s.reads, { lists: 0, finds: 0, found: 0, orders: 0, places: 0 });
      return s;
    }
    const same = async (s: Awaited<ReturnType<typeof kept>>, category: string | null = null) =>
      expect(ids(await s.listing.listProducts(page('bestselling', 0, category)))).toEqual(ids(await s.truth.listProducts(page('bestselling', 0, category))));

    it("shows the pages the database shows after sales, with one read of the moved products' places and no order or page read", async () => {
      const s = await kept();
      s.change('p003', { sold: 50 }); // a tee from the middle to the top
      s.change('p000', { sold: 0 }); // the same units as others: placed among its ties by date and id
      sale(s.memo, 'p003', 'p000');
      await same(s);
      await same(s, 'tees');
      await same(s);
      expect(s.reads).toMatchObject({ places: 1, orders: 0, lists: 0 });
    });

    it('"you may also like" after a sale comes from the moved orders, not from the database', async () => {
      const s = await kept();
      const related = vi.fn(async () => []);
      Object.assign(s.reader, { related }); // the database's answer, which must not be asked
      s.change('p003', { sold: 50 });
      sale(s.memo, 'p003');
      const shown = await s.listing.related('p000', 'tees', 4);
      const tees = (await s.truth.listProducts(page('bestselling', 0, 'tees'))).filter((p) => p.id !== 'p000');
      expect(ids(shown)).toEqual(ids(tees.slice(0, 4)));
      expect(shown[0]!.id).toBe('p003');
      expect(related).not.toHaveBeenCalled();
      expect(s.reads.places).toBe(1);
    });

    it('a sale while the places are read is moved by a second read before the page is shown', async () => {
      const s = await kept();
      const gate = opened();
      s.gate.places = gate.wait;
      s.change('p003', { sold: 50 });
      sale(s.memo, 'p003');
      const shown = s.listing.listProducts(page('bestselling', 0, 'tees'));
      await tick();
      s.change('p006', { sold: 60 });
      sale(s.memo, 'p006');
      gate.open();
      expect(ids(await shown)).toEqual(ids(await s.truth.listProducts(page('bestselling', 0, 'tees'))));
      expect(s.reads.places).toBe(2);
      expect(s.reads.lists).toBe(0);
    });

    it('a load that a sale overtook is kept with that product still to be moved', async () => {
      const s = shop(30, {}, true);
      const gate = opened();
      s.gate.wait = gate.wait;
      await s.listing.listProducts(page('bestselling', 0)); // from the database; the order loads
      s.change('p009', { sold: 70 });
      sale(s.memo, 'p009');
      gate.open();
      await tick();
      expect(s.memo.size.orders).toBe(1);
      Object.assign(s.reads, { lists: 0, orders: 0, places: 0 });
      await same(s);
      expect(s.reads).toMatchObject({ places: 1, orders: 0, lists: 0 });
    });

    it('fails closed: a product a sale named that is no longer listed, or gone, without an event drops the order', async () => {
      for (const breakIt of [(s: Awaited<ReturnType<typeof kept>>) => s.hidden.add('p003'), (s: Awaited<ReturnType<typeof kept>>) => s.remove('p003')]) {
        const s = await kept();
        breakIt(s);
        sale(s.memo, 'p003');
        await s.listing.listProducts(page('bestselling', 0));
        expect(s.reads).toMatchObject({ places: 1, lists: 1 });
        expect(s.memo.size.orders).toBe(0); // both held it (a tee): both dropped, their pages read from the database until loaded again
      }
    });

    it('a failed read of places leaves the product to be moved and the page is read from the database', async () => {
      const s = await kept();
      s.gate.places = Promise.reject(new Error('connection lost'));
      s.gate.places.catch(() => {});
      s.change('p003', { sold: 50 });
      sale(s.memo, 'p003');
      await same(s);
      expect(s.reads.lists).toBe(1);
      s.gate.places = Promise.resolve();
      await same(s);
      expect(s.reads.lists).toBe(1);
    });
  });

  it('past its time a product is still shown and read again in the background with the others due; past the stale limit it is read first', async () => {
    const { listing, change, reads, memo } = shop(30, { ttlMs: 40, staleMs: 200 });
    await listing.listProducts(page('created_ascending', 0));
    await tick();
    await listing.listProducts(page('created_ascending', 0));
    await sleep(60);
    change('p000', { name: 'Renamed without an event' });
    Object.assign(reads, { lists: 0, finds: 0, found: 0 });
    const shown = await listing.listProducts(page('created_ascending', 0));
    expect(shown[0]!.name).toBe('Product p000');
    expect(reads.finds).toBe(0);
    await sleep(100);
    expect(reads).toMatchObject({ finds: 1, found: 24 });
    expect((await listing.listProducts(page('created_ascending', 0)))[0]!.name).toBe('Renamed without an event');

    await sleep(300); // past ttl and the stale limit: the order is loaded again and the products read before answering
    change('p000', { name: 'Renamed again' });
    Object.assign(reads, { lists: 0, finds: 0 });
    expect((await listing.listProducts(page('created_ascending', 0)))[0]!.name).toBe('Renamed again');
    expect(reads.lists).toBe(1);
    await sleep(500); // nothing asked for longer than ttl + the stale limit: let go
    expect(memo.size.products).toBe(0);
  });

  it('keeps at most maxProducts and maxOrders, the ones stored longest ago going first', async () => {
    const { listing, memo } = shop(100, { maxProducts: 30, maxOrders: 3 });
    await listing.listProducts(page('pricelow', 0));
    await tick();
    for (let offset = 0; offset < 100; offset += 24) await listing.listProducts(page('pricelow', offset));
    expect(memo.size.products).toBe(30);
    for (const category of ['tees', 'caps', 'beanies', 'socks', 'gloves']) await listing.listProducts(page('pricelow', 0, category));
    await tick();
    expect(memo.size.orders).toBe(3);
  });

  it('keeps a copy of its own of each id, not a slice of the text the order was read as, which would keep that whole text alive', async () => {
    const idOf = (i: number) => `${String(i).padStart(8, '0')}-5a1c-4e0b-8d2f-3b9e0c7a1d64`;
    // The order as the database gives it (catalog-reader.ts): one text, split into ids.
    const source: ListingSource = {
      listedOrder: async () =>
        Array.from({ length: 2_000 }, (_, i) => idOf(i))
          .join(',')
          .split(','),
    };
    const reader = { listProducts: async () => [], countProducts: async () => 0 } as unknown as CatalogReader;
    const memo = new ListingMemo({ ttlMs: 60_000, reloadPauseMs: 0 });
    const listing = memo.wrap(reader, source);
    await listing.listProducts(page('pricelow', 0)); // loads the order
    await tick();
    expect(await listing.countProducts({ search: null, category: null })).toBe(2_000); // from the kept order
    const heap = await heapSnapshotText();
    expect(heap).not.toContain(`${idOf(0)},${idOf(1)}`); // a snapshot shows a long string's beginning
    expect(heap).toContain(idOf(1_234)); // the kept id, in a string of its own
  });
});

/** The strings of this thread's heap (what is reachable from it), as the text of a heap snapshot. */
async function heapSnapshotText(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('product pages from memory', () => {
  /** One product with reviews; each page read counted, `gate` holds a read back. */
  function pages() {
    const product = (price: number): CatalogProduct => ({
      id: 'p1',
      name: 'Ridge Tee',
      description: '',
      priceCents: price,
      originalPriceCents: null,
      category: 'Tees',
      stockLevel: 3,
      isBundle: false,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      images: [],
      variants: [],
      rating: 4,
      reviewCount: 1,
    });
    const review = (text: string): PublicReview =>
      ({ id: `r-${text}`, productId: 'p1', verified: true, firstName: 'Jo', lastName: 'W', review: text, rating: 4, reviewImage: null, lastUpdated: new Date('2026-02-01T00:00:00Z') }) as PublicReview;
    const db = { price: 2500, reviews: [review('Warm')], reads: 0, gate: Promise.resolve() as Promise<unknown> };
    const reader = {
      productPage: async (id: string, n: number) => {
        db.reads += 1;
        const answer = id === 'p1' ? { product: product(db.price), reviews: db.reviews.slice(0, n) } : undefined;
        await db.gate;
        return answer;
      },
    } as unknown as CatalogReader;
    const memo = new ListingMemo({ ttlMs: 60_000 });
    const source: ListingSource = { listedOrder: async () => [] };
    return { db, memo, review, listing: memo.wrap(reader, source) };
  }
  const touch = (type: string, data: object) => ({ type, data }) as BusEvent;

  it('reads a product page once, then answers it from memory with the same product and reviews', async () => {
    const { db, listing } = pages();
    const first = await listing.productPage('p1', 5);
    expect(first?.product).toBeInstanceOf(KeptProduct);
    expect(await listing.productPage('p1', 5)).toEqual(first);
    expect(db.reads).toBe(1);
    expect(first?.product.priceCents).toBe(2500);
    // Another number of reviews, or a product the shop does not show, is read.
    await listing.productPage('p1', 2);
    expect(await listing.productPage('nope', 5)).toBeUndefined();
    expect(db.reads).toBe(3);
  });

  it('reads it again after a change to its reviews or to the product, and never keeps what a change overtook', async () => {
    const { db, memo, listing, review } = pages();
    await listing.productPage('p1', 5);
    db.reviews = [review('Soft'), review('Warm')];
    memo.invalidate(touch('review.changed', { productId: 'p1' }));
    expect((await listing.productPage('p1', 5))?.reviews.map((r) => r.review)).toEqual(['Soft', 'Warm']);
    db.price = 2000;
    memo.invalidate(touch('product.changed', { productIds: ['p1'] }));
    expect((await listing.productPage('p1', 5))?.product.priceCents).toBe(2000);
    expect(db.reads).toBe(3);
    // Another product's change leaves it kept.
    memo.invalidate(touch('stock.changed', { productIds: ['p2'] }));
    memo.invalidate(touch('review.changed', { productId: 'p2' }));
    await listing.productPage('p1', 5);
    expect(db.reads).toBe(3);

    // A change that comes in while the page is read: the read answers its request but is not kept.
    memo.invalidate(touch('product.changed', { productIds: ['p1'] }));
    let open: (v?: unknown) => void = () => {};
    db.gate = new Promise((r) => (open = r));
    const reading = listing.productPage('p1', 5);
    await tick();
    db.price = 1800;
    memo.invalidate(touch('product.changed', { productIds: ['p1'] }));
    open();
    expect((await reading)?.product.priceCents).toBe(2000);
    db.gate = Promise.resolve();
    expect((await listing.productPage('p1', 5))?.product.priceCents).toBe(1800);
    expect(db.reads).toBe(5);
  });

  it('requests for a page that is being read share the read, unless a change to the product came in after it began', async () => {
    const { db, memo, listing } = pages();
    let open: (v?: unknown) => void = () => {};
    db.gate = new Promise((r) => (open = r));
    const both = [listing.productPage('p1', 5), listing.productPage('p1', 5)];
    await tick();
    const other = listing.productPage('p1', 2); // another number of reviews is another read
    await tick();
    expect(db.reads).toBe(2);
    open();
    const [a, b] = await Promise.all(both);
    expect(a).toEqual(b);
    expect(a!.reviews).not.toBe(b!.reviews); // each its own list
    await other;

    // A change while a read is under way: a request after it does not join that read.
    db.gate = new Promise((r) => (open = r));
    memo.invalidate(touch('product.changed', { productIds: ['p1'] }));
    const before = listing.productPage('p1', 5);
    await tick();
    db.price = 1500;
    memo.invalidate(touch('product.changed', { productIds: ['p1'] }));
    const after = listing.productPage('p1', 5);
    await tick();
    open();
    expect((await before)?.product.priceCents).toBe(2500);
    expect((await after)?.product.priceCents).toBe(1500);
    expect(db.reads).toBe(4);
  });
});
