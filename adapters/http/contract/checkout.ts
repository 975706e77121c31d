/**
 * JSON shapes of the checkout calls (checkout-and-account.md §7): guest details, customer
 * verification, coupons, payments, orders. Types only: the SPAs import them with `import type`.
 *
 * Units on the wire (DESIGN.md §4): order `total`, `subtotal`, `discount`, `gst` and `donation` are
 * CENTS; line `productPrice` and `shippingFee` are DOLLARS. Any price, fee, total or discount a
 * client sends is ignored: the server recomputes everything from the database.
 *
 * Failure answers (status → body):
 * - 400 `{field: message}` bad input (e.g. `{email: 'Required field'}`, `{coupon: '…'}`, `{shippingType: '…'}`).
 * - 402 `{cardError: message}` the card was declined ('Your card was declined.', insufficient funds…),
 *   or its 3-D Secure authentication failed.
 * - 409 `{message, dbCart, warnings}` stock or prices changed since the cart was built: replace the
 *   cart with `dbCart`, show `warnings`, reset the continue/pay button. Nothing was charged.
 * - 409 `{stripeRefund: message, dbCart, warnings}` the payment went through but the stock was gone
 *   in the meantime: the payment has been refunded (or voided); show the message under the card fields.
 * - 403/404 `{message}` getOrder for someone else's order / an unknown order.
 * - 404 `{message}` a payment call of a provider the shop does not take ('PayPal payments are not
 *   available in this shop.').
 * - 409 `{message}` the checkoutKey (or PayPal order id) belongs to another checkout: nothing of it
 *   is shown. Reload and pay again with a new key.
 * - 429 `{message}` too many payment attempts, coupon checks or guest records; wait `Retry-After` seconds.
 * - 503 `{message}` the payment provider did not answer; nothing was charged twice, retrying with the
 *   same `checkoutKey` is safe.
 */
import type { CartLine, CartLineInput, CartWarning } from './cart.js';
import type { Order } from './orders.js';

export type { CartLine, CartLineInput, CartWarning };

// ---- Step 1: guest details / customer verification ----

/** POST /api/guestUsers/guestUserData. The checkout form's `address` and `postcode` are sent as `streetAdress` and `zipCode`. */
export interface GuestUserDataRequest {
  email: string;
  firstname: string;
  lastname: string;
  sendOffers?: boolean;
  zipCode: string;
  /** The local cart; stored as the guest's server cart (answer `sync: true`). */
  cart?: CartLineInput[];
  guestUser?: boolean;
  streetAdress: string;
  city: string;
  region?: string;
  country: string;
  phoneNumber: string;
}

export interface GuestUser {
  /** The guest id to keep (`userid` of the spec); send it as `userid` to the order calls. */
  _id: string;
  userid: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  sendOffers: boolean;
  registeredUser: false;
}

/** 200; 400 `{email|firstname|lastname|phoneNumber|postcode|address|city|region|country: message}`. */
export interface GuestUserDataResponse {
  /** True when the cart sent was stored on the server for this guest. */
  sync: boolean;
  user: GuestUser;
}

/** POST /api/users/verifyUser (signed-in customer). `user` is the user id; `newAddress` true saves the address to the address book. */
export interface VerifyUserRequest {
  user: string;
  zipCode: string;
  streetAdress: string;
  city: string;
  email: string;
  firstname: string;
  lastname: string;
  country: string;
  region?: string;
  newAddress?: boolean;
  phoneNumber: string;
  sendOffers?: boolean;
}

/** 200; 400 errors keyed by field as for guestUserData; 401 without a token; 403 when `user` is someone else. */
export interface VerifyUserResponse {
  /** True when a new address was saved. */
  newAddress: boolean;
  /** A fresh token (the address list changed); absent when nothing changed. */
  token?: string;
}

// ---- Step 2: coupon ----

/** POST /api/discounts/applyDiscount. With `cart` (and `country`) the minimum spend and categories are checked too. */
export interface ApplyDiscountRequest {
  coupon: string;
  cart?: CartLineInput[];
  country?: string;
}

/**
 * 200: the coupon record. 400 `{coupon: message}` when unknown, inactive, expired, used, not for these
 * products, or below the minimum spend ('Minimum spend of AU $50.00 is required. Otherwise discount won't be applied.').
 */
export interface CouponRecord {
  _id: string;
  code: string;
  /** Percent (e.g. 15 for 15 %) when `isPercent`, else dollars. */
  amount: number;
  isPercent: boolean;
  /** Dollars. */
  minimumSpend: number;
  /** YYYY-MM-DD; the coupon no longer applies on that date. */
  expireDate: string;
  categories: string[];
  /** Present when `cart` was sent: the discount it gives that cart, in CENTS. */
  discount?: number;
}

// ---- Step 3: payment ----

/** POST /api/payments/test/payment-methods (test mode only; 404 when any real provider is configured). */
export interface TestPaymentMethodRequest {
  /** Card number, spaces allowed. Never stored or logged. */
  number: string;
  /** MM/YY or MM / YY. */
  expiry: string;
  cvc: string;
}

export interface TestPaymentMethodResponse {
  /** Send as `paymentId` to receiveStripePayment. */
  id: string;
}

/**
 * GET /api/payments/config: the ways to pay the payment step offers. `test`: no provider is
 * configured, the built-in test gateway takes card, wallet and PayPal payments and no real payment is
 * taken (show 'Test mode — no real payment is taken' on every step). `live`: only the configured
 * providers — cards and the wallet with a `stripePublishableKey`, PayPal with a `paypalClientId`; the
 * other one is not offered and its calls answer 404.
 */
export interface PaymentConfigResponse {
  mode: 'test' | 'live';
  stripePublishableKey: string | null;
  paypalClientId: string | null;
  /** Where to load Stripe.js from (with a publishable key), else null. */
  stripeJsUrl: string | null;
  /** Where to load the PayPal JS SDK from (with a client id; add `client-id` and `currency`), else null. */
  paypalSdkUrl: string | null;
  currency: 'aud';
}

/** Fields common to the three order calls (order details are the checkout form's). */
interface OrderRequestBase {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  country: string;
  region?: string;
  postcode?: string;
  phoneNumber?: string;
  /** Order notes. */
  message?: string;
  /** The shipping option name ('express-shipping') or shipping type ('expressShipping'). */
  shippingType: string;
  /** Ignored: the fee is recomputed. */
  shippingFee?: number;
  cart: CartLineInput[];
  /** A coupon code, or the coupon record from applyDiscount. */
  coupon?: string | { code: string } | null;
  /** The signed-in user's id or the guest id (a signed-in user is taken from the token). */
  userid?: string | null;
  goGreen?: boolean;
  /**
   * One key per checkout attempt (e.g. a UUID made when the payment step opens, kept until it
   * succeeds). Retrying the same checkout with the same key returns the same order and never charges
   * twice; the key stays with the buyer and details it began with, and any other request with it
   * answers 409. Optional: without it the payment id serves as the key. Also accepted as the
   * `Idempotency-Key` header.
   */
  checkoutKey?: string;
}

/** POST /api/orders/receiveStripePayment: `paymentId` is the card payment method id (test gateway or Stripe). */
export interface ReceiveStripePaymentRequest extends OrderRequestBase {
  paymentId: string;
}

/**
 * 200 from receiveStripePayment when the card needs 3-D Secure: no order yet. Live mode: run
 * Stripe.js `handleCardAction(clientSecret)`; test mode needs no browser step (the test gateway's
 * authentication card 4000 0027 6000 3184 answers this). Then POST /api/orders/confirmStripePayment.
 */
export interface StripePaymentRequiresAction {
  requiresAction: true;
  clientSecret: string;
  /** The checkout attempt's key (the one sent, or the one the server made). */
  checkoutKey: string;
  paymentIntentId: string;
}

/** The answer of receiveStripePayment: the order, or the authentication the card asks for. */
export type ReceiveStripePaymentResponse = PlacedOrder | StripePaymentRequiresAction;

/**
 * POST /api/orders/confirmStripePayment, after the browser authenticated the payment. 200 PlacedOrder
 * (the same order however often it is called, also when the webhook placed it first); 400
 * `{checkoutKey|paymentIntentId: message}`; 402 `{cardError}` authentication failed or unfinished
 * (keep the cart, pay again); 404 `{message}` no such payment for this checkout; 409 `{stripeRefund,
 * dbCart?, warnings?}` refunded because the stock went meanwhile; 503 `{message}` retry.
 */
export interface ConfirmStripePaymentRequest {
  checkoutKey: string;
  paymentIntentId: string;
}

/**
 * POST /api/orders/receivePaypalPayment: `paymentId` is the PayPal order id the buyer approved (made by
 * POST /api/payments/paypal/orders at the server's price); the server captures it.
 */
export type ReceivePaypalPaymentRequest = ReceiveStripePaymentRequest;

/**
 * POST /api/orders/expressCheckout: `token` is the wallet's payment method id. In test mode the
 * test wallet button sends `token: 'test_wallet'` (approves). Test PayPal: POST /api/payments/paypal/orders
 * with the order body (no paymentId) answers `{id}`; send it as `paymentId` to receivePaypalPayment.
 */
export interface ExpressCheckoutRequest extends OrderRequestBase {
  token: string;
}

/**
 * 200 from the three order calls. Keep `accessToken` with the order in state: a guest sends it back
 * as the `X-Order-Access-Token` header to GET /api/orders/getOrder/{orderid}.
 */
export interface PlacedOrder extends Order {
  accessToken: string;
}

/** 409 from the order calls when the cart changed (nothing was charged). */
export interface CartChangedResponse {
  message: string;
  dbCart: CartLine[];
  warnings: CartWarning[];
}

/** 409 from the order calls when the payment was refunded (stock sold out, one-time coupon used meanwhile). */
export interface PaymentRefundedResponse {
  stripeRefund: string;
  /** Present when the cart itself changed: replace the cart with it. */
  dbCart?: CartLine[];
  warnings?: CartWarning[];
}

/** 402 from the order calls. */
export interface CardErrorResponse {
  cardError: string;
}
