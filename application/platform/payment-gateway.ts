/** Card, wallet and PayPal payments: the built-in test gateway, Stripe, or PayPal. */
export type PaymentProvider = 'test' | 'stripe' | 'paypal';

export interface ChargeRequest {
  amountCents: number;
  currency: 'aud';
  /** Card or wallet payment method id (Stripe, test gateway) or the approved PayPal order id. */
  paymentMethodId: string;
  /** One per checkout attempt: a retried charge with the same key charges once. */
  idempotencyKey: string;
  description: string;
  /** Carried to the provider so its webhook can find the checkout attempt. */
  metadata: Record<string, string>;
}

export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string }
  /** The provider refused (card declined, insufficient funds, PayPal capture not completed). */
  | { status: 'declined'; message: string }
  /** The provider did not answer or failed; nothing is known to be charged. */
  | { status: 'unavailable'; message: string }
  /** The card issuer wants the shopper to authenticate (3-D Secure) in the browser before the payment can go through. */
  | { status: 'requires_action'; paymentId: string; clientSecret: string };

/** A payment as the provider sees it after the shopper's browser finished authenticating it. */
export type PaymentState =
  | { status: 'succeeded'; paymentId: string; amountCents: number; checkoutKey: string | null }
  /** Authentication failed, was abandoned, or the payment was refused: nothing was taken. */
  | { status: 'declined'; message: string }
  /** Still waiting for the shopper's authentication, or still being processed. */
  | { status: 'pending'; message: string }
  | { status: 'unavailable'; message: string };

/** Card payments that may need the shopper's authentication: reads how such a payment ended. */
export interface PaymentConfirmations {
  /** The payment by its id; 'declined' also for an id the provider does not know. */
  retrieve(paymentId: string): Promise<PaymentState>;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Gives the whole payment back (or voids it). Repeating it with the same key refunds once. */
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
}

/** A card as the test gateway's card form sends it. Never stored or logged. */
export interface TestCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** Only the test gateway issues payment methods itself (real providers do it in the browser). */
export interface TestPaymentMethods {
  create(card: TestCard): Promise<{ id: string }>;
}

/** PayPal orders are created on the server with the server's amount, then approved by the buyer. */
export interface PaypalOrders {
  createOrder(request: { amountCents: number; currency: 'aud'; idempotencyKey: string; description: string }): Promise<{ id: string } | { unavailable: string }>;
}

/** The gateway that took a payment (the test gateway for a test order), or null when it is not configured now: refunds go back through it. */
export type RefundGateways = (payment: { paymentType: 'stripe' | 'paypal'; testMode: boolean }) => PaymentGateway | null;
