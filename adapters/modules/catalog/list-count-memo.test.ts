import { describe, expect, it } from 'vitest';
import type { CatalogReader } from '../../../application/catalog/ports.js';
import { ANSWER_RULES, CHANGES_LIST_MEMBERSHIP, invalidates } from './answer-invalidation.js';
import type { ShopEventType } from '../../../application/platform/events.js';
import { ListCountMemo } from './list-count-memo.js';

/** A reader that counts how often it was asked, answering `total.n`, optionally after `gate`. */
function countingReader(total: { n: number }, gate?: Promise<void>) {
  const asked = { count: 0 };
  const reader = {
    countProducts: async () => {
      asked.count += 1;
      const n = total.n;
      await gate;
      return n;
    },
  } as unknown as CatalogReader;
  return { reader, asked };
}

describe('list counts kept between requests', () => {
  it('counts once per search and category; an order does not recount, a product or category change does', async () => {
    const total = { n: 10 };
    const { reader, asked } = countingReader(total);
    const counts = new ListCountMemo({ ttlMs: 60_000 }).wrap(reader);
    const memo = counts;
    expect(await memo.countProducts({ search: null, category: 'solid' })).toBe(10);
    expect(await memo.countProducts({ search: null, category: 'solid' })).toBe(10);
    expect(await memo.countProducts({ search: 'cap', category: 'solid' })).toBe(10);
    expect(asked.count).toBe(2);
  });

  it('forgets the counts on a membership change or an unknown event, not on stock or reviews', async () => {
    const total = { n: 10 };
    const { reader, asked } = countingReader(total);
    const memo = new ListCountMemo({ ttlMs: 60_000 });
    const counts = memo.wrap(reader);
    await counts.countProducts({ search: null, category: null });
    memo.invalidate({ type: 'stock.changed', data: { productIds: ['p'] } });
    memo.invalidate({ type: 'review.changed', data: { productId: 'p', reviewId: 'r' } });
    expect(await counts.countProducts({ search: null, category: null })).toBe(10);
    total.n = 11;
    memo.invalidate({ type: 'product.changed', data: { productIds: ['p'] } });
    expect(await counts.countProducts({ search: null, category: null })).toBe(11);
    total.n = 12;
    memo.invalidate({ type: 'catalog.reshuffled', data: null });
    expect(await counts.countProducts({ search: null, category: null })).toBe(12);
    expect(asked.count).toBe(3);
  });

  it('does not keep a count begun before a membership change', async () => {
    const total = { n: 10 };
    let release: () => void = () => {};
    const { reader, asked } = countingReader(total, new Promise((r) => (release = r)));
    const memo = new ListCountMemo({ ttlMs: 60_000 });
    const counts = memo.wrap(reader);
    const early = counts.countProducts({ search: null, category: null });
    total.n = 11;
    memo.invalidate({ type: 'category.changed', data: { categoryId: 'c' } });
    release();
    expect(await early).toBe(10);
    expect(await counts.countProducts({ search: null, category: null })).toBe(11);
    expect(asked.count).toBe(2);
  });

  it('every event that may change what a list holds also drops the cached lists', () => {
    const types = (Object.keys(CHANGES_LIST_MEMBERSHIP) as ShopEventType[]).filter((t) => CHANGES_LIST_MEMBERSHIP[t]);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      expect(ANSWER_RULES[type], type).not.toBe('none');
      expect(invalidates({ type, data: { productIds: [], categoryId: 'c' } }, { kind: 'list', sort: 'pricelow', productIds: new Set() }), type).toBe(true);
    }
  });
});
