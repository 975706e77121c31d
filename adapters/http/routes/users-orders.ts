import express, { type Router } from 'express';
import { z } from 'zod';
import type { ProfileOrder } from '../contract/accounts.js';
import type { ProfileOrderView } from '../../../application/ports/profile-order-reader.js';
import type { Result } from '../../../application/result.js';
import { centsToDollars } from '../../../domain/money.js';
import { apiRoute } from '../api-route.js';
import { requireUser } from '../auth.js';
import type { ApiRegistry } from '../openapi.js';
import { recordId } from './id-schemas.js';

export interface ProfileOrderRouteDeps {
  registry: ApiRegistry;
  listProfileOrders(input: { userId: string; callerId: string }): Promise<Result<ProfileOrderView[]>>;
}

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

/** The signed-in customer's own orders, for the dashboard. */
export function profileOrderRoutes(deps: ProfileOrderRouteDeps): Router {
  const router = express.Router();
  apiRoute(router, deps.registry, {
    method: 'get',
    path: '/api/orders/getProfileOrders/:userId',
    summary: "The signed-in customer's orders, newest first",
    tag: 'Accounts',
    auth: 'customer',
    before: [requireUser],
    params: z.object({ userId: recordId('User id') }),
    responses: { 200: 'List of orders', 400: 'Malformed user id', 401: 'Not signed in', 403: "Another user's orders" },
    handler: async ({ params, req }) => {
      const r = await deps.listProfileOrders({ userId: params.userId, callerId: req.user?.userId ?? '' });
      return r.ok ? { ok: true, value: r.value.map(toProfileOrder) } : r;
    },
  });
  return router;
}
