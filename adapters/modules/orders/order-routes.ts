import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeGetOrder } from '../../../application/orders/get-order.js';
import type { makeListProfileOrders } from '../../../application/orders/list-profile-orders.js';
import type { ProfileOrderView } from '../../../application/orders/ports.js';
import { ok } from '../../../domain/result.js';
import { centsToDollars } from '../../../domain/money.js';
import { apiRoute } from '../../http/api-route.js';
import type { ProfileOrder } from '../../http/contract/orders.js';
import { recordId } from '../../http/id-schemas.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { orderView } from '../../http/order-view.js';
import { getOrderAnswer, profileOrdersAnswer } from '../../http/contract/orders.js';

export interface OrderRoutesDeps {
  registry: ApiRegistry;
  getOrder: ReturnType<typeof makeGetOrder>;
  listProfileOrders: ReturnType<typeof makeListProfileOrders>;
}

/** The header in which a guest sends the access token handed out with the order at checkout. */
export const ORDER_ACCESS_HEADER = 'x-order-access-token';

/** Total stays in cents and product prices go out in dollars, as the spec's order entity has them. */
export const toProfileOrder = (o: ProfileOrderView): ProfileOrder => ({
  _id: o.id,
  orderid: o.orderid,
  paymentType: o.paymentType,
  testMode: o.testMode,
  created_at: o.createdAt.toISOString(),
  total: o.totalCents,
  orderStatus: o.orderStatus,
  shippingDate: o.shippingDate ? o.shippingDate.toISOString() : null,
  trackingNumber: o.trackingNumber,
  shippingFee: centsToDollars(o.shippingFeeCents),
  shippingType: o.shippingType,
  coupon: o.coupon,
  products: o.lines.map((l) => ({
    productId: l.productId,
    productName: l.productName,
    productImage: l.productImage,
    productSize: l.productSize,
    productQuantity: l.quantity,
    productPrice: centsToDollars(l.unitPriceCents),
  })),
});

/** One order (its owner, an administrator, or the holder of its access token) and the signed-in customer's own orders. */
export function orderRouter(d: OrderRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/orders/getProfileOrders/:userId',
    summary: "The signed-in customer's orders, newest first",
    tag: 'Accounts',
    auth: 'customer',
    params: z.object({ userId: recordId('User id') }),
    answer: profileOrdersAnswer,
    responses: { 200: 'List of orders', 400: 'Malformed user id', 401: 'Not signed in', 403: "Another user's orders" },
    handler: async ({ params, req }) => {
      const r = await d.listProfileOrders({ userId: params.userId, callerId: req.user?.userId ?? '' });
      return r.ok ? ok(r.value.map(toProfileOrder)) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/orders/getOrder/:orderid',
    summary: 'One order, for its owner, an administrator, or the holder of its access token (X-Order-Access-Token header)',
    tag: 'Orders',
    auth: 'public',
    params: z.object({ orderid: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'Order number is not valid.') }),
    answer: getOrderAnswer,
    responses: { 200: 'The order', 404: 'No such order, or one the caller may not see (answered alike)' },
    handler: async ({ params, req }) => {
      const header = req.headers[ORDER_ACCESS_HEADER];
      const r = await d.getOrder({
        orderid: params.orderid,
        user: req.user ? { userId: req.user.userId, isAdmin: req.user.isAdmin } : null,
        accessToken: typeof header === 'string' && header !== '' ? header : null,
      });
      return r.ok ? ok(orderView(r.value)) : r;
    },
  });

  return router;
}
