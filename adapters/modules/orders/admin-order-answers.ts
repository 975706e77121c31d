import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/order-status.js';
import { SHIPPING_TYPES } from '../../../domain/shipping-types.js';

// The back office's order answers as sent on the wire (admin-api.md "Orders"), for `answer:`.

const instant = z.string().describe('ISO 8601 instant');
const status = z.enum(ORDER_STATUSES);
const shipping = z.enum(SHIPPING_TYPES);
const payment = z.enum(['stripe', 'paypal']);

export const adminOrderRowAnswer = z.object({
  _id: z.string(),
  orderid: z.string(),
  created_at: instant,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  total: z.number().int().describe('cents'),
  shippingType: shipping,
  paymentType: payment,
  orderStatus: status,
  trackingNumber: z.string().nullable(),
  testMode: z.boolean(),
});

export const adminOrdersAnswer = z.object({ orders: z.array(adminOrderRowAnswer), count: z.number().int(), countCapped: z.boolean() });

const line = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  productSize: z.string(),
  productImage: z.string(),
  productQuantity: z.number().int(),
  productPrice: z.number().describe('dollars'),
});

export const adminOrderAnswer = z.object({
  _id: z.string(),
  orderid: z.string(),
  paymentType: payment,
  testMode: z.boolean(),
  created_at: instant,
  total: z.number().int().describe('cents'),
  subtotal: z.number().int(),
  discount: z.number().int(),
  gst: z.number().int(),
  donation: z.number().int(),
  shippingFee: z.number().describe('dollars'),
  shippingType: shipping,
  orderStatus: status,
  shippingDate: instant.nullable(),
  trackingNumber: z.string().nullable(),
  coupon: z.object({ code: z.string(), amount: z.number(), isPercent: z.boolean() }).nullable(),
  products: z.array(line),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  goGreen: z.boolean(),
  userId: z.string().nullable(),
  refundedAt: instant.nullable(),
  user: z
    .object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      orderCount: z.number().int(),
      orders: z.array(adminOrderRowAnswer.pick({ _id: true, orderid: true, created_at: true, total: true, shippingType: true, paymentType: true, orderStatus: true })),
    })
    .nullable(),
  customerType: z.enum(['New Customer', 'Returning Customer', 'Loyal Customer', 'Not Enough Data']),
});

export const successAnswer = z.object({ success: z.literal(true) });
