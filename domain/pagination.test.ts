import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { paginate, showPagination, showLoadMore, SHOP_PAGE_SIZE, DASHBOARD_ORDER_PAGE_SIZE, REVIEWS_PAGE_SIZE } from './pagination.js';
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
