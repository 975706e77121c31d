import express, { type Request, type RequestHandler, type Router } from 'express';
import type { makeConfirmAuthenticatedPayment } from '../../../application/checkout/confirm-authenticated-payment.js';
import { needsAuthentication, type makePayForOrder, type PaymentOutcome } from '../../../application/checkout/pay-for-order.js';
import { paypalCheckoutKey } from '../../../application/checkout/payment-gateways.js';
import { fail, ok, type Result } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import type { PlacedOrder, StripePaymentRequiresAction } from '../../http/contract/checkout.js';
import { placedOrderView, shapeFailure, toCheckoutRequest } from './order-placement-schemas.js';
import { confirmStripeBody, expressBody, paymentBody, placedOrderAnswer, receiveStripePaymentAnswer } from '../../http/contract/checkout.js';

export interface OrderPlacementRoutesDeps {
  registry: ApiRegistry;
  /** Rate limit of payment attempts (all payment calls share it). */
  limitPayments: RequestHandler;
  payForOrder: ReturnType<typeof makePayForOrder>;
  confirmAuthenticatedPayment: ReturnType<typeof makeConfirmAuthenticatedPayment>;
}

const TAG = 'Orders';

const RESPONSES = {
  200: 'The order (totals in cents, line prices and shipping fee in dollars, testMode true for a test order) with its accessToken',
  400: '{field: message} bad input (details, shippingType, coupon, cart)',
  402: '{cardError: message} the payment was declined',
  403: '{message} an anonymous order named a registered user as userid (only a guest record or the signed-in caller may be named)',
  404: '{message} the shop does not take this payment type (its provider is not configured)',
  409: '{message, dbCart, warnings} stock or prices changed (nothing charged); or {stripeRefund, dbCart?, warnings?} paid but sold out meanwhile: refunded; or {message} the checkoutKey belongs to another checkout (nothing about it is shown)',
  429: '{message} too many payment attempts from this address or e-mail; see Retry-After',
  503: '{message} the payment provider did not answer; retrying with the same checkoutKey is safe',
};

const CARD_RESPONSES = {
  ...RESPONSES,
  200: `${RESPONSES[200]}; or {requiresAction: true, clientSecret, checkoutKey, paymentIntentId} when the card needs 3-D Secure: authenticate with Stripe.js handleCardAction(clientSecret), then POST confirmStripePayment`,
};

const NEEDS_CARD = 'This payment needs the cardholder to authenticate it. Please pay by card instead.';

/** The placed order, or what the browser needs to authenticate the card (card payments only). */
function orderOrAction(r: Result<PaymentOutcome>): Result<PlacedOrder | StripePaymentRequiresAction> {
  if (!r.ok) return shapeFailure(r);
  const v = r.value;
  return ok(needsAuthentication(v) ? { requiresAction: true, clientSecret: v.clientSecret, checkoutKey: v.checkoutKey, paymentIntentId: v.paymentId } : placedOrderView(v));
}

/** Wallet and PayPal payments have no page to authenticate in: a payment that asks for it is declined. */
function orderOnly(r: Result<PaymentOutcome>): Result<PlacedOrder> {
  if (!r.ok) return shapeFailure(r);
  return needsAuthentication(r.value) ? shapeFailure(fail('payment_declined', NEEDS_CARD, { reason: 'needs_authentication' })) : ok(placedOrderView(r.value));
}

const KEY_DOC =
  'Every price, fee, discount and total is recomputed from the database; those sent are ignored. A retry with the same checkoutKey (body or Idempotency-Key header) returns the same order and charges once.';

const idempotencyKey = (req: Request, body: { checkoutKey?: string | undefined }): string | null => {
  const header = req.headers['idempotency-key'];
  const fromHeader = typeof header === 'string' && /^[A-Za-z0-9_:.-]{8,100}$/.test(header) ? header : undefined;
  return body.checkoutKey ?? fromHeader ?? null;
};

export function orderPlacementRouter(d: OrderPlacementRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/orders/receiveStripePayment',
    summary: 'Pay by card (paymentId: payment method id) and place the order',
    description: `${KEY_DOC} A card that needs 3-D Secure answers requiresAction (no order yet); in test mode the card 4000 0027 6000 3184 does.`,
    tag: TAG,
    auth: 'public',
    before: [d.limitPayments],
    body: paymentBody,
    answer: receiveStripePaymentAnswer,
    responses: CARD_RESPONSES,
    handler: async ({ body, req }) =>
      orderOrAction(
        await d.payForOrder({ paymentType: 'stripe', paymentMethodId: body.paymentId, checkoutKey: idempotencyKey(req, body), request: toCheckoutRequest(body, req.user?.userId ?? null, false) }),
      ),
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/orders/confirmStripePayment',
    summary: 'After 3-D Secure in the browser: confirm the card payment (checkoutKey and paymentIntentId from requiresAction) and place the order',
    description:
      'The payment is read from the provider; when it went through the order is placed as receiveStripePayment would. Repeating the call, or the provider’s webhook arriving first, returns the same order and never charges twice.',
    tag: TAG,
    auth: 'public',
    before: [d.limitPayments],
    body: confirmStripeBody,
    answer: placedOrderAnswer,
    responses: {
      200: RESPONSES[200],
      400: '{checkoutKey|paymentIntentId: message} bad input',
      402: '{cardError: message} the authentication failed or is not finished; nothing was charged',
      404: '{message} no such payment for this checkout, or the shop does not take cards',
      409: '{stripeRefund, dbCart?, warnings?} paid but sold out meanwhile: refunded',
      429: RESPONSES[429],
      503: RESPONSES[503],
    },
    handler: async ({ body }) => {
      const r = await d.confirmAuthenticatedPayment({ checkoutKey: body.checkoutKey, paymentIntentId: body.paymentIntentId });
      return r.ok ? ok(placedOrderView(r.value)) : shapeFailure(r);
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/orders/receivePaypalPayment',
    summary: 'Capture an approved PayPal order (paymentId: PayPal order id) and place the order',
    description: `${KEY_DOC} The PayPal order id itself is the checkout key.`,
    tag: TAG,
    auth: 'public',
    before: [d.limitPayments],
    body: paymentBody,
    answer: placedOrderAnswer,
    responses: RESPONSES,
    handler: async ({ body, req }) => {
      // One PayPal order is one checkout: its id keys the attempt, so the webhook and a retry find it.
      return orderOnly(
        await d.payForOrder({
          paymentType: 'paypal',
          paymentMethodId: body.paymentId,
          checkoutKey: paypalCheckoutKey(body.paymentId),
          request: toCheckoutRequest(body, req.user?.userId ?? null, false),
        }),
      );
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/orders/expressCheckout',
    summary: 'Pay with the express wallet (token: wallet payment method id) and place the order',
    description: `${KEY_DOC} Shipping follows the wallet's options (shippingType: free-express-shipping, standard-shipping, express-shipping, international-shipping or their shipping types).`,
    tag: TAG,
    auth: 'public',
    before: [d.limitPayments],
    body: expressBody,
    answer: placedOrderAnswer,
    responses: RESPONSES,
    handler: async ({ body, req }) => {
      return orderOnly(
        await d.payForOrder({ paymentType: 'stripe', paymentMethodId: body.token, checkoutKey: idempotencyKey(req, body), request: toCheckoutRequest(body, req.user?.userId ?? null, true) }),
      );
    },
  });
  return router;
}
