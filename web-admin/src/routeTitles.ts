import { matchPath } from 'react-router-dom';

/** Every back-office path (admin.md §2) with the title its header shows. Static paths come first. */
export const ADMIN_PATHS = [
  { path: '/adminpanel', title: 'Dashboard' },
  { path: '/adminpanel/orders', title: 'Orders' },
  { path: '/adminpanel/orders/:orderid', title: 'Order Details' },
  { path: '/adminpanel/users', title: 'Users' },
  { path: '/adminpanel/users/:name/:userid', title: 'User Details' },
  { path: '/adminpanel/products', title: 'Products' },
  { path: '/adminpanel/products/newProduct', title: 'New Product' },
  { path: '/adminpanel/products/bulkEdit', title: 'Bulk Edit' },
  { path: '/adminpanel/products/:title/:productid', title: 'Edit Product' },
  { path: '/adminpanel/coupons', title: 'Coupons' },
  { path: '/adminpanel/coupons/newCoupon', title: 'New Coupon' },
  { path: '/adminpanel/reviews', title: 'Reviews' },
  { path: '/adminpanel/categories', title: 'Categories' },
  { path: '/adminpanel/categories/newCategory', title: 'New Category' },
] as const;

export type AdminPath = (typeof ADMIN_PATHS)[number]['path'];

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The header title of a pathname; 'Page Not Found' for anything unknown. */
export function adminPageTitle(pathname: string): string {
  const hit = ADMIN_PATHS.find(({ path }) => matchPath({ path, end: true }, pathname));
  return hit?.title ?? NOT_FOUND_TITLE;
}

/** Side menu entries, in the spec's order. */
export const SIDE_MENU: readonly { label: string; to: AdminPath }[] = [
  { label: 'Dashboard', to: '/adminpanel' },
  { label: 'Orders', to: '/adminpanel/orders' },
  { label: 'Users', to: '/adminpanel/users' },
  { label: 'Products', to: '/adminpanel/products' },
  { label: 'Coupons', to: '/adminpanel/coupons' },
  { label: 'Reviews', to: '/adminpanel/reviews' },
  { label: 'Categories', to: '/adminpanel/categories' },
];
