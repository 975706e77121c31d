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
  | { status: 'unavailable'; message: string };

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
