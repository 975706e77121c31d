import { makeCreateProduct } from '../../../application/products/create-product.js';
import { makeDeleteProductImage } from '../../../application/products/delete-product-image.js';
import { makeDeleteProduct } from '../../../application/products/delete-product.js';
import { makeGetAdminProduct } from '../../../application/products/get-admin-product.js';
import { makeListAdminProducts } from '../../../application/products/list-admin-products.js';
import type { ProductStores } from '../../../application/products/ports.js';
import { makeRemoveVariant } from '../../../application/products/remove-variant.js';
import { makeUpdateProduct } from '../../../application/products/update-product.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import type { ShopModule } from '../../platform/module.js';
import { AUDIT, T } from '../../platform/tokens.js';
import { postgresProductReader, postgresProductRepository } from './product-repository.js';
import { productReadRouter } from './product-routes.js';
import { productWriteRouter } from './product-write-routes.js';
import { bulkRouterIn } from './bulk-module.js';

/** The back office's products: list, read, create, edit (images and sizes), delete or archive. Every change audited and announced. */
export const productsModule: ShopModule = {
  name: 'products',
  routers(c) {
    const reader = postgresProductReader(c.get(T.db));
    const uow = unitOfWorkIn<ProductStores>(c, (tx) => ({ products: postgresProductRepository(tx), audit: c.get(AUDIT.logIn)(tx) }));
    const media = c.get(T.media);
    const clock = c.get(T.clock);
    const deps = { uow, reader, media, clock, images: c.get(T.images), ids: c.get(T.ids) };
    return [
      productReadRouter({ registry: c.get(T.registry), listAdminProducts: makeListAdminProducts({ reader }), getAdminProduct: makeGetAdminProduct({ reader }) }),
      productWriteRouter({
        registry: c.get(T.registry),
        createProduct: makeCreateProduct(deps),
        updateProduct: makeUpdateProduct(deps),
        deleteProduct: makeDeleteProduct(deps),
        deleteProductImage: makeDeleteProductImage(deps),
        removeVariant: makeRemoveVariant(deps),
      }),
      bulkRouterIn(c),
    ];
  },
};
