import { assertCents, cartTotalCents, type Cents } from './money.js';
import { gstIncludedCents } from './gst.js';
import { applyCoupon, percentOfCents, type Coupon, type CouponFailure, type CouponLine } from './coupon.js';
import { quoteShipping, type ShippingQuote } from './shipping.js';
import { DomainError } from './errors.js';
import { ok, type Failure, type Result } from './result.js';

/**
 * Order totals, all in cents. Decisions where the spec is silent:
 * - GST included is 1/11 of the whole total, shipping included (shipping is a GST-inclusive fee too).
 * - The conservation donation (the brand pledges 10% of sales) is 10% of the goods actually paid
 *   for: (subtotal − discount), excluding shipping, rounded to the nearest cent, halves up.
 * - A coupon that does not apply (expired, below minimum...) gives a discount of 0; the refusal
 *   is reported in `couponRejection` so the caller can show or refuse it.
 */
export const DONATION_PERCENT = 10;

export interface OrderTotals {
  readonly subtotalCents: Cents;
  readonly discountCents: Cents;
  readonly shippingCents: Cents;
  readonly totalCents: Cents;
  readonly gstCents: Cents;
  readonly donationCents: Cents;
  readonly couponApplied: boolean;
  readonly couponRejection?: Failure<CouponFailure>;
}

export interface OrderTotalsInput {
  readonly lines: readonly CouponLine[];
  readonly coupon?: Coupon | null;
  readonly shippingFeeCents: Cents;
  /** Needed to judge the coupon's expiry; required when a coupon is given. */
  readonly today?: Date | string;
}

interface DiscountOutcome {
  readonly discountCents: Cents;
  readonly couponApplied: boolean;
  readonly couponRejection?: Failure<CouponFailure>;
}

function discountOf(lines: readonly CouponLine[], coupon: Coupon | null | undefined, today: Date | string | undefined): DiscountOutcome {
  if (!coupon) return { discountCents: 0, couponApplied: false };
  if (today === undefined) throw new DomainError('invalid_argument', 'today is required to apply a coupon.', 'today');
  const r = applyCoupon(coupon, lines, today);
  return r.ok ? { discountCents: r.value.discountCents, couponApplied: true } : { discountCents: 0, couponApplied: false, couponRejection: r };
}

export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotalCents = cartTotalCents(input.lines);
  const shippingCents = assertCents(input.shippingFeeCents, 'shippingFee');
  const d = discountOf(input.lines, input.coupon, input.today);
  const goodsCents = Math.max(0, subtotalCents - d.discountCents);
  const totalCents = goodsCents + shippingCents;
  return {
    subtotalCents,
    discountCents: d.discountCents,
    shippingCents,
    totalCents,
    gstCents: gstIncludedCents(totalCents),
    donationCents: percentOfCents(goodsCents, DONATION_PERCENT),
    couponApplied: d.couponApplied,
    ...(d.couponRejection ? { couponRejection: d.couponRejection } : {}),
  };
}

export interface CheckoutTotalsInput {
  readonly lines: readonly CouponLine[];
  readonly coupon?: Coupon | null;
  readonly country: string;
  /** The option name or shipping type the shopper chose. */
  readonly shippingMethod: string;
  readonly today: Date | string;
}

/**
 * The server-authoritative checkout: applies the coupon, quotes the chosen shipping on the
 * subtotal after discount, and computes the totals. Fails when the shipping option is not offered.
 */
export function computeCheckoutTotals(input: CheckoutTotalsInput): Result<OrderTotals & { readonly shipping: ShippingQuote }, 'shipping_option_unavailable'> {
  const subtotal = cartTotalCents(input.lines);
  const d = discountOf(input.lines, input.coupon, input.today);
  const quote = quoteShipping(input.country, Math.max(0, subtotal - d.discountCents), input.shippingMethod);
  if (!quote.ok) return quote;
  const totals = computeOrderTotals({ lines: input.lines, coupon: input.coupon ?? null, shippingFeeCents: quote.value.feeCents, today: input.today });
  return ok({ ...totals, shipping: quote.value });
}
