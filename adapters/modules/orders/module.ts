import { makeCancelOrder } from '../../../application/orders/cancel-order.js';
import { makeGetOrder } from '../../../application/orders/get-order.js';
import { makeListProfileOrders } from '../../../application/orders/list-profile-orders.js';
import type { ShopModule } from '../../platform/module.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import { CHECKOUT, ORDERS, T } from '../../platform/tokens.js';
import { postgresOrderRepository } from './order-repository.js';
import { orderRouter } from './order-routes.js';
import { postgresProfileOrderReader } from './profile-order-reader.js';

/** Orders once placed: reading one, the customer's list, cancelling (the back office). */
export const ordersModule: ShopModule = {
  name: 'orders',
  bind(c) {
    c.bind(ORDERS.ordersIn).toConstantValue(postgresOrderRepository);
    c.bind(ORDERS.cancelOrder).toResolvedValue(() => makeCancelOrder({ uow: unitOfWorkIn(c, (tx) => ({ orders: postgresOrderRepository(tx), coupons: c.get(CHECKOUT.couponsIn)(tx) })) }));
  },
  routers(c) {
    const db = c.get(T.db);
    return [
      orderRouter({
        registry: c.get(T.registry),
        getOrder: makeGetOrder({ orders: postgresOrderRepository(db) }),
        listProfileOrders: makeListProfileOrders({ orders: postgresProfileOrderReader(db) }),
      }),
    ];
  },
};
