import { describe, expect, it } from 'vitest';
import { pathSegments, showsSummaryCards } from './summary-paths';

describe('which admin paths show the summary cards', () => {
  it('counts the path segments a URL path has (no empty ones before, between or after slashes)', () => {
    expect(pathSegments('/adminpanel')).toEqual(['adminpanel']);
    expect(pathSegments('/adminpanel/products/bulkEdit')).toEqual(['adminpanel', 'products', 'bulkEdit']);
    expect(pathSegments('/adminpanel/orders/')).toEqual(['adminpanel', 'orders']);
  });

  it('shows them on paths of 1 to 3 segments: lists, new-item screens, bulk edit and an order', () => {
    for (const path of [
      '/adminpanel',
      '/adminpanel/orders',
      '/adminpanel/users',
      '/adminpanel/products',
      '/adminpanel/coupons',
      '/adminpanel/reviews',
      '/adminpanel/categories',
      '/adminpanel/products/newProduct',
      '/adminpanel/products/bulkEdit', // 3 segments: adminpanel, products, bulkEdit
      '/adminpanel/coupons/newCoupon',
      '/adminpanel/categories/newCategory',
      '/adminpanel/orders/4711', // 3 segments
      '/adminpanel/users/',
    ]) {
      expect([path, showsSummaryCards(path)]).toEqual([path, true]);
    }
  });

  it('hides them on paths of 4 segments or more: a user, a product being edited', () => {
    for (const path of ['/adminpanel/users/Ada-Lovelace/00000000-0000-4000-8000-0000000000aa', '/adminpanel/products/Summit-Tee/00000000-0000-4000-8000-0000000000ab', '/adminpanel/a/b/c/d']) {
      expect([path, showsSummaryCards(path)]).toEqual([path, false]);
    }
  });

  it('hides them outside the back office', () => {
    expect(showsSummaryCards('/')).toBe(false);
    expect(showsSummaryCards('/login')).toBe(false);
  });
});
