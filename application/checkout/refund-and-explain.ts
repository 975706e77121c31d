import type { CheckoutAttemptRepository } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { PaymentGateway } from '../platform/payment-gateway.js';
import { fail, type Failure } from '../../domain/result.js';
import { isCartChanged, priceCheckout, type CheckoutRequest, type PricingDeps } from './checkout-request.js';

export interface RefundDeps extends PricingDeps {
  gateway: PaymentGateway;
  attempts: CheckoutAttemptRepository;
  clock: Clock;
}

export const refundMessage = (reason: string): string => `${reason} Your payment has been refunded in full; it may take a few days to show on your statement.`;

/**
 * A payment went through but the order cannot be placed (stock sold out, one-time coupon used):
 * gives the payment back, records it, and answers with the message and the corrected cart.
 */
export async function refundAndExplain(deps: RefundDeps, x: { checkoutKey: string; paymentId: string; request: CheckoutRequest; reason: string }): Promise<Failure> {
  await deps.gateway.refund(x.paymentId, `refund:${x.checkoutKey}`);
  await deps.attempts.setStatus(x.checkoutKey, 'refunded', x.paymentId);
  const message = refundMessage(x.reason);
  const repriced = await priceCheckout(deps, x.request, deps.clock.now());
  const cartChanged = repriced.ok && isCartChanged(repriced.value) ? repriced.value : undefined;
  return fail('conflict', message, { reason: 'refunded', ...(cartChanged ? { details: { cartChanged } } : {}) });
}
