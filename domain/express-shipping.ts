import { assertCents, type Cents } from './money.js';
import { parseCountry, isDomestic } from './countries.js';
import { DELIVERY_ESTIMATES, type ShippingType } from './shipping-types.js';
import { failField, ok, type Result } from './result.js';

/**
 * Shipping options offered in the express wallet sheet (checkout-and-account.md §9):
 * Australia with a subtotal over $50 gets free express; otherwise standard $5 and express $10;
 * international $20. "Over" is strict: exactly $50 pays. The wallet currency is 'aud'.
 */
export const EXPRESS_FREE_THRESHOLD_CENTS = 5_000;

export interface ExpressShippingOption {
  readonly id: 'free-express-shipping' | 'standard-shipping' | 'express-shipping' | 'international-shipping';
  readonly label: string;
  readonly detail: string;
  readonly feeCents: Cents;
  readonly shippingType: ShippingType;
}

const FREE_EXPRESS: ExpressShippingOption = {
  id: 'free-express-shipping',
  label: 'Free Express Shipping',
  detail: DELIVERY_ESTIMATES.expressShipping,
  feeCents: 0,
  shippingType: 'freeExpressShipping',
};
const STANDARD: ExpressShippingOption = { id: 'standard-shipping', label: 'Standard Shipping', detail: DELIVERY_ESTIMATES.standardShipping, feeCents: 500, shippingType: 'standardShipping' };
const EXPRESS: ExpressShippingOption = { id: 'express-shipping', label: 'Express Shipping', detail: DELIVERY_ESTIMATES.expressShipping, feeCents: 1_000, shippingType: 'expressShipping' };
const INTERNATIONAL: ExpressShippingOption = {
  id: 'international-shipping',
  label: 'International Shipping',
  detail: DELIVERY_ESTIMATES.internationalShipping,
  feeCents: 2_000,
  shippingType: 'internationalShipping',
};

export function expressShippingOptions(country: string, subtotalCents: Cents): ExpressShippingOption[] {
  const c = parseCountry(country);
  assertCents(subtotalCents, 'subtotal');
  if (!isDomestic(c)) return [INTERNATIONAL];
  return subtotalCents > EXPRESS_FREE_THRESHOLD_CENTS ? [FREE_EXPRESS] : [STANDARD, EXPRESS];
}

/** Server-side check of the wallet's chosen option (by id or shipping type) → its fee. */
export function quoteExpressShipping(country: string, subtotalCents: Cents, chosen: string): Result<ExpressShippingOption, 'shipping_option_unavailable'> {
  const option = expressShippingOptions(country, subtotalCents).find((o) => o.id === chosen || o.shippingType === chosen);
  return option ? ok(option) : failField('invalid_input', 'shipping_option_unavailable', 'shippingType', 'The selected shipping method is not available for this order.');
}
