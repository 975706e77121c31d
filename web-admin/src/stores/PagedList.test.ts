import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web-shared/api/client';
import { PagedList, type Page } from './PagedList';

interface Filters {
  query: string;
}

/** A list of `total` numbered items per query, answered by hand so tests can order the answers. */
function server(total: number, pageSize = 20) {
  const calls: { page: number; filters: Filters; signal: AbortSignal; answer: (p?: Page<string>) => void; refuse: (e: unknown) => void }[] = [];
  const load = (page: number, filters: Filters, signal: AbortSignal) =>
    new Promise<Page<string>>((resolve, reject) => {
      const items = Array.from({ length: total }, (_, i) => `${filters.query}${i + 1}`).slice((page - 1) * pageSize, page * pageSize);
      calls.push({ page, filters, signal, answer: (p) => resolve(p ?? { items, count: total }), refuse: reject });
    });
  return { calls, load };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a paged list (Load More)', () => {
  it('loads page 1, then the next pages while the count exceeds what is loaded', async () => {
    const s = server(45);
    const list = new PagedList(s.load, { query: 'a' });
    const first = list.show({ query: 'a' });
    expect(list.loading).toBe(true);
    s.calls[0]!.answer();
    await first;
    expect([list.items.length, list.count, list.page, list.hasMore, list.loading]).toEqual([20, 45, 1, true, false]);
    const more = list.loadMore();
    void list.loadMore(); // a second click while loading asks nothing more
    expect(s.calls.map((c) => c.page)).toEqual([1, 2]);
    s.calls[1]!.answer();
    await more;
    const last = list.loadMore();
    s.calls[2]!.answer();
    await last;
    expect([list.items.length, list.items.at(-1), list.hasMore]).toEqual([45, 'a45', false]);
    await list.loadMore();
    expect(s.calls).toHaveLength(3);
  });

  it('starts again at page 1 when the filters change, and drops the answer of the old filters', async () => {
    const s = server(30);
    const list = new PagedList(s.load, { query: 'a' });
    void list.show({ query: 'a' });
    s.calls[0]!.answer();
    await settle();
    void list.loadMore();
    const changed = list.show({ query: 'b' });
    expect(s.calls[1]!.signal.aborted).toBe(true); // Load More of the old filters is no longer wanted
    expect(s.calls[2]!.filters).toEqual({ query: 'b' });
    expect(list.items).toEqual([]);
    s.calls[2]!.answer();
    await changed;
    s.calls[1]!.answer(); // the old page 2 arrives late
    await settle();
    expect(list.items[0]).toBe('b1');
    expect(list.items).toHaveLength(20);
    expect(list.page).toBe(1);
  });

  it('aborts the request of filters replaced before their first page arrived', async () => {
    const s = server(5);
    const list = new PagedList(s.load, { query: 'a' });
    void list.show({ query: 'a' });
    void list.show({ query: 'b' });
    expect(s.calls[0]!.signal.aborted).toBe(true);
    s.calls[1]!.answer();
    s.calls[0]!.refuse(new DOMException('aborted', 'AbortError'));
    await settle();
    expect([list.items[0], list.error, list.loading]).toEqual(['b1', null, false]);
  });

  it('does not ask again for the filters it shows', async () => {
    const s = server(5);
    const list = new PagedList(s.load, { query: 'a' });
    void list.show({ query: 'a' });
    s.calls[0]!.answer();
    await settle();
    await list.show({ query: 'a' });
    expect(s.calls).toHaveLength(1);
  });

  it('says when the list is empty, and keeps the error of a failed request (loading ends)', async () => {
    const s = server(0);
    const list = new PagedList(s.load, { query: 'a' });
    expect(list.isEmpty).toBe(false); // nothing asked yet: not "empty"
    void list.show({ query: 'a' });
    s.calls[0]!.answer();
    await settle();
    expect(list.isEmpty).toBe(true);
    void list.reload();
    s.calls[1]!.refuse(new ApiError(500, { message: 'boom' }));
    await settle();
    expect([list.error, list.loading, list.isEmpty]).toEqual(['Something went wrong. Please try again.', false, false]);
  });

  it('replaces, removes and prepends items, keeping the count right', async () => {
    const s = server(3);
    const list = new PagedList(s.load, { query: 'a' });
    void list.show({ query: 'a' });
    s.calls[0]!.answer();
    await settle();
    list.replace((i) => i === 'a2', 'A2');
    list.remove((i) => i === 'a1');
    list.prepend('new');
    expect([list.items, list.count]).toEqual([['new', 'A2', 'a3'], 3]);
  });
});
