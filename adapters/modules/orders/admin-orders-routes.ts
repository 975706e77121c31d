import express, { type Router } from 'express';
import { z } from 'zod';
import type { CancelOrderByAdmin, ConfirmShipment, DeleteOrder } from '../../../application/orders/admin-ports.js';
import type { makeExportOrders } from '../../../application/orders/export-orders.js';
import type { makeGetAdminOrder } from '../../../application/orders/get-admin-order.js';
import type { makeListAdminOrders } from '../../../application/orders/list-admin-orders.js';
import { MAX_TRACKING_NUMBER_LENGTH } from '../../../domain/order-status.js';
import { ok } from '../../../domain/result.js';
import { adminPage, adminRoute, idParams, listAnswer } from '../../http/admin-route.js';
import { fileAnswer } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { adminOrderAnswer, adminOrdersAnswer, successAnswer } from './admin-order-answers.js';
import { orderFilterParams, toOrderFilter } from './admin-order-params.js';
import { adminOrderRowView, adminOrderView } from './admin-order-views.js';
import { ordersCsv } from './orders-csv.js';

export interface AdminOrderRoutesDeps {
  registry: ApiRegistry;
  listAdminOrders: ReturnType<typeof makeListAdminOrders>;
  getAdminOrder: ReturnType<typeof makeGetAdminOrder>;
  confirmShipment: ConfirmShipment;
  deleteOrder: DeleteOrder;
  cancelOrder: CancelOrderByAdmin;
  exportOrders: ReturnType<typeof makeExportOrders>;
}

const TAG = 'Back office: orders';
const trackingNumber = z
  .string({ message: 'Please enter a tracking number.' })
  .trim()
  .min(1, 'Please enter a tracking number.')
  .max(MAX_TRACKING_NUMBER_LENGTH, `A tracking number has at most ${MAX_TRACKING_NUMBER_LENGTH} characters.`);
const ORDER_NOT_FOUND = 'No order has this id (or it was deleted): `{message}`';

/** The back office's order calls (admin-api.md "Orders"), and the accountant's CSV export. */
export function adminOrderRouter(d: AdminOrderRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getOrders/:page/:filter/:query/:orderStatus/:paymentType/:shippingType',
    summary: 'A page (20) of orders, newest or oldest first, filtered by status, payment and shipping type, searched by order number, e-mail, name or tracking number',
    tag: TAG,
    params: z.object({ page: adminPage, ...orderFilterParams }),
    responses: { 200: '`{orders, count, countCapped}`; a search counts at most 1,000 past the page start (`countCapped` then true: show 1,000+)', 400: 'A bad page or filter: `{field: message}`' },
    answer: adminOrdersAnswer,
    handler: async ({ params }) => {
      const r = await d.listAdminOrders({ page: params.page, filter: toOrderFilter(params) });
      return r.ok ? ok({ ...listAnswer('orders', r.value.rows.map(adminOrderRowView), r.value.count), countCapped: r.value.countCapped }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/exportOrders/:filter/:query/:orderStatus/:paymentType/:shippingType',
    summary: "The accountant's CSV of the filtered orders: one line per order line, with its GST, and the order's GST, donation and totals",
    tag: TAG,
    params: z.object(orderFilterParams),
    responses: { 200: '`text/csv` (orders.csv)', 400: 'A bad filter: `{field: message}`' },
    answer: fileAnswer('text/csv'),
    handler: async ({ params, res }) => {
      const r = await d.exportOrders({ filter: toOrderFilter(params) });
      if (!r.ok) return r;
      res.status(200).type('text/csv; charset=utf-8').attachment('orders.csv').send(ordersCsv(r.value));
      return ok(null);
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getSelectedOrder/:id',
    summary: 'One order with its buyer, their order count and other orders, and the customer-type badge',
    tag: TAG,
    params: idParams('Order id'),
    responses: { 200: 'The order', 400: '`{id}`', 404: ORDER_NOT_FOUND },
    answer: adminOrderAnswer,
    handler: async ({ params }) => {
      const r = await d.getAdminOrder({ id: params.id });
      return r.ok ? ok(adminOrderView(r.value)) : r;
    },
  });

  const answerOrder = async (id: string) => {
    const r = await d.getAdminOrder({ id });
    return r.ok ? ok(adminOrderView(r.value)) : r;
  };

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/updateDeliveryDate/:id',
    summary: 'Ships an order: status Confirmed, the tracking number (trimmed, upper-cased), shipping date now, and the shipping notice mailed to the buyer',
    tag: TAG,
    params: idParams('Order id'),
    body: z.object({ trackingNumber }),
    responses: {
      200: 'The updated order',
      400: '`{trackingNumber}` (empty or too long) or `{id}`',
      404: ORDER_NOT_FOUND,
      409: '`{trackingNumber}`: the order already has one; `{orderStatus}`: the order is cancelled',
    },
    answer: adminOrderAnswer,
    handler: async ({ params, body, actor }) => {
      const r = await d.confirmShipment({ actor, id: params.id, trackingNumber: body.trackingNumber });
      return r.ok ? answerOrder(params.id) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/deleteOrder/:id',
    summary: 'Deletes an order from sight (kept for the tax records and the audit log; stock untouched)',
    tag: TAG,
    params: idParams('Order id'),
    responses: { 200: '`{success: true}`', 400: '`{id}`', 404: ORDER_NOT_FOUND },
    answer: successAnswer,
    handler: async ({ params, actor }) => d.deleteOrder({ actor, id: params.id }),
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/cancelOrder/:id',
    summary: 'Cancels an order: stock and a one-time coupon restored once, the payment refunded through the gateway that took it, the buyer mailed',
    tag: TAG,
    params: idParams('Order id'),
    responses: { 200: 'The order, Cancelled', 400: '`{id}`', 404: ORDER_NOT_FOUND, 409: 'Already cancelled: `{message}`', 503: 'The refund could not be made now; nothing changed: `{message}`' },
    answer: adminOrderAnswer,
    handler: async ({ params, actor }) => {
      const r = await d.cancelOrder({ actor, id: params.id });
      return r.ok ? answerOrder(params.id) : r;
    },
  });

  return router;
}
