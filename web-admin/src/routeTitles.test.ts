import { describe, expect, it } from 'vitest';
import { adminPageTitle, SIDE_MENU } from './routeTitles';

describe('adminPageTitle', () => {
  it.each([
    ['/adminpanel', 'Dashboard'],
    ['/adminpanel/', 'Dashboard'],
    ['/adminpanel/orders', 'Orders'],
    ['/adminpanel/orders/abc123', 'Order Details'],
    ['/adminpanel/users/jane-doe/u1', 'User Details'],
    ['/adminpanel/products/newProduct', 'New Product'],
    ['/adminpanel/products/bulkEdit', 'Bulk Edit'],
    ['/adminpanel/products/Trail-Tee/p1', 'Edit Product'],
    ['/adminpanel/coupons/newCoupon', 'New Coupon'],
    ['/adminpanel/reviews', 'Reviews'],
    ['/adminpanel/categories/newCategory', 'New Category'],
    ['/adminpanel/nope', 'Page Not Found'],
  ])('%s → %s', (path, title) => {
    expect(adminPageTitle(path)).toBe(title);
  });

  it('lists the side menu entries in the spec order', () => {
    expect(SIDE_MENU.map((e) => e.label)).toEqual(['Dashboard', 'Orders', 'Users', 'Products', 'Coupons', 'Reviews', 'Categories']);
  });
});
