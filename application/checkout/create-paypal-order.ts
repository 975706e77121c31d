import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { PaypalOrders } from '../platform/payment-gateway.js';
import { fail, ok, type Result } from '../../domain/result.js';
import { CART_CHANGED_MESSAGE, checkDetails, isCartChanged, priceCheckout, type CheckoutRequest, type PricingDeps } from './checkout-request.js';

/**
 * Creates the PayPal order the buyer approves, for the server's price of this checkout (never an
 * amount from the browser). Capturing it later re-prices and checks the captured amount.
 */
export function makeCreatePaypalOrder(deps: PricingDeps & { paypal: PaypalOrders | null; ids: IdGenerator; clock: Clock }) {
  return async (request: CheckoutRequest): Promise<Result<{ id: string }>> => {
    if (!deps.paypal) return fail('not_found', 'PayPal is not available.');
    const details = checkDetails(request);
    if (!details.ok) return details;
    const priced = await priceCheckout(deps, details.value, deps.clock.now());
    if (!priced.ok) return priced;
    if (isCartChanged(priced.value)) return fail('conflict', CART_CHANGED_MESSAGE, { reason: 'cart_changed', details: { cartChanged: priced.value } });
    const created = await deps.paypal.createOrder({ amountCents: priced.value.totals.totalCents, currency: 'aud', idempotencyKey: deps.ids.newId(), description: 'Soul Searching Outdoor Co. order' });
    return 'id' in created ? ok({ id: created.id }) : fail('unavailable', created.unavailable);
  };
}
