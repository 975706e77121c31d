import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminGuard } from './components/AdminGuard';
import { AdminLayout } from './components/AdminLayout';
import type { AdminPath } from './routeTitles';

type Page = LazyExoticComponent<ComponentType>;

const PAGES: Record<AdminPath, Page> = {
  '/adminpanel': lazy(() => import('./pages/DashboardPage')),
  '/adminpanel/orders': lazy(() => import('./pages/OrdersPage')),
  '/adminpanel/orders/:orderid': lazy(() => import('./pages/OrderDetailPage')),
  '/adminpanel/users': lazy(() => import('./pages/UsersPage')),
  '/adminpanel/users/:name/:userid': lazy(() => import('./pages/UserDetailPage')),
  '/adminpanel/products': lazy(() => import('./pages/ProductsPage')),
  '/adminpanel/products/newProduct': lazy(() => import('./pages/NewProductPage')),
  '/adminpanel/products/bulkEdit': lazy(() => import('./pages/BulkEditPage')),
  '/adminpanel/products/:title/:productid': lazy(() => import('./pages/EditProductPage')),
  '/adminpanel/coupons': lazy(() => import('./pages/CouponsPage')),
  '/adminpanel/coupons/newCoupon': lazy(() => import('./pages/NewCouponPage')),
  '/adminpanel/reviews': lazy(() => import('./pages/ReviewsPage')),
  '/adminpanel/categories': lazy(() => import('./pages/CategoriesPage')),
  '/adminpanel/categories/newCategory': lazy(() => import('./pages/NewCategoryPage')),
};

const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    children: [
      ...Object.entries(PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
