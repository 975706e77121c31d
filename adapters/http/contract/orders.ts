/**
 * JSON shapes of the order calls after checkout: one order (GET /api/orders/getOrder) and the signed-in
 * customer's orders (spec checkout-and-account.md §7). Types only: the SPAs import them with `import type`.
 *
 * Units on the wire (DESIGN.md §4): order `total`, `subtotal`, `discount`, `gst` and `donation` are
 * CENTS; line `productPrice` and `shippingFee` are DOLLARS.
 */

export interface OrderLine {
  productId: string | null;
  productName: string;
  /** Variant (size) name, '' for products without sizes. */
  productSize: string;
  productImage: string;
  productQuantity: number;
  /** Unit price in DOLLARS. */
  productPrice: number;
}

export interface Order {
  _id: string;
  /** Short order number, upper-case letters and digits. */
  orderid: string;
  paymentType: 'stripe' | 'paypal';
  /** A test order: paid through the built-in test gateway (no provider configured), no real payment taken. */
  testMode: boolean;
  created_at: string;
  /** CENTS. */
  total: number;
  /** CENTS. */
  subtotal: number;
  /** CENTS. */
  discount: number;
  /** GST included in the total, CENTS. */
  gst: number;
  /** Conservation donation of this order, CENTS. */
  donation: number;
  /** DOLLARS. */
  shippingFee: number;
  shippingType: 'standardShipping' | 'freeExpressShipping' | 'expressShipping' | 'internationalShipping';
  orderStatus: 'Processing' | 'Confirmed' | 'Cancelled';
  shippingDate: string | null;
  trackingNumber: string | null;
  /** The coupon used (null without one). */
  coupon: { code: string; amount: number; isPercent: boolean } | null;
  products: OrderLine[];
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  phoneNumber: string;
  message: string;
  goGreen: boolean;
  userId: string | null;
}

/**
 * GET /api/orders/getOrder/{orderid} (orderid is the order number, any case). Allowed for the owner
 * (Bearer token), an administrator, or whoever sends the order's `X-Order-Access-Token` header.
 * 200 Order; 403 when signed in as someone else without the access token; 404 unknown order, or
 * a guest without the right access token.
 */
export type GetOrderResponse = Order;

export interface ProfileOrderProduct {
  productId: string | null;
  productName: string;
  productImage: string;
  productSize: string;
  productQuantity: number;
  /** Dollars. */
  productPrice: number;
}

/** GET /api/orders/getProfileOrders/{userId}: the caller's own orders, newest first. */
export interface ProfileOrder {
  _id: string;
  orderid: string;
  paymentType: string;
  /** A test order (the shop was in test mode): no real payment was taken. */
  testMode: boolean;
  /** ISO 8601 instant. */
  created_at: string;
  /** Cents. */
  total: number;
  orderStatus: string;
  shippingDate: string | null;
  trackingNumber: string | null;
  /** Dollars. */
  shippingFee: number;
  shippingType: string;
  coupon: { code: string; amount: number; isPercent: boolean } | null;
  products: ProfileOrderProduct[];
}
export type ProfileOrdersResponse = ProfileOrder[];
