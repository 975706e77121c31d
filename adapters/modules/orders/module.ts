import type { AdminOrderStores } from '../../../application/orders/admin-ports.js';
import { makeCancelOrderByAdmin } from '../../../application/orders/cancel-order-by-admin.js';
import { makeCancelOrder } from '../../../application/orders/cancel-order.js';
import { makeConfirmShipment } from '../../../application/orders/confirm-shipment.js';
import { makeDeleteOrder } from '../../../application/orders/delete-order.js';
import { makeExportOrders } from '../../../application/orders/export-orders.js';
import { makeGetAdminOrder } from '../../../application/orders/get-admin-order.js';
import { makeGetOrder } from '../../../application/orders/get-order.js';
import { makeListAdminOrders } from '../../../application/orders/list-admin-orders.js';
import { makeListProfileOrders } from '../../../application/orders/list-profile-orders.js';
import type { ShopModule } from '../../platform/module.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import { AUDIT, CHECKOUT, ORDERS, T } from '../../platform/tokens.js';
import { postgresAdminOrderReader } from './admin-order-reader.js';
import { postgresAdminOrderRepository } from './admin-order-repository.js';
import { adminOrderRouter } from './admin-orders-routes.js';
import { postgresOrderRepository } from './order-repository.js';
import { orderRouter } from './order-routes.js';
import { postgresProfileOrderReader } from './profile-order-reader.js';

/** Orders once placed: reading one, the customer's list, and the back office's list, shipping, deleting, cancelling with a refund and the CSV export. */
export const ordersModule: ShopModule = {
  name: 'orders',
  bind(c) {
    c.bind(ORDERS.ordersIn).toConstantValue(postgresOrderRepository);
    c.bind(ORDERS.cancelOrder).toResolvedValue(() => makeCancelOrder({ uow: unitOfWorkIn(c, (tx) => ({ orders: postgresOrderRepository(tx), coupons: c.get(CHECKOUT.couponsIn)(tx) })) }));
  },
  routers(c) {
    const db = c.get(T.db);
    const clock = c.get(T.clock);
    const adminUow = unitOfWorkIn<AdminOrderStores>(c, (tx) => ({
      orders: postgresOrderRepository(tx),
      adminOrders: postgresAdminOrderRepository(tx),
      coupons: c.get(CHECKOUT.couponsIn)(tx),
      audit: c.get(AUDIT.logIn)(tx),
    }));
    const reader = postgresAdminOrderReader(db);
    return [
      orderRouter({
        registry: c.get(T.registry),
        getOrder: makeGetOrder({ orders: postgresOrderRepository(db) }),
        listProfileOrders: makeListProfileOrders({ orders: postgresProfileOrderReader(db) }),
      }),
      adminOrderRouter({
        registry: c.get(T.registry),
        listAdminOrders: makeListAdminOrders({ reader }),
        getAdminOrder: makeGetAdminOrder({ reader }),
        confirmShipment: makeConfirmShipment({ uow: adminUow, clock }),
        deleteOrder: makeDeleteOrder({ uow: adminUow, clock }),
        cancelOrder: makeCancelOrderByAdmin({ uow: adminUow, clock, refunds: c.get(CHECKOUT.refunds) }),
        exportOrders: makeExportOrders({ reader }),
      }),
    ];
  },
};
