import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareBestSelling, type BestSellingKey } from '../../../domain/catalogue.js';
import { moveInOrder, parseRankedOrder, type RankedIds } from './ranked-order.js';

const ranked = (keys: readonly BestSellingKey[]): RankedIds => ({ ids: keys.map((k) => k.id), sold: keys.map((k) => k.sold), createdUs: keys.map((k) => k.createdUs) });

describe('a kept best-selling order', () => {
  it('property: moving the products a sale changed gives the order sorting all of them afresh gives', () => {
    const products = fc.uniqueArray(fc.record({ id: fc.uuid(), sold: fc.integer({ min: 0, max: 6 }), createdUs: fc.integer({ min: 0, max: 4 }) }), {
      selector: (k) => k.id,
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(products, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 8 })), { maxLength: 6 }), (keys, sales) => {
        const now = [...keys].sort(compareBestSelling);
        const order = ranked(now);
        for (const [which, sold] of sales) {
          const moved = { ...now[which % now.length]!, sold };
          now[which % now.length] = moved;
          expect(moveInOrder(order, moved)).toBe(true);
        }
        expect(order).toEqual(ranked([...now].sort(compareBestSelling)));
      }),
    );
  });

  it('keeps its own id strings and tells when the product is not in it', () => {
    const order = ranked([
      { id: 'b', sold: 5, createdUs: 1 },
      { id: 'a', sold: 1, createdUs: 1 },
    ]);
    const own = order.ids[1];
    expect(moveInOrder(order, { id: 'a', sold: 9, createdUs: 1 })).toBe(true);
    expect(order.ids).toEqual(['a', 'b']);
    expect(order.ids[0]).toBe(own);
    expect(moveInOrder(order, { id: 'c', sold: 9, createdUs: 1 })).toBe(false);
    expect(order.ids).toEqual(['a', 'b']);
  });

  it('is read from the text the database gives, and refuses a malformed one', () => {
    expect(parseRankedOrder('p1 12 1780000000000001,p2 0 -5')).toEqual({ ids: ['p1', 'p2'], sold: [12, 0], createdUs: [1780000000000001, -5] });
    expect(parseRankedOrder(null)).toEqual({ ids: [], sold: [], createdUs: [] });
    expect(() => parseRankedOrder('p1 12')).toThrow(/not a ranked order entry/);
    expect(() => parseRankedOrder('p1 x 5')).toThrow(/not a ranked order entry/);
  });
});
