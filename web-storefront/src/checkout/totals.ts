import { cartTotalCents, discountFor, dollarsToCents, DONATION_PERCENT, gstIncludedCents, percentOfCents, type Cents } from '../../../domain/index.js';
import type { CouponRecord, Order } from './types';

export function couponMinimumCents(coupon: Pick<CouponRecord, 'minimumSpend'>): Cents {
  return dollarsToCents(coupon.minimumSpend);
}

/**
 * The discount the applied coupon gives this subtotal, for display (the server decides at payment).
 * The server's own figure wins when it sent one; under the minimum spend it is 0.
 */
export function couponDiscountCents(coupon: CouponRecord | null, subtotalCents: Cents): Cents {
  if (!coupon || subtotalCents < couponMinimumCents(coupon)) return 0;
  if (typeof coupon.discount === 'number') return Math.min(coupon.discount, subtotalCents);
  const discount = coupon.isPercent ? { kind: 'percent' as const, percent: coupon.amount } : { kind: 'fixed' as const, amountCents: dollarsToCents(coupon.amount) };
  return discountFor(discount, subtotalCents);
}

export interface OrderFigures {
  subtotalCents: Cents;
  shippingCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  gstCents: Cents;
  donationCents: Cents;
}

/** The confirmation's figures: the order's own, or worked out from its lines with the domain's rules. */
export function orderFigures(order: Order): OrderFigures {
  const subtotalCents = order.subtotal ?? cartTotalCents(order.products.map((p) => ({ unitPriceCents: dollarsToCents(p.productPrice), quantity: p.productQuantity })));
  const shippingCents = dollarsToCents(order.shippingFee);
  const totalCents = order.total;
  const discountCents = order.discount ?? Math.max(0, subtotalCents + shippingCents - totalCents);
  return {
    subtotalCents,
    shippingCents,
    discountCents,
    totalCents,
    gstCents: order.gst ?? gstIncludedCents(totalCents),
    donationCents: order.donation ?? percentOfCents(Math.max(0, subtotalCents - discountCents), DONATION_PERCENT),
  };
}
