import { DomainError } from './errors.js';

export const SHOP_PAGE_SIZE = 24;
export const DASHBOARD_ORDER_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE = 10;
/** The back office's lists (orders, users, coupons, reviews, audit log) page by 20; its product list by 12 (admin.md §9). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

export interface Page {
  readonly page: number;
  readonly pageCount: number;
  readonly offset: number;
  readonly limit: number;
}

/**
 * Clamps a requested page (number or URL text) into range; never fails on the page itself:
 * NaN, non-numeric text or anything below 1 → 1; decimals are floored; beyond the last page → the
 * last page. pageCount is 0 for an empty list (page is then 1, offset 0).
 */
export function paginate(requestedPage: number | string | null | undefined, totalCount: number, pageSize: number): Page {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new DomainError('invalid_argument', 'Page size must be a whole number of at least 1.');
  if (!Number.isSafeInteger(totalCount) || totalCount < 0) throw new DomainError('invalid_count', 'Total count must be a whole number of at least 0.');
  const pageCount = Math.ceil(totalCount / pageSize);
  const n = typeof requestedPage === 'string' ? Number(requestedPage.trim() === '' ? Number.NaN : requestedPage) : Number(requestedPage ?? Number.NaN);
  const floored = Number.isFinite(n) ? Math.floor(n) : 1;
  const page = Math.min(Math.max(1, floored), Math.max(1, pageCount));
  return { page, pageCount, offset: (page - 1) * pageSize, limit: pageSize };
}

/** Numbered pagination shows only when there is more than one page. */
export const showPagination = (totalCount: number, pageSize: number): boolean => totalCount > pageSize;

/** Load More / Read More shows while the total exceeds what is loaded. */
export const showLoadMore = (totalCount: number, loadedCount: number): boolean => totalCount > loadedCount;

/**
 * The rows of a 1-based page, for lists read with Load More: a page past the end is simply empty
 * (unlike `paginate`, which clamps for numbered pages).
 */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  if (!Number.isSafeInteger(page) || page < 1) throw new DomainError('invalid_argument', 'Page must be a whole number of at least 1.');
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new DomainError('invalid_argument', 'Page size must be a whole number of at least 1.');
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * A searched back-office list (orders, users) counts its matches only up to this many past the start
 * of the page asked for, so a search matching a quarter of a million orders answers at once; the
 * answer then says the count is capped and the back office shows '1,000+'.
 */
export const COUNT_CAP = 1000;

/** The most rows a capped count reads for a page starting at `offset`: one past the cap tells that more exist. */
export const countLimit = (offset: number, cap: number = COUNT_CAP): number => offset + cap + 1;

/** The count to answer from `counted` rows read with `countLimit(offset, cap)`: exact below the cap, else the cap and `capped`. */
export function cappedCount(counted: number, offset: number, cap: number = COUNT_CAP): { count: number; capped: boolean } {
  return counted > offset + cap ? { count: offset + cap, capped: true } : { count: counted, capped: false };
}
