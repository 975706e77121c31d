import type { Analytics } from '../platform/analytics.js';
import type { CheckoutAttemptRepository } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { OrderRepository } from '../orders/ports.js';
import { ok, type Result } from '../../domain/result.js';
import { isRefundable, type PlacedOrder, type PlaceOrderFailure, type PlaceOrderInput } from './place-order.js';
import { isCartChanged, priceCheckout, type PricingDeps } from './checkout-request.js';
import { isTestPayment, type PaymentGateways, type PaymentType } from './payment-gateways.js';
import { refundAndExplain } from './refund-and-explain.js';

export interface FulfilPaidCheckoutDeps extends PricingDeps {
  gateways: PaymentGateways;
  attempts: CheckoutAttemptRepository;
  orders: Pick<OrderRepository, 'findByCheckoutKey'>;
  placeOrder: (input: PlaceOrderInput) => Promise<Result<PlacedOrder, PlaceOrderFailure>>;
  analytics: Analytics;
  clock: Clock;
}

export type FulfilOutcome = 'unknown_attempt' | 'already_fulfilled' | 'fulfilled' | 'refunded';

export interface FulfilPaidCheckoutInput {
  /** The provider whose webhook reported the payment. */
  provider: PaymentType;
  checkoutKey: string;
  paymentId: string;
  amountCents: number | null;
}

/**
 * A provider says a payment succeeded (webhook): makes sure its checkout has an order, even when the
 * shopper's browser never came back. Duplicate and late events find the order and change nothing.
 * The stored attempt decides which gateway refunds a payment that cannot become an order (never the
 * checkout key, which a client may choose); an event for an attempt paid another way is ignored.
 */
export function makeFulfilPaidCheckout(deps: FulfilPaidCheckoutDeps) {
  return async (input: FulfilPaidCheckoutInput): Promise<Result<FulfilOutcome>> => {
    const attempt = await deps.attempts.find(input.checkoutKey);
    const gateway = attempt ? deps.gateways[attempt.paymentType] : null;
    if (!attempt || attempt.paymentType !== input.provider || !gateway) return ok('unknown_attempt');
    if (await deps.orders.findByCheckoutKey(input.checkoutKey)) return ok('already_fulfilled');
    if (attempt.status === 'refunded') return ok('refunded');

    const refundDeps = { ...deps, gateway };
    const reason = 'Sorry, your order could not be completed.';
    const priced = await priceCheckout(deps, attempt.request, deps.clock.now());
    const paid = input.amountCents ?? attempt.amountCents;
    if (!priced.ok || isCartChanged(priced.value) || priced.value.totals.totalCents !== paid) {
      // The shopper's browser may have placed the order meanwhile (confirming an authenticated payment).
      if (await deps.orders.findByCheckoutKey(input.checkoutKey)) return ok('already_fulfilled');
      await refundAndExplain(refundDeps, { checkoutKey: input.checkoutKey, paymentId: input.paymentId, request: attempt.request, reason });
      return ok('refunded');
    }
    const placed = await deps.placeOrder({
      checkoutKey: input.checkoutKey,
      paymentType: attempt.paymentType,
      paymentId: input.paymentId,
      testMode: isTestPayment(gateway),
      request: attempt.request,
      priced: priced.value,
    });
    if (placed.ok) return ok(placed.value.created ? 'fulfilled' : 'already_fulfilled');
    if (!isRefundable(placed)) return placed;
    await refundAndExplain(refundDeps, { checkoutKey: input.checkoutKey, paymentId: input.paymentId, request: attempt.request, reason: placed.message });
    return ok('refunded');
  };
}
