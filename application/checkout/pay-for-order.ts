import { mayUseCartOf, NOT_YOUR_CART } from '../../domain/cart-owner.js';
import type { Analytics } from '../platform/analytics.js';
import type { CartOwners } from '../cart/ports.js';
import type { CheckoutAttemptRepository } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { OrderRecord, OrderRepository } from '../orders/ports.js';
import { fail, ok, type Result } from '../../domain/result.js';
import { isRefundable, type PlacedOrder, type PlaceOrderFailure, type PlaceOrderInput } from './place-order.js';
import { checkoutKeyTaken, isSameBuyer, isSameCheckout } from './checkout-identity.js';
import { CART_CHANGED_MESSAGE, checkDetails, isCartChanged, priceCheckout, type CheckoutRequest, type PricingDeps } from './checkout-request.js';
import { gatewayFor, isTestPayment, type PaymentGateways, type PaymentType } from './payment-gateways.js';
import { refundAndExplain } from './refund-and-explain.js';

export interface PayForOrderDeps extends PricingDeps {
  gateways: PaymentGateways;
  attempts: CheckoutAttemptRepository;
  orders: Pick<OrderRepository, 'findByCheckoutKey'>;
  placeOrder: (input: PlaceOrderInput) => Promise<Result<PlacedOrder, PlaceOrderFailure>>;
  analytics: Analytics;
  clock: Clock;
  /** Who the guest id of an anonymous order names (its server cart is emptied with the order). */
  owners: CartOwners;
}

/** The card issuer wants the shopper to authenticate: the browser does it with the client secret, then confirms. */
export interface AuthenticationRequired {
  requiresAction: true;
  checkoutKey: string;
  paymentId: string;
  clientSecret: string;
}

export type PaymentOutcome = OrderRecord | AuthenticationRequired;

export const needsAuthentication = (v: PaymentOutcome): v is AuthenticationRequired => 'requiresAction' in v;

export interface PayForOrderInput {
  paymentType: PaymentType;
  /** Card or wallet payment method id, or the approved PayPal order id. */
  paymentMethodId: string;
  /** One per checkout attempt; defaults to the payment method id (unique per card entry or PayPal approval). */
  checkoutKey: string | null;
  request: CheckoutRequest;
}

/**
 * Takes the payment for a checkout and places the order (or, when the card needs authentication,
 * answers what the browser needs and leaves the attempt pending until it is confirmed). The price is the server's, from the
 * database; the attempt is saved before the payment so the provider's webhook can finish it; a retry
 * of the same checkout with the same key returns the same order and charges once, while another
 * checkout or buyer reusing the key is refused (409) and told nothing of the first; a payment whose
 * stock sold out meanwhile is refunded and the shopper told. A payment type the shop does not take
 * answers not_found.
 */
export function makePayForOrder(deps: PayForOrderDeps) {
  return async (input: PayForOrderInput): Promise<Result<PaymentOutcome>> => {
    const gateway = gatewayFor(deps.gateways, input.paymentType);
    if (!gateway.ok) return gateway;
    const details = checkDetails(input.request);
    if (!details.ok) return details;
    const request = details.value;
    // An anonymous order may name a guest record (whose cart it empties), never a registered user.
    if (request.guestId !== null && !mayUseCartOf(await deps.owners.kindOf(request.guestId), request.guestId, request.userId)) return fail('forbidden', NOT_YOUR_CART);
    const checkoutKey = input.checkoutKey ?? `${input.paymentType}:${input.paymentMethodId}`;

    const existing = await deps.orders.findByCheckoutKey(checkoutKey);
    if (existing) {
      const attempt = await deps.attempts.find(checkoutKey);
      return attempt && isSameCheckout(attempt, input.paymentType, request) ? ok(existing) : checkoutKeyTaken();
    }

    const priced = await priceCheckout(deps, request, deps.clock.now());
    if (!priced.ok) return priced;
    if (isCartChanged(priced.value)) return fail('conflict', CART_CHANGED_MESSAGE, { reason: 'cart_changed', details: { cartChanged: priced.value } });
    const amountCents = priced.value.totals.totalCents;

    const attempt = await deps.attempts.saveNew({ checkoutKey, paymentType: input.paymentType, request, amountCents, paymentId: null, status: 'pending' });
    // An attempt stays with the buyer and payment type that started it: nobody else may continue it.
    if (!isSameBuyer(attempt, input.paymentType, request)) return checkoutKeyTaken();
    if (attempt.status === 'refunded') return fail('conflict', 'This payment was refunded. Please start the payment again.');
    if (attempt.amountCents !== amountCents || !isSameCheckout(attempt, input.paymentType, request)) {
      await deps.attempts.reprice(checkoutKey, request, amountCents);
    }
    await deps.analytics.track({ name: 'AddPaymentInfo', userId: request.userId ?? request.guestId, valueCents: amountCents, currency: 'aud' });

    const charge = await gateway.value.charge({
      amountCents,
      currency: 'aud',
      paymentMethodId: input.paymentMethodId,
      // The same attempt paying the same amount with the same card charges once; another card is a new charge.
      idempotencyKey: `${checkoutKey}:${input.paymentMethodId}:${amountCents}`,
      description: `Order from ${request.email}`,
      metadata: { checkoutKey },
    });
    if (charge.status === 'declined') {
      await deps.attempts.setStatus(checkoutKey, 'failed');
      return fail('payment_declined', charge.message);
    }
    if (charge.status === 'unavailable') return fail('unavailable', charge.message);
    if (charge.status === 'requires_action') {
      // No order yet: confirming after authentication (or the provider's webhook) places it.
      await deps.attempts.setStatus(checkoutKey, 'pending', charge.paymentId);
      return ok({ requiresAction: true, checkoutKey, paymentId: charge.paymentId, clientSecret: charge.clientSecret });
    }

    const placed = await deps.placeOrder({ checkoutKey, paymentType: input.paymentType, paymentId: charge.paymentId, testMode: isTestPayment(gateway.value), request, priced: priced.value });
    // An order with this checkout key is what marks the attempt fulfilled: no extra write on the hot path.
    if (placed.ok) return ok(placed.value.order);
    if (!isRefundable(placed)) return placed;
    return refundAndExplain({ ...deps, gateway: gateway.value }, { checkoutKey, paymentId: charge.paymentId, request, reason: placed.message });
  };
}
