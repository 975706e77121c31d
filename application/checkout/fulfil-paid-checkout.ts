import type { Analytics } from '../platform/analytics.js';
import type { OrderRepository } from '../orders/ports.js';
import { ok, type Result } from '../../domain/result.js';
import { isRefundable, type PlacedOrder, type PlaceOrderFailure, type PlaceOrderInput } from './place-order.js';
import { isCartChanged, priceCheckout } from './checkout-request.js';
import { refundAndExplain, type RefundDeps } from './refund-and-explain.js';

export interface FulfilPaidCheckoutDeps extends RefundDeps {
  orders: Pick<OrderRepository, 'findByCheckoutKey'>;
  placeOrder: (input: PlaceOrderInput) => Promise<Result<PlacedOrder, PlaceOrderFailure>>;
  analytics: Analytics;
}

export type FulfilOutcome = 'unknown_attempt' | 'already_fulfilled' | 'fulfilled' | 'refunded';

/**
 * A provider says a payment succeeded (webhook): makes sure its checkout has an order, even when the
 * shopper's browser never came back. Duplicate and late events find the order and change nothing.
 */
export function makeFulfilPaidCheckout(deps: FulfilPaidCheckoutDeps) {
  return async (input: { checkoutKey: string; paymentId: string; amountCents: number | null }): Promise<Result<FulfilOutcome>> => {
    const attempt = await deps.attempts.find(input.checkoutKey);
    if (!attempt) return ok('unknown_attempt');
    if (await deps.orders.findByCheckoutKey(input.checkoutKey)) return ok('already_fulfilled');
    if (attempt.status === 'refunded') return ok('refunded');

    const reason = 'Sorry, your order could not be completed.';
    const priced = await priceCheckout(deps, attempt.request, deps.clock.now());
    const paid = input.amountCents ?? attempt.amountCents;
    if (!priced.ok || isCartChanged(priced.value) || priced.value.totals.totalCents !== paid) {
      // The shopper's browser may have placed the order meanwhile (confirming an authenticated payment).
      if (await deps.orders.findByCheckoutKey(input.checkoutKey)) return ok('already_fulfilled');
      await refundAndExplain(deps, { checkoutKey: input.checkoutKey, paymentId: input.paymentId, request: attempt.request, reason });
      return ok('refunded');
    }
    const placed = await deps.placeOrder({ checkoutKey: input.checkoutKey, paymentType: attempt.paymentType, paymentId: input.paymentId, request: attempt.request, priced: priced.value });
    if (placed.ok) return ok(placed.value.created ? 'fulfilled' : 'already_fulfilled');
    if (!isRefundable(placed)) return placed;
    await refundAndExplain(deps, { checkoutKey: input.checkoutKey, paymentId: input.paymentId, request: attempt.request, reason: placed.message });
    return ok('refunded');
  };
}
