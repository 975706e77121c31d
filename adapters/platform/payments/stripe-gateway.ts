import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { ChargeOutcome, ChargeRequest, PaymentConfirmations, PaymentGateway, PaymentState } from '../../../application/platform/payment-gateway.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Tests point the SDK at a local fake of the Stripe API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  timeoutMs?: number;
}

export const STRIPE_UNAVAILABLE = 'The card payment service did not answer. You have not been charged twice; please try again.';
const PROCESSING = 'Your payment is still being processed. We will e-mail your confirmation as soon as it is through.';
const NOT_CHARGED = 'Your card could not be charged. Please try another card.';
const AUTHENTICATE = 'Please complete the authentication of your payment.';

const require = createRequire(import.meta.url);
/** The SDK, loaded on first use: a shop without Stripe keys never loads it (some 8 MB of the process's memory). */
const stripeSdk = (): typeof Stripe => require('stripe') as typeof Stripe;

export function createStripeClient(options: StripeGatewayOptions): Stripe {
  const StripeClient = stripeSdk();
  return new StripeClient(options.secretKey, {
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: 2,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });
}

/**
 * Card and wallet payments through Stripe PaymentIntents, created and confirmed in one call with
 * the attempt's idempotency key (the SDK's retries reuse it, so a network retry never charges twice).
 * A card that needs 3-D Secure answers the intent's client secret; the browser authenticates with
 * Stripe.js and the server then reads (and, if Stripe waits for it, confirms) the intent.
 */
export class StripePaymentGateway implements PaymentGateway, PaymentConfirmations {
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
          // Lets Stripe.js's handleCardAction take the shopper through 3-D Secure in the page.
          use_stripe_sdk: true,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
      // The webhook turns a payment that is still processing into an order once it succeeds.
      if (intent.status === 'processing') return { status: 'unavailable', message: PROCESSING };
      if ((intent.status === 'requires_action' || (intent.status as string) === 'requires_source_action') && intent.client_secret) {
        return { status: 'requires_action', paymentId: intent.id, clientSecret: intent.client_secret };
      }
      return { status: 'declined', message: intent.last_payment_error?.message ?? NOT_CHARGED };
    } catch (e) {
      if (e instanceof stripeSdk().errors.StripeCardError) return { status: 'declined', message: e.message };
      if (e instanceof stripeSdk().errors.StripeInvalidRequestError && e.code === 'payment_intent_authentication_failure') return { status: 'declined', message: e.message };
      return { status: 'unavailable', message: STRIPE_UNAVAILABLE };
    }
  }

  async retrieve(paymentId: string): Promise<PaymentState> {
    try {
      let intent = await this.stripe.paymentIntents.retrieve(paymentId);
      // Manual confirmation: after the browser's authentication the server confirms the intent, once.
      if (intent.status === 'requires_confirmation') intent = await this.stripe.paymentIntents.confirm(paymentId, {}, { idempotencyKey: `confirm:${paymentId}` });
      return stateOf(intent);
    } catch (e) {
      if (e instanceof stripeSdk().errors.StripeCardError) return { status: 'declined', message: e.message };
      if (e instanceof stripeSdk().errors.StripeInvalidRequestError && (e.code === 'resource_missing' || e.code === 'payment_intent_authentication_failure'))
        return { status: 'declined', message: e.message };
      return { status: 'unavailable', message: STRIPE_UNAVAILABLE };
    }
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
  }
}

function stateOf(intent: Stripe.PaymentIntent): PaymentState {
  switch (intent.status as string) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: intent.id, amountCents: intent.amount_received || intent.amount, checkoutKey: intent.metadata?.checkoutKey ?? null };
    case 'processing':
      return { status: 'unavailable', message: PROCESSING };
    case 'requires_action':
    case 'requires_source_action':
    case 'requires_confirmation':
      return { status: 'pending', message: AUTHENTICATE };
    default:
      return { status: 'declined', message: intent.last_payment_error?.message ?? NOT_CHARGED };
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
