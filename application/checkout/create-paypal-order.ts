import type { CheckoutAttemptRepository } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { PaypalOrders } from '../platform/payment-gateway.js';
import { fail, ok, type Result } from '../../domain/result.js';
import { CART_CHANGED_MESSAGE, checkDetails, isCartChanged, priceCheckout, type CheckoutRequest, type PricingDeps } from './checkout-request.js';
import { NOT_OFFERED, paypalCheckoutKey } from './payment-gateways.js';

export interface CreatePaypalOrderDeps extends PricingDeps {
  paypal: PaypalOrders | null;
  attempts: CheckoutAttemptRepository;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Creates the PayPal order the buyer approves, for the server's price of this checkout (never an
 * amount from the browser), and records the checkout attempt under it at once: capturing it later
 * re-prices and checks the captured amount, and only this buyer's checkout may capture it.
 */
export function makeCreatePaypalOrder(deps: CreatePaypalOrderDeps) {
  return async (input: CheckoutRequest): Promise<Result<{ id: string }>> => {
    if (!deps.paypal) return fail('not_found', NOT_OFFERED.paypal);
    const details = checkDetails(input);
    if (!details.ok) return details;
    const request = details.value;
    const priced = await priceCheckout(deps, request, deps.clock.now());
    if (!priced.ok) return priced;
    if (isCartChanged(priced.value)) return fail('conflict', CART_CHANGED_MESSAGE, { reason: 'cart_changed', details: { cartChanged: priced.value } });
    const amountCents = priced.value.totals.totalCents;
    const created = await deps.paypal.createOrder({ amountCents, currency: 'aud', idempotencyKey: deps.ids.newId(), description: 'Soul Searching Outdoor Co. order' });
    if (!('id' in created)) return fail('unavailable', created.unavailable);
    await deps.attempts.saveNew({ checkoutKey: paypalCheckoutKey(created.id), paymentType: 'paypal', request, amountCents, paymentId: null, status: 'pending' });
    return ok({ id: created.id });
  };
}
