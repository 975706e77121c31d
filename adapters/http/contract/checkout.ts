/**
 * JSON shapes of the checkout calls (checkout-and-account.md §7): guest details, customer
 * verification, coupons, payments, orders, as zod schemas with their inferred types (the SPAs import
 * the types with `import type`).
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
import { z } from 'zod';
import { optionalRecordId, userRef } from '../id-schemas.js';
import { cartInput, optionalText } from '../schemas.js';
import { cartLine, cartWarning, type CartLine, type CartLineInput, type CartWarning } from './cart.js';
import { order } from './orders.js';

export type { CartLine, CartLineInput, CartWarning };

// ---- Step 1: guest details / customer verification ----

/** The checkout form's step 1, with the address fields spelt as the spec's calls spell them (the form's `address` and `postcode` are `streetAdress` and `zipCode`). */
export const checkoutDetailsFields = {
  email: optionalText('Email', 254),
  firstname: optionalText('First name', 100),
  lastname: optionalText('Last name', 100),
  phoneNumber: optionalText('Phone number', 30),
  streetAdress: optionalText('Address', 200),
  city: optionalText('City', 100),
  region: optionalText('Region', 100),
  zipCode: optionalText('Postcode', 20),
  country: optionalText('Country', 60),
  sendOffers: z.boolean({ message: 'sendOffers must be true or false.' }).optional(),
};

/** POST /api/guestUsers/guestUserData. `cart`: the local cart, stored as the guest's server cart (answer `sync: true`). */
export const guestUserDataBody = z.object({ ...checkoutDetailsFields, cart: cartInput.optional(), guestUser: z.boolean().optional() });
export type GuestUserDataRequest = z.input<typeof guestUserDataBody>;

export const guestUser = z.object({
  /** The guest id to keep (`userid` of the spec); send it as `userid` to the order calls. */
  _id: z.string(),
  userid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  sendOffers: z.boolean(),
  registeredUser: z.literal(false),
});
export type GuestUser = z.infer<typeof guestUser>;

/** 200; 400 `{email|firstname|lastname|phoneNumber|postcode|address|city|region|country: message}`. `sync`: the cart sent was stored on the server for this guest. */
export const guestUserDataAnswer = z.object({ sync: z.boolean(), user: guestUser });
export type GuestUserDataResponse = z.infer<typeof guestUserDataAnswer>;

/** POST /api/users/verifyUser (signed-in customer). `user` is the user id; `newAddress` true saves the address to the address book. */
export const verifyUserBody = z.object({ ...checkoutDetailsFields, user: userRef, newAddress: z.boolean({ message: 'newAddress must be true or false.' }).optional() });
export type VerifyUserRequest = z.input<typeof verifyUserBody>;

/**
 * 200; 400 errors keyed by field as for guestUserData; 401 without a token; 403 when `user` is someone
 * else. `newAddress`: a new address was saved; `token`: a fresh token (the address list changed), absent
 * when nothing changed.
 */
export const verifyUserAnswer = z.object({ newAddress: z.boolean(), token: z.string().optional() });
export type VerifyUserResponse = z.infer<typeof verifyUserAnswer>;

// ---- Step 2: coupon ----

/** POST /api/discounts/applyDiscount. With `cart` (and `country`) the minimum spend and categories are checked too. */
export const applyDiscountBody = z.object({
  coupon: z.string({ message: 'Please enter a coupon code.' }).trim().min(1, 'Please enter a coupon code.').max(64, 'Coupon code is too long.'),
  cart: cartInput.optional(),
  country: z.string().max(60, 'Country is not valid.').optional(),
});
export type ApplyDiscountRequest = z.input<typeof applyDiscountBody>;

/**
 * 200: the coupon record. 400 `{coupon: message}` when unknown, inactive, expired, used, not for these
 * products, or below the minimum spend ('Minimum spend of AU $50.00 is required. Otherwise discount won't be applied.').
 * `amount` is a percent (15 for 15 %) when `isPercent`, else dollars; `minimumSpend` dollars; `expireDate`
 * YYYY-MM-DD (the coupon no longer applies on that date); `discount`, present when `cart` was sent, is the
 * discount it gives that cart in CENTS.
 */
export const couponAnswer = z.object({
  _id: z.string(),
  code: z.string(),
  amount: z.number(),
  isPercent: z.boolean(),
  minimumSpend: z.number(),
  expireDate: z.string(),
  categories: z.array(z.string()),
  discount: z.number().optional(),
});
export type CouponRecord = z.infer<typeof couponAnswer>;

// ---- Step 3: payment ----

/** POST /api/payments/test/payment-methods (test mode only; 404 when any real provider is configured). The card is never stored or logged. */
export const testPaymentMethodBody = z.object({
  number: z.string({ message: 'Your card number is incomplete.' }).max(40, 'Your card number is invalid.'),
  expiry: z.string({ message: "Your card's expiration date is incomplete." }).max(10, "Your card's expiration date is invalid."),
  cvc: z.string({ message: "Your card's security code is incomplete." }).max(4, "Your card's security code is invalid."),
});
export type TestPaymentMethodRequest = z.input<typeof testPaymentMethodBody>;

/** `id`: send it as `paymentId` to receiveStripePayment. */
export const testPaymentMethodAnswer = z.object({ id: z.string() });
export type TestPaymentMethodResponse = z.infer<typeof testPaymentMethodAnswer>;

/**
 * GET /api/payments/config: the ways to pay the payment step offers. `test`: no provider is
 * configured, the built-in test gateway takes card, wallet and PayPal payments and no real payment is
 * taken (show 'Test mode — no real payment is taken' on every step). `live`: only the configured
 * providers — cards and the wallet with a `stripePublishableKey`, PayPal with a `paypalClientId`; the
 * other one is not offered and its calls answer 404. `stripeJsUrl` / `paypalSdkUrl`: where to load the
 * providers' scripts from (with a key or client id), else null.
 */
export const paymentConfigAnswer = z.object({
  mode: z.enum(['test', 'live']),
  stripePublishableKey: z.string().nullable(),
  paypalClientId: z.string().nullable(),
  stripeJsUrl: z.string().nullable(),
  paypalSdkUrl: z.string().nullable(),
  currency: z.enum(['aud']),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigAnswer>;

const text = (field: string, max = 200) => z.string({ message: `${field} is required.` }).max(max, `${field} is too long (at most ${max} characters).`);

/** A coupon code, or the coupon record from applyDiscount. */
const couponField = z
  .union([z.string().max(64, 'Coupon code is too long.'), z.object({ code: z.string().max(64, 'Coupon code is too long.') }).loose(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : v.code))
  .transform((v) => (v !== null && v.trim() === '' ? null : v));

const CHECKOUT_KEY = /^[A-Za-z0-9_:.-]{8,100}$/;
const CHECKOUT_KEY_RULE = 'Checkout key must be 8 to 100 letters, digits or - _ : .';

/**
 * Fields shared by the three order calls (order details are the checkout form's). Prices, fees and
 * totals a client sends are accepted and ignored. `shippingType`: the shipping option name
 * ('express-shipping') or shipping type ('expressShipping'). `message`: order notes. `userid`: the
 * signed-in user's id or the guest id (a signed-in user is taken from the token). `checkoutKey`: one
 * key per checkout attempt (e.g. a UUID made when the payment step opens, kept until it succeeds);
 * retrying with the same key returns the same order and never charges twice; the key stays with the
 * buyer and details it began with, and any other request with it answers 409. Optional: without it the
 * payment id serves as the key. Also accepted as the `Idempotency-Key` header.
 */
export const orderFields = {
  firstName: text('First name', 50),
  lastName: text('Last name', 50),
  email: text('Email', 254),
  address: text('Address'),
  city: text('City', 100),
  country: text('Country', 60),
  region: optionalText('Region', 100),
  postcode: optionalText('Postcode', 20),
  phoneNumber: optionalText('Phone number', 30),
  message: optionalText('Order notes', 2000),
  shippingType: z.string({ message: 'Please choose a shipping method.' }).min(1, 'Please choose a shipping method.').max(60, 'Shipping method is not valid.'),
  shippingFee: z.unknown().optional(),
  cart: cartInput.min(1, 'Your cart is empty.'),
  coupon: couponField,
  userid: optionalRecordId('User id'),
  goGreen: z.boolean({ message: 'goGreen must be true or false.' }).optional(),
  checkoutKey: z.string().regex(CHECKOUT_KEY, CHECKOUT_KEY_RULE).optional(),
};

/** POST /api/orders/receiveStripePayment and receivePaypalPayment: `paymentId` is the card payment method id, or the approved PayPal order id. */
export const paymentBody = z.object({ ...orderFields, paymentId: z.string({ message: 'Payment is required.' }).min(1, 'Payment is required.').max(255, 'Payment id is not valid.') });
export type ReceiveStripePaymentRequest = z.input<typeof paymentBody>;
export type ReceivePaypalPaymentRequest = ReceiveStripePaymentRequest;

/** POST /api/payments/paypal/orders: the order's details, without a payment yet. */
export const paypalOrderBody = paymentBody.omit({ paymentId: true });
export type PaypalOrderRequest = z.input<typeof paypalOrderBody>;

/** The PayPal order id made at the server's price: approve it with the PayPal button, then send it as `paymentId` to receivePaypalPayment. */
export const paypalOrderAnswer = z.object({ id: z.string() });

/**
 * POST /api/orders/expressCheckout: `token` is the wallet's payment method id. In test mode the
 * test wallet button sends `token: 'test_wallet'` (approves).
 */
export const expressBody = z.object({ ...orderFields, token: z.string({ message: 'Payment is required.' }).min(1, 'Payment is required.').max(255, 'Payment token is not valid.') });
export type ExpressCheckoutRequest = z.input<typeof expressBody>;

/**
 * POST /api/orders/confirmStripePayment, after the browser authenticated the payment. 200 PlacedOrder
 * (the same order however often it is called, also when the webhook placed it first); 400
 * `{checkoutKey|paymentIntentId: message}`; 402 `{cardError}` authentication failed or unfinished
 * (keep the cart, pay again); 404 `{message}` no such payment for this checkout; 409 `{stripeRefund,
 * dbCart?, warnings?}` refunded because the stock went meanwhile; 503 `{message}` retry.
 */
export const confirmStripeBody = z.object({
  checkoutKey: z.string({ message: 'Checkout key is required.' }).regex(CHECKOUT_KEY, CHECKOUT_KEY_RULE),
  paymentIntentId: z.string({ message: 'Payment intent id is required.' }).regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'Payment intent id is not valid.'),
});
export type ConfirmStripePaymentRequest = z.input<typeof confirmStripeBody>;

/**
 * 200 from the three order calls. Keep `accessToken` with the order in state: a guest sends it back
 * as the `X-Order-Access-Token` header to GET /api/orders/getOrder/{orderid}.
 */
export const placedOrderAnswer = order.extend({ accessToken: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderAnswer>;

/**
 * 200 from receiveStripePayment when the card needs 3-D Secure: no order yet. Live mode: run
 * Stripe.js `handleCardAction(clientSecret)`; test mode needs no browser step (the test gateway's
 * authentication card 4000 0027 6000 3184 answers this). Then POST /api/orders/confirmStripePayment
 * with `checkoutKey` (the one sent, or the one the server made) and `paymentIntentId`.
 */
export const stripePaymentRequiresAction = z.object({ requiresAction: z.literal(true), clientSecret: z.string(), checkoutKey: z.string(), paymentIntentId: z.string() });
export type StripePaymentRequiresAction = z.infer<typeof stripePaymentRequiresAction>;

/** The answer of receiveStripePayment: the order, or the authentication the card asks for. */
export const receiveStripePaymentAnswer = z.union([placedOrderAnswer, stripePaymentRequiresAction]);
export type ReceiveStripePaymentResponse = z.infer<typeof receiveStripePaymentAnswer>;

/** 200 from the provider webhooks: what the event did (`ignored`: not an event that places an order). */
export const webhookAnswer = z.object({ received: z.literal(true), outcome: z.enum(['ignored', 'unknown_attempt', 'already_fulfilled', 'fulfilled', 'refunded']) });
export type WebhookAnswer = z.infer<typeof webhookAnswer>;

/** 409 from the order calls when the cart changed (nothing was charged). */
export const cartChangedAnswer = z.object({ message: z.string(), dbCart: z.array(cartLine), warnings: z.array(cartWarning) });
export type CartChangedResponse = z.infer<typeof cartChangedAnswer>;

/** 409 from the order calls when the payment was refunded (stock sold out, one-time coupon used meanwhile); `dbCart` when the cart itself changed. */
export interface PaymentRefundedResponse {
  stripeRefund: string;
  dbCart?: CartLine[];
  warnings?: CartWarning[];
}

/** 402 from the order calls. */
export interface CardErrorResponse {
  cardError: string;
}
