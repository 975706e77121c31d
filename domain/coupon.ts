import { DomainError } from './errors.js';
import { assertCents, cartTotalCents, dollarsToCents, formatAudWithCountry, parseDollars, type Cents } from './money.js';
import { toCalendarDate, type CalendarDate } from './dates.js';
import { fail, failField, hasErrors, ok, type FieldErrors, type Result } from './result.js';

/**
 * Discount coupons. Decisions where the spec is silent:
 * - Fixed amounts and minimum spends are cents inside the domain (the admin form sends dollars;
 *   `createCoupon` converts them exactly).
 * - Percentages may have up to 2 decimals; the discount is eligible × percent / 100 rounded to the
 *   nearest cent, halves rounded up (in the customer's favour), computed in exact integer arithmetic.
 * - The minimum spend is compared with the eligible subtotal (lines the coupon applies to).
 * - A coupon is valid while today (Melbourne calendar date) is strictly before its expiry date:
 *   on the expiry date itself it no longer applies ("later than today, today excluded").
 * - Codes are kept as typed (trimmed) and matched case-insensitively, so `Winter20` and `WINTER20`
 *   are one code. Category matching is case-insensitive too; an empty category list means every
 *   category. The back office offers the categories of COUPON_CATEGORIES.
 * - A coupon whose categories match no line in the cart fails with coupon_not_applicable.
 */
export type CouponDiscount = { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'fixed'; readonly amountCents: Cents };

export interface Coupon {
  readonly code: string;
  readonly discount: CouponDiscount;
  readonly minimumSpendCents: Cents;
  /** 'YYYY-MM-DD' (an ISO timestamp is also accepted and read as its Melbourne date). */
  readonly expireDate: string;
  readonly isActive: boolean;
  readonly isOneTime: boolean;
  /** Empty means every category. */
  readonly categories: readonly string[];
}

export interface CouponLine {
  readonly unitPriceCents: Cents;
  readonly quantity: number;
  readonly category: string;
}

export type CouponFailure = 'coupon_inactive' | 'coupon_expired' | 'coupon_below_minimum' | 'coupon_not_applicable';

export interface CouponApplication {
  readonly eligibleSubtotalCents: Cents;
  readonly discountCents: Cents;
}

/** The form's code as compared with others: trimmed and upper-cased (`winter20` is `WINTER20`). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** Whether two codes are the same code (case-insensitively). */
export const sameCouponCode = (a: string, b: string): boolean => normalizeCouponCode(a) === normalizeCouponCode(b);

/** The categories a coupon may be limited to (admin.md §3); none means every category. */
export const COUPON_CATEGORIES = ['solid', 'nailart', 'overlay', 'marble', 'missfrankie', 'sale'] as const;
export type CouponCategory = (typeof COUPON_CATEGORIES)[number];

/** 'Minimum spend of AU $50.00 is required. Otherwise discount won't be applied.' */
export function minimumSpendMessage(minimumSpendCents: Cents): string {
  return `Minimum spend of ${formatAudWithCountry(minimumSpendCents)} is required. Otherwise discount won't be applied.`;
}

function basisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
    throw new DomainError('invalid_percent', `A percentage must be above 0 and at most 100, got ${String(percent)}.`, 'amount');
  }
  const bp = Math.round(percent * 100);
  if (bp / 100 !== percent) throw new DomainError('invalid_percent', 'A percentage may have at most 2 decimals.', 'amount');
  return bp;
}

/** percent of an amount in cents, rounded to the nearest cent, halves up; exact for any cents value. */
export function percentOfCents(amountCents: Cents, percent: number): Cents {
  assertCents(amountCents);
  const bp = BigInt(basisPoints(percent));
  return Number((BigInt(amountCents) * bp + 5000n) / 10000n);
}

export function couponAppliesToCategory(coupon: Pick<Coupon, 'categories'>, category: string): boolean {
  if (coupon.categories.length === 0) return true;
  const c = category.trim().toLowerCase();
  return coupon.categories.some((k) => k.trim().toLowerCase() === c);
}

/** Subtotal of the lines the coupon applies to. */
export function eligibleSubtotalCents(coupon: Pick<Coupon, 'categories'>, lines: readonly CouponLine[]): Cents {
  return cartTotalCents(lines.filter((l) => couponAppliesToCategory(coupon, l.category)));
}

/** Whether the coupon is still in date on `today` (Melbourne): today must be before the expiry date. */
export function isCouponExpired(coupon: Pick<Coupon, 'expireDate'>, today: Date | string): boolean {
  const expiry: CalendarDate = toCalendarDate(coupon.expireDate, 'expireDate');
  return !(toCalendarDate(today) < expiry);
}

/** The discount amount for an eligible subtotal, capped so it never exceeds that subtotal. */
export function discountFor(discount: CouponDiscount, eligibleCents: Cents): Cents {
  assertCents(eligibleCents);
  const raw = discount.kind === 'percent' ? percentOfCents(eligibleCents, discount.percent) : assertCents(discount.amountCents, 'amount');
  return Math.min(raw, eligibleCents);
}

/**
 * Applies a coupon to cart lines on `today`. Expected refusals come back as typed failures;
 * malformed coupons or lines throw DomainError.
 */
export function applyCoupon(coupon: Coupon, lines: readonly CouponLine[], today: Date | string): Result<CouponApplication, CouponFailure> {
  assertCents(coupon.minimumSpendCents, 'minimumSpend');
  if (!coupon.isActive) return failField('invalid_input', 'coupon_inactive', 'coupon', 'This coupon is no longer active.');
  if (isCouponExpired(coupon, today)) return failField('invalid_input', 'coupon_expired', 'coupon', 'This coupon has expired.');
  const eligible = eligibleSubtotalCents(coupon, lines);
  if (coupon.categories.length > 0 && !lines.some((l) => l.quantity > 0 && couponAppliesToCategory(coupon, l.category))) {
    return failField('invalid_input', 'coupon_not_applicable', 'coupon', "This coupon doesn't apply to any item in your cart.");
  }
  if (eligible < coupon.minimumSpendCents) return failField('invalid_input', 'coupon_below_minimum', 'coupon', minimumSpendMessage(coupon.minimumSpendCents));
  return ok({ eligibleSubtotalCents: eligible, discountCents: discountFor(coupon.discount, eligible) });
}

/** What the admin's new-coupon form sends (amount and minimum spend in dollars, as numbers or text). */
export interface NewCouponInput {
  readonly code?: string | null;
  readonly isPercent?: boolean;
  readonly amount?: number | string | null;
  readonly minimumSpend?: number | string | null;
  readonly expireDate?: string | null;
  readonly isActive?: boolean;
  readonly isOneTime?: boolean;
  readonly categories?: readonly string[] | null;
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function toCents(value: number | string, field: string): Cents {
  return typeof value === 'number' ? dollarsToCents(value, field) : parseDollars(value, field);
}

function tryCents(value: number | string): Cents | null {
  try {
    return toCents(value, 'x');
  } catch (e) {
    if (e instanceof DomainError) return null;
    throw e;
  }
}

const CODE_PATTERN = /^[A-Z0-9_-]{1,32}$/;

/** Field → message for the new-coupon form (fields code, amount, minimumSpend, expireDate, categories); {} when valid. */
export function validateNewCoupon(input: NewCouponInput, now: Date | string): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(input.code)) errors.code = 'Coupon code is required.';
  else if (!CODE_PATTERN.test(normalizeCouponCode(String(input.code)))) errors.code = 'Coupon code may only contain letters, numbers, hyphens and underscores (at most 32).';

  if (blank(input.amount)) errors.amount = 'Amount is required.';
  else {
    const hundredths = tryCents(input.amount as number | string);
    if (hundredths === null) errors.amount = 'Amount must be a number with at most 2 decimals.';
    else if (hundredths <= 0) errors.amount = 'Amount must be greater than 0.';
    else if (input.isPercent === true && hundredths > 10_000) errors.amount = 'A percentage discount cannot be more than 100.';
  }

  if (!blank(input.minimumSpend) && tryCents(input.minimumSpend as number | string) === null) {
    errors.minimumSpend = 'Minimum spend must be 0 or more, with at most 2 decimals.';
  }

  const unknown = (input.categories ?? []).filter((c) => c.trim() !== '' && !(COUPON_CATEGORIES as readonly string[]).includes(c.trim().toLowerCase()));
  if (unknown.length > 0) errors.categories = `A coupon can be limited to ${COUPON_CATEGORIES.join(', ')}; not ${unknown.join(', ')}.`;

  if (blank(input.expireDate)) errors.expireDate = 'Expiry date is required.';
  else {
    let expiry: CalendarDate | null = null;
    try {
      expiry = toCalendarDate(String(input.expireDate).trim());
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
    if (expiry === null) errors.expireDate = 'Expiry date is not a valid date.';
    else if (!(toCalendarDate(now) < expiry)) errors.expireDate = 'Expiry date must be later than today.';
  }
  return errors;
}

/** Validates the admin form and builds the coupon (code as typed, trimmed; amounts in cents; blank minimum = 0). */
export function createCoupon(input: NewCouponInput, now: Date | string): Result<Coupon, 'invalid_coupon'> {
  const errors = validateNewCoupon(input, now);
  if (hasErrors(errors)) return fail('invalid_input', 'Please correct the highlighted fields.', { reason: 'invalid_coupon', fields: errors });
  const hundredths = toCents(input.amount as number | string, 'amount');
  const categories = [...new Set((input.categories ?? []).map((c) => c.trim().toLowerCase()).filter((c) => c !== ''))];
  return ok({
    code: String(input.code).trim(),
    discount: input.isPercent === true ? { kind: 'percent', percent: hundredths / 100 } : { kind: 'fixed', amountCents: hundredths },
    minimumSpendCents: blank(input.minimumSpend) ? 0 : toCents(input.minimumSpend as number | string, 'minimumSpend'),
    expireDate: toCalendarDate(String(input.expireDate).trim()),
    isActive: input.isActive ?? true,
    isOneTime: input.isOneTime ?? false,
    categories,
  });
}
