import Stripe from 'stripe';
import type { ChargeOutcome, ChargeRequest, PaymentGateway } from '../../application/ports/payment-gateway.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Tests point the SDK at a local fake of the Stripe API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  timeoutMs?: number;
}

export const STRIPE_UNAVAILABLE = 'The card payment service did not answer. You have not been charged twice; please try again.';

export function createStripeClient(options: StripeGatewayOptions): Stripe {
  return new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: 2,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });
}

/**
 * Card and wallet payments through Stripe PaymentIntents, created and confirmed in one call with
 * the attempt's idempotency key (the SDK's retries reuse it, so a network retry never charges twice).
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  constructor(private readonly stripe: Stripe) {}

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.paymentMethodId,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
      // The webhook turns a payment that is still processing into an order once it succeeds.
      if (intent.status === 'processing') return { status: 'unavailable', message: 'Your payment is still being processed. We will e-mail your confirmation as soon as it is through.' };
      return { status: 'declined', message: intent.last_payment_error?.message ?? 'Your card could not be charged. Please try another card.' };
    } catch (e) {
      if (e instanceof Stripe.errors.StripeCardError) return { status: 'declined', message: e.message };
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'payment_intent_authentication_failure') return { status: 'declined', message: e.message };
      return { status: 'unavailable', message: STRIPE_UNAVAILABLE };
    }
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
  }
}

export interface StripeWebhookEvent {
  type: string;
  paymentIntentId: string | null;
  checkoutKey: string | null;
  amountCents: number | null;
}

/** Verifies the Stripe-Signature header against the raw body; null when it does not match. */
export function readStripeWebhook(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): StripeWebhookEvent | null {
  if (!signature) return null;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string>; amount_received?: number };
  const isIntent = object.object === 'payment_intent';
  return {
    type: event.type,
    paymentIntentId: isIntent ? (object.id ?? null) : null,
    checkoutKey: isIntent ? (object.metadata?.checkoutKey ?? null) : null,
    amountCents: isIntent && typeof object.amount_received === 'number' ? object.amount_received : null,
  };
}
