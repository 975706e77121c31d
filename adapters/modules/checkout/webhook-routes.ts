import express, { type Router } from 'express';
import type Stripe from 'stripe';
import type { makeFulfilPaidCheckout } from '../../../application/checkout/fulfil-paid-checkout.js';
import { paypalCheckoutKey } from '../../../application/checkout/payment-gateways.js';
import { fail, invalid, ok } from '../../../domain/result.js';
import { readPaypalWebhook, type PaypalWebhookOptions } from '../../platform/payments/paypal-webhook.js';
import { readStripeWebhook } from '../../platform/payments/stripe-gateway.js';
import { apiRoute } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { webhookAnswer } from '../../http/contract/checkout.js';

export interface WebhookRoutesDeps {
  registry: ApiRegistry;
  stripe: { client: Stripe; webhookSecret: string } | null;
  paypal: PaypalWebhookOptions | null;
  fulfilPaidCheckout: ReturnType<typeof makeFulfilPaidCheckout>;
}

const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
const NOT_GENUINE = invalid({ signature: 'The webhook signature does not match.' }, 'not_genuine');

/**
 * Provider webhooks (raw bodies, see app.ts). A succeeded payment becomes an order even when the
 * shopper's browser never came back; repeated and out-of-order events change nothing more.
 */
export function webhooksRouter(d: WebhookRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/webhooks/stripe',
    summary: 'Stripe events (signature checked on the raw body); payment_intent.succeeded places the order',
    tag: 'Webhooks',
    auth: 'public',
    answer: webhookAnswer,
    responses: { 200: '{received: true, outcome}', 400: 'Signature does not match', 404: 'Stripe is not configured' },
    handler: async ({ req }) => {
      if (!d.stripe) return fail('not_found', 'Stripe is not configured.');
      const event = readStripeWebhook(d.stripe.client, rawBody(req.body), req.headers['stripe-signature'] as string | undefined, d.stripe.webhookSecret);
      if (!event) return NOT_GENUINE;
      if (event.type !== 'payment_intent.succeeded' || !event.checkoutKey || !event.paymentIntentId) return ok({ received: true, outcome: 'ignored' });
      const r = await d.fulfilPaidCheckout({ provider: 'stripe', checkoutKey: event.checkoutKey, paymentId: event.paymentIntentId, amountCents: event.amountCents });
      return r.ok ? ok({ received: true, outcome: r.value }) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/webhooks/paypal',
    summary: 'PayPal events (verified with PayPal); PAYMENT.CAPTURE.COMPLETED places the order',
    tag: 'Webhooks',
    auth: 'public',
    answer: webhookAnswer,
    responses: { 200: '{received: true, outcome}', 400: 'Not verified', 404: 'PayPal is not configured' },
    handler: async ({ req }) => {
      if (!d.paypal) return fail('not_found', 'PayPal is not configured.');
      const event = await readPaypalWebhook(d.paypal, rawBody(req.body), req.headers);
      if (!event) return NOT_GENUINE;
      if (event.eventType !== 'PAYMENT.CAPTURE.COMPLETED' || !event.orderId || !event.captureId) return ok({ received: true, outcome: 'ignored' });
      const r = await d.fulfilPaidCheckout({ provider: 'paypal', checkoutKey: paypalCheckoutKey(event.orderId), paymentId: event.captureId, amountCents: event.amountCents });
      return r.ok ? ok({ received: true, outcome: r.value }) : r;
    },
  });
  return router;
}
