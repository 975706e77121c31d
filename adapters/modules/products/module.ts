import { makeGetAdminProduct } from '../../../application/products/get-admin-product.js';
import { makeListAdminProducts } from '../../../application/products/list-admin-products.js';
import type { ShopModule } from '../../platform/module.js';
import { T } from '../../platform/tokens.js';
import { postgresProductReader } from './product-repository.js';
import { productReadRouter } from './product-routes.js';
import { bulkRouterIn } from './bulk-module.js';

/** The back office's products: list, read, create, edit (images and sizes), delete or archive. Every change audited and announced. */
export const productsModule: ShopModule = {
  name: 'products',
  routers(c) {
    const reader = postgresProductReader(c.get(T.db));
    return [
      productReadRouter({
        registry: c.get(T.registry),
        listAdminProducts: makeListAdminProducts({ reader }),
        getAdminProduct: makeGetAdminProduct({ reader }),
      }),
      bulkRouterIn(c),
    ];
  },
};
