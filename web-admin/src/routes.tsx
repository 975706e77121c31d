import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminGuard } from './components/AdminGuard';
import { AdminLayout } from './components/AdminLayout';
import { ADMIN_PATHS, type AdminPath } from './routeTitles';

type Page = LazyExoticComponent<ComponentType>;

/** The back office's screens by path, each from its module's folder (`web-admin/src/<module>/`) as it is built. */
const SCREENS: Partial<Record<AdminPath, Page>> = {
  '/adminpanel': lazy(() => import('./dashboard/DashboardPage')),
  '/adminpanel/categories': lazy(() => import('./categories/CategoriesPage')),
  '/adminpanel/categories/newCategory': lazy(() => import('./categories/NewCategoryPage')),
  '/adminpanel/products': lazy(() => import('./products/ProductsPage')),
  '/adminpanel/products/newProduct': lazy(() => import('./products/ProductFormPage')),
  '/adminpanel/products/:title/:productid': lazy(() => import('./products/ProductFormPage')),
  '/adminpanel/products/bulkEdit': lazy(() => import('./products/bulk/BulkEditPage')),
  '/adminpanel/coupons': lazy(() => import('./coupons/CouponsPage')),
  '/adminpanel/coupons/newCoupon': lazy(() => import('./coupons/NewCouponPage')),
  '/adminpanel/reviews': lazy(() => import('./reviews/ReviewsPage')),
  '/adminpanel/orders': lazy(() => import('./orders/OrdersPage')),
  '/adminpanel/orders/:orderid': lazy(() => import('./orders/OrderDetailPage')),
  '/adminpanel/users': lazy(() => import('./users/UsersPage')),
  '/adminpanel/users/:name/:userid': lazy(() => import('./users/UserDetailPage')),
};

const UnbuiltScreen = lazy(() => import('./components/UnbuiltScreen'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    children: [
      ...ADMIN_PATHS.map(({ path }) => {
        const Screen = SCREENS[path] ?? UnbuiltScreen;
        return { path, element: <Screen /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
