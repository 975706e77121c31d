import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  paginate,
  pageWindow,
  showPagination,
  showLoadMore,
  SHOP_PAGE_SIZE,
  DASHBOARD_ORDER_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ADMIN_PRODUCTS_PAGE_SIZE,
  COUNT_CAP,
  countLimit,
  cappedCount,
} from './pagination.js';
import { DomainError } from './errors.js';

describe('paginate', () => {
  it('page sizes', () => {
    expect([SHOP_PAGE_SIZE, DASHBOARD_ORDER_PAGE_SIZE, REVIEWS_PAGE_SIZE]).toEqual([24, 5, 10]);
  });
  it('shop: 50 products over 3 pages of 24', () => {
    expect(paginate(1, 50, 24)).toEqual({ page: 1, pageCount: 3, offset: 0, limit: 24 });
    expect(paginate(3, 50, 24)).toEqual({ page: 3, pageCount: 3, offset: 48, limit: 24 });
    expect(paginate(4, 50, 24)).toEqual({ page: 3, pageCount: 3, offset: 48, limit: 24 });
    expect(paginate('2', 50, 24).offset).toBe(24);
  });
  it('clamps nonsense pages', () => {
    for (const p of [0, -3, Number.NaN, 'abc', '', null, undefined, Infinity, -Infinity]) expect(paginate(p, 50, 24).page).toBe(1);
    expect(paginate(2.7, 50, 24).page).toBe(2);
    expect(paginate(5, 0, 5)).toEqual({ page: 1, pageCount: 0, offset: 0, limit: 5 });
  });
  it('rejects a bad page size or total', () => {
    expect(() => paginate(1, 10, 0)).toThrow(DomainError);
    expect(() => paginate(1, -1, 5)).toThrow(DomainError);
  });
  it('visibility helpers', () => {
    expect(showPagination(24, 24)).toBe(false);
    expect(showPagination(25, 24)).toBe(true);
    expect(showPagination(6, 5)).toBe(true);
    expect(showLoadMore(10, 10)).toBe(false);
    expect(showLoadMore(11, 10)).toBe(true);
  });
  it('property: page in range, offset within the list', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double()), fc.nat(1e7), fc.integer({ min: 1, max: 100 }), (p, total, size) => {
        const r = paginate(p, total, size);
        expect(r.page).toBeGreaterThanOrEqual(1);
        expect(r.page).toBeLessThanOrEqual(Math.max(1, r.pageCount));
        expect(r.offset).toBe((r.page - 1) * size);
        if (total > 0) expect(r.offset).toBeLessThan(total);
        expect(r.pageCount * size).toBeGreaterThanOrEqual(total);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('pageWindow (Load More lists of the back office)', () => {
  it('page sizes: 20, products 12', () => {
    expect([ADMIN_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE]).toEqual([20, 12]);
  });
  it('gives the rows of a 1-based page, and an empty window past the end rather than the last page', () => {
    expect(pageWindow(1, 20)).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow(3, 12)).toEqual({ offset: 24, limit: 12 });
  });
  it('refuses a page below 1 or not whole', () => {
    for (const p of [0, -1, 1.5, Number.NaN]) expect(() => pageWindow(p, 20)).toThrow(DomainError);
    expect(() => pageWindow(1, 0)).toThrow(DomainError);
  });
  it('property: consecutive pages tile the list without gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (page, size) => {
        const a = pageWindow(page, size);
        const b = pageWindow(page + 1, size);
        expect(b.offset).toBe(a.offset + a.limit);
      }),
    );
  });
});

describe('cappedCount', () => {
  it('is exact up to the cap, then the cap and capped', () => {
    expect(COUNT_CAP).toBe(1000);
    expect(countLimit(0)).toBe(1001);
    expect(cappedCount(0, 0)).toEqual({ count: 0, capped: false });
    expect(cappedCount(1000, 0)).toEqual({ count: 1000, capped: false });
    expect(cappedCount(1001, 0)).toEqual({ count: 1000, capped: true });
    expect(cappedCount(2001, 1000)).toEqual({ count: 2000, capped: true });
  });
  it('never answers more than it read, and is capped exactly when more rows exist than the cap past the page', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(5000), fc.integer({ min: 1, max: 2000 }), (matching, offset, cap) => {
        const counted = Math.min(matching, countLimit(offset, cap));
        const r = cappedCount(counted, offset, cap);
        expect(r.capped).toBe(matching > offset + cap);
        expect(r.count).toBe(r.capped ? offset + cap : matching);
        expect(r.count).toBeLessThanOrEqual(matching);
      }),
    );
  });
});
