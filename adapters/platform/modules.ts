import { accountsModule } from '../modules/accounts/module.js';
import { analyticsModule } from '../modules/analytics/module.js';
import { auditModule } from '../modules/audit/module.js';
import { cartModule } from '../modules/cart/module.js';
import { categoriesModule } from '../modules/categories/module.js';
import { catalogModule } from '../modules/catalog/module.js';
import { checkoutModule } from '../modules/checkout/module.js';
import { dashboardModule } from '../modules/dashboard/module.js';
import { consentModule } from '../modules/consent/module.js';
import { couponsModule } from '../modules/coupons/module.js';
import { engagementModule } from '../modules/engagement/module.js';
import { ordersModule } from '../modules/orders/module.js';
import { placesModule } from '../modules/places/module.js';
import { productsModule } from '../modules/products/module.js';
import { reviewsModule } from '../modules/reviews/module.js';
import { usersModule } from '../modules/users/module.js';
import type { ShopModule } from './module.js';

/** The modules of the shop. A new module is one folder per layer and one line here. */
export const MODULES: readonly ShopModule[] = [
  catalogModule,
  cartModule,
  accountsModule,
  checkoutModule,
  ordersModule,
  engagementModule,
  placesModule,
  auditModule,
  categoriesModule,
  dashboardModule,
  analyticsModule,
  productsModule,
  couponsModule,
  reviewsModule,
  usersModule,
  consentModule,
];
