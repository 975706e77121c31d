import type { Analytics } from '../platform/analytics.js';
import type { CheckoutAttemptRepository } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { OrderRecord, OrderRepository } from '../orders/ports.js';
import { fail, ok, type Result } from '../../domain/result.js';
import { isRefundable, type PlacedOrder, type PlaceOrderFailure, type PlaceOrderInput } from './place-order.js';
import { CART_CHANGED_MESSAGE, isCartChanged, priceCheckout, type PricingDeps } from './checkout-request.js';
import { gatewayFor, isTestPayment, type PaymentGateways } from './payment-gateways.js';
import { refundAndExplain } from './refund-and-explain.js';

export interface ConfirmAuthenticatedPaymentDeps extends PricingDeps {
  gateways: PaymentGateways;
  attempts: CheckoutAttemptRepository;
  clock: Clock;
  orders: Pick<OrderRepository, 'findByCheckoutKey'>;
  placeOrder: (input: PlaceOrderInput) => Promise<Result<PlacedOrder, PlaceOrderFailure>>;
  analytics: Analytics;
}

export interface ConfirmAuthenticatedPaymentInput {
  checkoutKey: string;
  paymentIntentId: string;
}

export const UNKNOWN_PAYMENT_MESSAGE = 'This payment could not be found. Please start the payment again.';
export const AUTHENTICATION_FAILED_MESSAGE = 'We could not authenticate your payment. Please try again or use another card.';

/**
 * The shopper's browser finished authenticating a card payment (3-D Secure): asks the provider how
 * the payment ended and, when it went through, places the order exactly as paying does. The order's
 * checkout key makes it idempotent: a retry, or the provider's webhook arriving first, finds the same
 * order and nothing is charged twice.
 */
export function makeConfirmAuthenticatedPayment(deps: ConfirmAuthenticatedPaymentDeps) {
  return async (input: ConfirmAuthenticatedPaymentInput): Promise<Result<OrderRecord>> => {
    const { checkoutKey } = input;
    const card = gatewayFor(deps.gateways, 'stripe');
    if (!card.ok) return card;
    const gateway = card.value;
    const attempt = await deps.attempts.find(checkoutKey);
    if (!attempt || attempt.paymentType !== 'stripe') return fail('not_found', UNKNOWN_PAYMENT_MESSAGE);
    const existing = await deps.orders.findByCheckoutKey(checkoutKey);
    // The order goes only to whoever holds both the checkout key and its payment.
    if (existing) return existing.paymentId === input.paymentIntentId ? ok(existing) : fail('not_found', UNKNOWN_PAYMENT_MESSAGE);
    if (attempt.status === 'refunded') return fail('conflict', 'This payment was refunded. Please start the payment again.');

    const payment = await gateway.retrieve(input.paymentIntentId);
    if (payment.status === 'unavailable') return fail('unavailable', payment.message);
    if (payment.status === 'pending') return fail('payment_declined', payment.message, { reason: 'authentication_pending' });
    if (payment.status === 'declined') {
      await deps.attempts.setStatus(checkoutKey, 'failed');
      return fail('payment_declined', AUTHENTICATION_FAILED_MESSAGE, { reason: 'authentication_failed' });
    }
    // Another checkout's payment never pays for this one.
    if (payment.checkoutKey !== checkoutKey) return fail('not_found', UNKNOWN_PAYMENT_MESSAGE);

    const priced = await priceCheckout(deps, attempt.request, deps.clock.now());
    const refund = async (reason: string) => {
      // The webhook may have placed the order meanwhile: then that order stands and nothing is refunded.
      const placedMeanwhile = await deps.orders.findByCheckoutKey(checkoutKey);
      if (placedMeanwhile) return ok(placedMeanwhile);
      return refundAndExplain({ ...deps, gateway }, { checkoutKey, paymentId: payment.paymentId, request: attempt.request, reason });
    };
    if (!priced.ok) return refund(priced.message);
    if (isCartChanged(priced.value)) return refund(CART_CHANGED_MESSAGE);
    if (priced.value.totals.totalCents !== payment.amountCents) return refund('Sorry, the prices in your order changed while you were paying.');

    const placed = await deps.placeOrder({ checkoutKey, paymentType: 'stripe', paymentId: payment.paymentId, testMode: isTestPayment(gateway), request: attempt.request, priced: priced.value });
    if (placed.ok) return ok(placed.value.order);
    if (!isRefundable(placed)) return placed;
    return refund(placed.message);
  };
}
