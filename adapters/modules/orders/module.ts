import { makeCancelOrder } from '../../../application/orders/cancel-order.js';
import { makeGetOrder } from '../../../application/orders/get-order.js';
import { makeListProfileOrders } from '../../../application/orders/list-profile-orders.js';
import type { ShopModule } from '../../platform/module.js';
import { postgresCheckoutTransaction } from '../../platform/database/unit-of-work.js';
import { CART, CHECKOUT, ORDERS, T } from '../../platform/tokens.js';
import { postgresOrderRepository } from './order-repository.js';
import { orderRouter } from './order-routes.js';
import { postgresProfileOrderReader } from './profile-order-reader.js';

/** Orders once placed: reading one, the customer's list, cancelling (the back office). */
export const ordersModule: ShopModule = {
  name: 'orders',
  bind(c) {
    c.bind(ORDERS.ordersIn).toConstantValue(postgresOrderRepository);
    c.bind(ORDERS.cancelOrder).toResolvedValue(
      (db) =>
        makeCancelOrder({
          transaction: postgresCheckoutTransaction(db, (tx) => ({ orders: postgresOrderRepository(tx), coupons: c.get(CHECKOUT.couponsIn)(tx), carts: c.get(CART.cartsIn)(tx) }), () => c.get(T.dispatcher).wake()),
        }),
      [T.db],
    );
  },
  routers(c) {
    const db = c.get(T.db);
    return [orderRouter({ registry: c.get(T.registry), getOrder: makeGetOrder({ orders: postgresOrderRepository(db) }), listProfileOrders: makeListProfileOrders({ orders: postgresProfileOrderReader(db) }) })];
  },
};
