import type { CheckoutRequest } from './checkout-request.js';

export type CheckoutAttemptStatus = 'pending' | 'paid' | 'fulfilled' | 'refunded' | 'failed';

/** What was about to be paid for, saved before the payment is taken. */
export interface CheckoutAttempt {
  checkoutKey: string;
  paymentType: 'stripe' | 'paypal';
  request: CheckoutRequest;
  amountCents: number;
  paymentId: string | null;
  status: CheckoutAttemptStatus;
}

export interface CheckoutAttemptRepository {
  /** Saves a new attempt; when the key is known already, keeps and returns the stored one. */
  saveNew(attempt: CheckoutAttempt): Promise<CheckoutAttempt>;
  find(checkoutKey: string): Promise<CheckoutAttempt | undefined>;
  /** Updates the amount and request of a pending or failed attempt (the shopper changed the cart and retried). */
  reprice(checkoutKey: string, request: CheckoutRequest, amountCents: number): Promise<void>;
  setStatus(checkoutKey: string, status: CheckoutAttemptStatus, paymentId?: string): Promise<void>;
}
