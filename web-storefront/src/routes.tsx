import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { NotFound } from './components/NotFound';
import { RouteError } from './components/RouteError';

type Page = LazyExoticComponent<ComponentType>;

/** Every page is its own chunk so the home bundle stays small. */
const pages = {
  home: lazy(() => import('./pages/HomePage')),
  about: lazy(() => import('./pages/AboutPage')),
  sustainability: lazy(() => import('./pages/SustainabilityPage')),
  howToApply: lazy(() => import('./pages/HowToApplyPage')),
  explore: lazy(() => import('./pages/ExplorePage')),
  shop: lazy(() => import('./catalog/ShopPage')),
  product: lazy(() => import('./catalog/ProductPage')),
  helpCentre: lazy(() => import('./pages/HelpCentrePage')),
  faqs: lazy(() => import('./pages/FaqsPage')),
  orderStatus: lazy(() => import('./orders/OrderStatusPage')),
  becomeStockist: lazy(() => import('./engagement/BecomeStockistPage')),
  shippingPolicy: lazy(() => import('./pages/ShippingPolicyPage')),
  termsOfUse: lazy(() => import('./pages/TermsOfUsePage')),
  privacyPolicy: lazy(() => import('./pages/PrivacyPolicyPage')),
  returnsPolicy: lazy(() => import('./pages/ReturnsPolicyPage')),
  login: lazy(() => import('./accounts/LoginPage')),
  verifyAccount: lazy(() => import('./accounts/VerifyAccountPage')),
  newPassword: lazy(() => import('./accounts/NewPasswordPage')),
  cart: lazy(() => import('./cart/CartPage')),
  checkout: lazy(() => import('./checkout/CheckoutPage')),
  orderReceived: lazy(() => import('./orders/OrderReceivedPage')),
  dashboard: lazy(() => import('./accounts/DashboardPage')),
  orderDetails: lazy(() => import('./orders/OrderDetailsPage')),
  addresses: lazy(() => import('./accounts/AddressesPage')),
} satisfies Record<string, Page>;

/** Path → page, in the order of the specs' route tables. */
export const PAGE_ROUTES: readonly { path: string; page: Page }[] = [
  { path: '/', page: pages.home },
  { path: '/about', page: pages.about },
  { path: '/sustainability', page: pages.sustainability },
  { path: '/howtoapply', page: pages.howToApply },
  { path: '/explore', page: pages.explore },
  { path: '/shop', page: pages.shop },
  { path: '/shop/:slug/:productId', page: pages.product },
  { path: '/help-centre', page: pages.helpCentre },
  { path: '/faqs', page: pages.faqs },
  { path: '/order-status', page: pages.orderStatus },
  { path: '/becomestockist', page: pages.becomeStockist },
  { path: '/shipping-policy', page: pages.shippingPolicy },
  { path: '/termsofuse', page: pages.termsOfUse },
  { path: '/privacypolicy', page: pages.privacyPolicy },
  { path: '/returns-policy', page: pages.returnsPolicy },
  { path: '/login', page: pages.login },
  { path: '/reset-password', page: pages.login },
  { path: '/verifyaccount/:code', page: pages.verifyAccount },
  { path: '/newPassword/:userid/:code', page: pages.newPassword },
  { path: '/cart', page: pages.cart },
  { path: '/checkout', page: pages.checkout },
  { path: '/order-received/:orderid', page: pages.orderReceived },
  { path: '/dashboard', page: pages.dashboard },
  { path: '/dashboard/order-details/:orderid', page: pages.orderDetails },
  { path: '/dashboard/addresses', page: pages.addresses },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...PAGE_ROUTES.map(({ path, page: Page }) => ({ path, element: <Page /> })),
      // Small and also used by RouteError, so it ships in the entry chunk.
      { path: '*', element: <NotFound /> },
    ],
  },
];
