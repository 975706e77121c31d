import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isNewArrival,
  subtractCalendarMonths,
  isInStock,
  availability,
  shopTitle,
  addToCartLabel,
  careGuideFor,
  SIZE_GUIDE_CM,
  RATING_LABELS,
  parseShopSort,
  productPath,
  SHOP_SORT_KEYS,
  compareBestSelling,
  type BestSellingKey,
} from './catalogue.js';
import { DomainError } from './errors.js';

describe('New Arrival (2 calendar months)', () => {
  const now = '2026-05-15T10:00:00Z';
  it('boundaries', () => {
    expect(isNewArrival('2026-03-15T10:00:00Z', now)).toBe(true);
    expect(isNewArrival('2026-03-15T09:59:59Z', now)).toBe(false);
    expect(isNewArrival('2026-05-15T09:00:00Z', now)).toBe(true);
    expect(isNewArrival('2026-01-01T00:00:00Z', now)).toBe(false);
    expect(subtractCalendarMonths('2026-04-30T00:00:00Z', 2).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(subtractCalendarMonths('2026-01-31T00:00:00Z', 2).toISOString()).toBe('2025-11-30T00:00:00.000Z');
    expect(() => isNewArrival('garbage', now)).toThrow(DomainError);
  });
  it('property: monotonic in the creation date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 4e12 }), (c, d, n) => {
        if (isNewArrival(new Date(c), new Date(n))) expect(isNewArrival(new Date(c + d), new Date(n))).toBe(true);
        expect(isNewArrival(new Date(n), new Date(n))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('display rules', () => {
  it('stock', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(-1)).toBe(false);
    expect(availability(3)).toBe('in stock');
  });
  it('shop titles', () => {
    expect(['solid', 'overlay', 'christmas', 'crescentic', 'nailart', 'sale', 'marble', undefined, 'toString'].map(shopTitle)).toEqual([
      'Solid',
      'Overlay',
      'Christmas',
      'Crescentic',
      'Nail Art',
      'Sale Products',
      'Products',
      'Products',
      'Products',
    ]);
  });
  it('add-to-cart labels', () => {
    expect(addToCartLabel({ name: 'Organic Tee', category: 'tops' })).toBe('ADD TO CART');
    expect(addToCartLabel({ name: 'Fern', category: 'nailart' })).toBe('SELECT NAIL WRAPS');
    expect(addToCartLabel({ name: 'Gold Nail Wraps' })).toBe('SELECT NAIL WRAPS');
    expect(addToCartLabel({ name: 'Nail Wrap Bundle', category: 'nailart', isBundle: true })).toBe('ADD BUNDLE TO CART');
  });
  it('care guide', () => {
    expect(careGuideFor('/shop/Trucker-Cap/123')).toBe('cap');
    expect(careGuideFor('/shop/Merino-Beanie/123')).toBe('beanie');
    expect(careGuideFor('/shop/Organic-Tee/123')).toBe('tshirt');
    expect(careGuideFor('/shop/Capsule-Tee/1')).toBe('tshirt');
    expect(careGuideFor('Dad Caps')).toBe('cap');
  });
  it('size guide and rating labels', () => {
    expect(SIZE_GUIDE_CM.map((r) => [r.size, r.chestCm, r.lengthCm])).toEqual([
      ['S', 50, 70],
      ['M', 53, 72],
      ['L', 56, 74],
      ['XL', 60, 76],
    ]);
    expect([5, 4, 3, 2, 1].map((n) => RATING_LABELS[n as 1 | 2 | 3 | 4 | 5])).toEqual(['Love it!', 'Like it', "It's ok", "Didn't like it", 'Not my thing']);
  });
  it('sort keys', () => {
    expect(parseShopSort(undefined)).toBe('bestselling');
    expect(parseShopSort('')).toBe('bestselling');
    for (const k of SHOP_SORT_KEYS) expect(parseShopSort(k)).toBe(k);
    expect(() => parseShopSort('cheapest')).toThrow(DomainError);
  });
  it('product path', () => {
    expect(productPath('Organic Cotton Tee', '65f1a2')).toBe('/shop/Organic-Cotton-Tee/65f1a2');
    expect(productPath('  Merino   Beanie ', 'id1')).toBe('/shop/Merino-Beanie/id1');
    expect(productPath('Tee / Black', 'x')).toBe('/shop/Tee-%2F-Black/x');
    expect(() => productPath('', 'x')).toThrow(DomainError);
  });
});

describe('the best-selling order', () => {
  const key = (id: string, sold: number, createdUs: number): BestSellingKey => ({ id, sold, createdUs });
  it('puts more units sold first, then the newer, then the lower id', () => {
    const a = '0a000000-0000-4000-8000-000000000000';
    const b = '0b000000-0000-4000-8000-000000000000';
    const sorted = [key(b, 1, 5), key(a, 1, 5), key(a, 9, 1), key(b, 1, 7)].sort(compareBestSelling);
    expect(sorted).toEqual([key(a, 9, 1), key(b, 1, 7), key(a, 1, 5), key(b, 1, 5)]);
  });
  it('property: a total order (antisymmetric, transitive, zero only for the same key)', () => {
    const keys = fc.record({ id: fc.uuid(), sold: fc.integer({ min: 0, max: 5 }), createdUs: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(keys, keys, keys, (a, b, c) => {
        expect(Math.sign(compareBestSelling(a, b))).toBe(-Math.sign(compareBestSelling(b, a)) || 0);
        expect(compareBestSelling(a, b) === 0).toBe(a.id === b.id && a.sold === b.sold && a.createdUs === b.createdUs);
        if (compareBestSelling(a, b) < 0 && compareBestSelling(b, c) < 0) expect(compareBestSelling(a, c)).toBeLessThan(0);
      }),
    );
  });
});
