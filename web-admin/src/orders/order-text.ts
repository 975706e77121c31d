import { formatAud } from '../../../domain/money.js';
import { SHIPPING_TYPE_LABELS, isShippingType } from '../../../domain/shipping-types.js';

/** How long ago an order was placed: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function orderAge(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return say(minutes, 'minute');
  if (minutes < 24 * 60) return say(Math.floor(minutes / 60), 'hour');
  return say(Math.floor(minutes / (24 * 60)), 'day');
}

/** A shipping type's label (admin.md §3), or the value itself when unknown. */
export const shippingLabel = (type: string): string => (isShippingType(type) ? SHIPPING_TYPE_LABELS[type] : type);

/** Cents as AUD: '$59.95'. */
export const aud = (cents: number): string => formatAud(cents);

/** The postal tracker's page for a tracking number. */
export const trackingUrl = (trackingNumber: string): string => `https://auspost.com.au/mypost/track/details/${encodeURIComponent(trackingNumber)}`;
