import express, { type RequestHandler, type Router } from 'express';
import type { makeCreatePaypalOrder } from '../../../application/checkout/create-paypal-order.js';
import type { makeCreateTestPaymentMethod } from '../../../application/checkout/create-test-payment-method.js';
import { ok } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { PaymentConfigResponse } from '../../http/contract/checkout.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { shapeFailure, toCheckoutRequest } from './order-placement-schemas.js';
import { paymentConfigAnswer, paypalOrderAnswer, paypalOrderBody, testPaymentMethodAnswer, testPaymentMethodBody } from '../../http/contract/checkout.js';

export interface PaymentRoutesDeps {
  registry: ApiRegistry;
  config: PaymentConfigResponse;
  /** Rate limit of payment attempts (shared with the order calls). */
  limitPayments: RequestHandler;
  createTestPaymentMethod: ReturnType<typeof makeCreateTestPaymentMethod>;
  createPaypalOrder: ReturnType<typeof makeCreatePaypalOrder>;
}

export function paymentsRouter(d: PaymentRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/payments/config',
    summary: 'Which ways to pay the payment step offers: test mode (no provider configured, the built-in test gateway, no real payment) or live with the configured providers only',
    tag: 'Payments',
    auth: 'public',
    answer: paymentConfigAnswer,
    responses: {
      200: '{mode, stripePublishableKey, paypalClientId, stripeJsUrl, paypalSdkUrl, currency}: mode test offers the test card, wallet and PayPal buttons; mode live offers cards only with a stripePublishableKey and PayPal only with a paypalClientId',
    },
    handler: async () => ok(d.config),
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/payments/test/payment-methods',
    summary:
      'Test mode: turn a test card into a payment method id (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 needs 3-D Secure authentication)',
    description: 'The card number is checked and forgotten: it is never stored or logged. 404 unless the shop is in test mode (no provider configured).',
    tag: 'Payments',
    auth: 'public',
    body: testPaymentMethodBody,
    answer: testPaymentMethodAnswer,
    responses: { 200: '{id}', 400: '{number|expiry|cvc: message}', 404: 'Not in test mode' },
    handler: async ({ body }) => d.createTestPaymentMethod(body),
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/payments/paypal/orders',
    summary: 'Create the PayPal order for this checkout at the server’s price; approve it with the PayPal button, then send its id to receivePaypalPayment',
    tag: 'Payments',
    auth: 'public',
    before: [d.limitPayments],
    body: paypalOrderBody,
    answer: paypalOrderAnswer,
    responses: {
      200: '{id} the PayPal order id',
      400: '{field: message}',
      404: 'The shop does not take PayPal (not configured)',
      409: '{message, dbCart, warnings}',
      429: 'Too many payment attempts; see Retry-After',
      503: 'PayPal did not answer',
    },
    handler: async ({ body, req }) => shapeFailure(await d.createPaypalOrder(toCheckoutRequest(body, req.user?.userId ?? null, false))),
  });
  return router;
}
