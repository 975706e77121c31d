/**
 * Wire shapes of the order calls after checkout: one order (GET /api/orders/getOrder) and the signed-in
 * customer's orders (spec checkout-and-account.md §7), as zod schemas with their inferred types (the
 * SPAs import the types with `import type`).
 *
 * Units on the wire (DESIGN.md §4): order `total`, `subtotal`, `discount`, `gst` and `donation` are
 * CENTS; line `productPrice` and `shippingFee` are DOLLARS.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/order-status.js';
import { SHIPPING_TYPES } from '../../../domain/shipping-types.js';

export const PAYMENT_TYPES = ['stripe', 'paypal'] as const;
export const paymentType = z.enum(PAYMENT_TYPES);
export const shippingType = z.enum(SHIPPING_TYPES);
export const orderStatus = z.enum(ORDER_STATUSES);

export const orderLine = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  /** Variant (size) name, '' for products without sizes. */
  productSize: z.string(),
  productImage: z.string(),
  productQuantity: z.number(),
  /** Unit price in DOLLARS. */
  productPrice: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** The coupon an order used: its code and amount (percent, or dollars when not `isPercent`). */
export const orderCoupon = z.object({ code: z.string(), amount: z.number(), isPercent: z.boolean() }).nullable();

export const order = z.object({
  _id: z.string(),
  /** Short order number, upper-case letters and digits. */
  orderid: z.string(),
  paymentType,
  /** A test order: paid through the built-in test gateway (no provider configured), no real payment taken. */
  testMode: z.boolean(),
  created_at: z.string(),
  /** CENTS. */
  total: z.number(),
  /** CENTS. */
  subtotal: z.number(),
  /** CENTS. */
  discount: z.number(),
  /** GST included in the total, CENTS. */
  gst: z.number(),
  /** Conservation donation of this order, CENTS. */
  donation: z.number(),
  /** DOLLARS. */
  shippingFee: z.number(),
  shippingType,
  orderStatus,
  shippingDate: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The coupon used (null without one). */
  coupon: orderCoupon,
  products: z.array(orderLine),
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
});
export type Order = z.infer<typeof order>;

/**
 * GET /api/orders/getOrder/{orderid} (orderid is the order number, any case). Allowed for the owner
 * (Bearer token), an administrator, or whoever sends the order's `X-Order-Access-Token` header.
 * 200 Order; 403 when signed in as someone else without the access token; 404 unknown order, or
 * a guest without the right access token.
 */
export const getOrderAnswer = order;
export type GetOrderResponse = Order;

export const profileOrderProduct = orderLine;
export type ProfileOrderProduct = z.infer<typeof profileOrderProduct>;

/** One of the caller's own orders, as the profile lists them. */
export const profileOrder = order.pick({
  _id: true,
  orderid: true,
  paymentType: true,
  testMode: true,
  created_at: true,
  total: true,
  orderStatus: true,
  shippingDate: true,
  trackingNumber: true,
  shippingFee: true,
  shippingType: true,
  coupon: true,
  products: true,
});
export type ProfileOrder = z.infer<typeof profileOrder>;

/** GET /api/orders/getProfileOrders/{userId}: the caller's own orders, newest first. */
export const profileOrdersAnswer = z.array(profileOrder);
export type ProfileOrdersResponse = z.infer<typeof profileOrdersAnswer>;
