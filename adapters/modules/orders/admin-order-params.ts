import { z } from 'zod';
import type { AdminOrderFilter } from '../../../application/orders/admin-ports.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status.js';
import { SHIPPING_TYPES, type ShippingType } from '../../../domain/shipping-types.js';
import { noneSegment } from '../../http/admin-route.js';

/**
 * A path segment naming one of `values` or All (also `-`), ignoring case: the value as the shop
 * spells it, or null for All. Anything else is 400 with the choices named.
 */
function choice<V extends string>(values: readonly V[], what: string) {
  const message = `${what} must be All or one of ${values.join(', ')}.`;
  return z
    .string()
    .describe(`${what}: All, ${values.join(', ')} (any case)`)
    .meta({ enum: ['All', '-', ...values] })
    .transform((s, ctx): V | null => {
      const t = s.trim().toLowerCase();
      if (t === '' || t === '-' || t === 'all') return null;
      const found = values.find((v) => v.toLowerCase() === t);
      if (found === undefined) ctx.addIssue({ code: 'custom', message });
      return found ?? null;
    });
}

const sort = z
  .string()
  .describe('newest (default) or oldest')
  .meta({ enum: ['newest', 'oldest', '-'] })
  .transform((s, ctx): 'newest' | 'oldest' => {
    const t = s.trim().toLowerCase();
    if (t === '' || t === '-' || t === 'newest') return 'newest';
    if (t === 'oldest') return 'oldest';
    ctx.addIssue({ code: 'custom', message: 'Sort must be newest or oldest.' });
    return 'newest';
  });

/** The list's filter segments (admin-api.md "Orders"). */
export const orderFilterParams = {
  filter: sort,
  query: noneSegment('Order number, e-mail, first or last name, or tracking number (any case); - for none'),
  orderStatus: choice<OrderStatus>(ORDER_STATUSES, 'Order status'),
  paymentType: choice<'stripe' | 'paypal'>(['stripe', 'paypal'], 'Payment type'),
  shippingType: choice<ShippingType>(SHIPPING_TYPES, 'Shipping type'),
};

export const toOrderFilter = (p: {
  filter: 'newest' | 'oldest';
  query: string | null;
  orderStatus: OrderStatus | null;
  paymentType: 'stripe' | 'paypal' | null;
  shippingType: ShippingType | null;
}): AdminOrderFilter => ({
  sort: p.filter,
  query: p.query,
  orderStatus: p.orderStatus,
  paymentType: p.paymentType,
  shippingType: p.shippingType,
});
