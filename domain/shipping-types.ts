import { DomainError } from './errors.js';

/** Shipping types stored on orders, with their labels (admin.md §3). */
export const SHIPPING_TYPES = ['standardShipping', 'freeExpressShipping', 'expressShipping', 'internationalShipping'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

export const SHIPPING_TYPE_LABELS: Readonly<Record<ShippingType, string>> = {
  standardShipping: 'Standard',
  freeExpressShipping: 'Free Shipping',
  expressShipping: 'Express',
  internationalShipping: 'International Shipping',
};

/**
 * Delivery estimates per shipping type. freeExpressShipping is promised at the standard estimate
 * (checkout's free-shipping replaces standard shipping, so we do not promise express speed).
 */
export const DELIVERY_ESTIMATES: Readonly<Record<ShippingType, string>> = {
  standardShipping: '4-7 business days',
  freeExpressShipping: '4-7 business days',
  expressShipping: '1-3 business days',
  internationalShipping: 'up to 10 business days',
};

export const isShippingType = (value: unknown): value is ShippingType => typeof value === 'string' && (SHIPPING_TYPES as readonly string[]).includes(value);

export function shippingTypeLabel(type: string): string {
  if (!isShippingType(type)) throw new DomainError('unknown_shipping_option', `Unknown shipping type ${type}.`, 'shippingType');
  return SHIPPING_TYPE_LABELS[type];
}

export function deliveryEstimate(type: string): string {
  if (!isShippingType(type)) throw new DomainError('unknown_shipping_option', `Unknown shipping type ${type}.`, 'shippingType');
  return DELIVERY_ESTIMATES[type];
}
