import { assertCents, type Cents } from './money.js';
import { parseCountry, isDomestic, type Country } from './countries.js';
import { DELIVERY_ESTIMATES, isShippingType, type ShippingType } from './shipping-types.js';
import { failField, ok, type Result } from './result.js';

/**
 * Checkout shipping options (checkout-and-account.md §9). Fees and minimums in cents.
 *
 * Decisions where the spec is silent:
 * - An option is offered when its minimum is strictly below the subtotal. An option whose minimum
 *   is 0 means "no minimum" and is always offered (so a cart discounted to $0 can still ship).
 * - free-shipping replaces standard-shipping (spec); likewise free-international-shipping replaces
 *   international-shipping, since it is the same DHL Express service at no charge.
 * - The subtotal callers pass is the merchandise subtotal after the coupon discount (options
 *   "refresh when the coupon changes"); order-totals.ts does this.
 * - Types: free-shipping → freeExpressShipping ('Free Shipping'); free-international-shipping →
 *   internationalShipping (it is delivered by the international service, up to 10 business days,
 *   and the fee of 0 is shown as "Free" anyway).
 */
export const SHIPPING_OPTION_NAMES = ['free-shipping', 'standard-shipping', 'express-shipping', 'free-international-shipping', 'international-shipping'] as const;
export type ShippingOptionName = (typeof SHIPPING_OPTION_NAMES)[number];

export interface ShippingOption {
  readonly name: ShippingOptionName;
  readonly label: string;
  readonly feeCents: Cents;
  /** Offered only when the subtotal is strictly above this (0 = no minimum). */
  readonly minimumCents: Cents;
  readonly shippingType: ShippingType;
  readonly deliveryEstimate: string;
  /** Option this one replaces when offered. */
  readonly replaces?: ShippingOptionName;
}

export const DOMESTIC_FREE_SHIPPING_THRESHOLD_CENTS = 10_000;
export const INTERNATIONAL_FREE_SHIPPING_THRESHOLD_CENTS = 15_000;

export const DOMESTIC_OPTIONS: readonly ShippingOption[] = [
  {
    name: 'free-shipping',
    label: 'Free Shipping',
    feeCents: 0,
    minimumCents: DOMESTIC_FREE_SHIPPING_THRESHOLD_CENTS,
    shippingType: 'freeExpressShipping',
    deliveryEstimate: DELIVERY_ESTIMATES.freeExpressShipping,
    replaces: 'standard-shipping',
  },
  { name: 'standard-shipping', label: 'Standard Shipping', feeCents: 1_000, minimumCents: 0, shippingType: 'standardShipping', deliveryEstimate: DELIVERY_ESTIMATES.standardShipping },
  { name: 'express-shipping', label: 'Express Shipping', feeCents: 1_500, minimumCents: 0, shippingType: 'expressShipping', deliveryEstimate: DELIVERY_ESTIMATES.expressShipping },
];

export const INTERNATIONAL_OPTIONS: readonly ShippingOption[] = [
  {
    name: 'free-international-shipping',
    label: 'Free International Shipping',
    feeCents: 0,
    minimumCents: INTERNATIONAL_FREE_SHIPPING_THRESHOLD_CENTS,
    shippingType: 'internationalShipping',
    deliveryEstimate: DELIVERY_ESTIMATES.internationalShipping,
    replaces: 'international-shipping',
  },
  {
    name: 'international-shipping',
    label: 'International Shipping (DHL Express)',
    feeCents: 3_500,
    minimumCents: 0,
    shippingType: 'internationalShipping',
    deliveryEstimate: DELIVERY_ESTIMATES.internationalShipping,
  },
];

const isOffered = (option: ShippingOption, subtotalCents: Cents): boolean => option.minimumCents === 0 || option.minimumCents < subtotalCents;

/** Options offered for a country (any of the five; others throw unknown_country) and subtotal in cents. */
export function shippingOptionsFor(country: string, subtotalCents: Cents): ShippingOption[] {
  const c: Country = parseCountry(country);
  assertCents(subtotalCents, 'subtotal');
  const all = isDomestic(c) ? DOMESTIC_OPTIONS : INTERNATIONAL_OPTIONS;
  const offered = all.filter((o) => isOffered(o, subtotalCents));
  const replaced = new Set(offered.map((o) => o.replaces).filter((n) => n !== undefined));
  return offered.filter((o) => !replaced.has(o.name));
}

export type ShippingQuoteFailure = 'shipping_option_unavailable';

export interface ShippingQuote {
  readonly option: ShippingOption;
  readonly feeCents: Cents;
  readonly shippingType: ShippingType;
}

/**
 * The server-authoritative fee for the option the shopper chose, given by option name
 * ('express-shipping') or by shipping type ('expressShipping'). Fails when it is not offered for
 * that country and subtotal (e.g. free-shipping at exactly $100, or standard once free applies).
 */
export function quoteShipping(country: string, subtotalCents: Cents, chosen: string): Result<ShippingQuote, ShippingQuoteFailure> {
  const offered = shippingOptionsFor(country, subtotalCents);
  const byName = offered.find((o) => o.name === chosen);
  const option = byName ?? (isShippingType(chosen) ? offered.find((o) => o.shippingType === chosen) : undefined);
  if (!option) {
    return failField('invalid_input', 'shipping_option_unavailable', 'shippingMethod', 'The selected shipping method is not available for this order. Please choose another.');
  }
  return ok({ option, feeCents: option.feeCents, shippingType: option.shippingType });
}
