import { makeAddQuantityToCart } from '../../../application/cart/add-quantity-to-cart.js';
import type { CartDeps } from '../../../application/cart/cart-session.js';
import { makeCheckStockLevel } from '../../../application/cart/check-stock-level.js';
import { makeRemoveFromCart } from '../../../application/cart/remove-from-cart.js';
import { makeValidateCart } from '../../../application/cart/validate-cart.js';
import type { Db } from '../../platform/database/database.js';
import type { ShopModule } from '../../platform/module.js';
import { CART, CATALOG, T } from '../../platform/tokens.js';
import { postgresCartOwners } from './cart-owners.js';
import { postgresCartRepository } from './cart-repository.js';
import { cartRouter } from './cart-routes.js';

/** The shopper's cart: kept in the browser for a guest without id, on the server for everyone else. */
export const cartModule: ShopModule = {
  name: 'cart',
  bind(c) {
    c.bind(CART.cartsIn).toConstantValue(postgresCartRepository);
    c.bind(CART.owners).toResolvedValue((db: Db) => postgresCartOwners(db), [T.db]);
  },
  routers(c) {
    const db = c.get(T.db);
    const deps: CartDeps = { carts: postgresCartRepository(db), stock: c.get(CATALOG.stock), owners: c.get(CART.owners), catalog: c.get(CATALOG.reader) };
    return [
      cartRouter({
        registry: c.get(T.registry),
        addQuantityToCart: makeAddQuantityToCart({ ...deps, analytics: c.get(T.analytics) }),
        checkStockLevel: makeCheckStockLevel(deps),
        removeFromCart: makeRemoveFromCart(deps),
        validateCart: makeValidateCart(deps),
      }),
    ];
  },
};
