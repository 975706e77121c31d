import { applyCoupon, isCouponExpired } from '../../domain/coupon.js';
import { validateCart } from '../../domain/stock.js';
import type { Clock } from '../platform/clock.js';
import type { CouponRecord } from './ports.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import type { PricingDeps, RequestedLine } from './checkout-request.js';

export interface ApplyDiscountDeps extends PricingDeps {
  clock: Clock;
}

export interface AppliedCoupon {
  coupon: CouponRecord;
  /** The discount on the cart sent, in cents (absent without a cart). */
  discountCents?: number;
}

export const UNKNOWN_COUPON = 'This coupon code is not valid.';

/**
 * Checks a coupon code for the shopper's coupon box. With the cart, the domain's rules decide
 * (active, in date, categories, minimum spend) on the database's prices; without it, only whether the
 * coupon can be used at all. Either way the order calls check it again.
 */
export function makeApplyDiscount(deps: ApplyDiscountDeps) {
  return async (input: { code: string; lines: RequestedLine[] | null }): Promise<Result<AppliedCoupon>> => {
    const code = input.code.trim();
    if (code === '') return invalid({ coupon: 'Please enter a coupon code.' });
    const coupon = await deps.coupons.findByCode(code);
    if (!coupon) return invalid({ coupon: UNKNOWN_COUPON });
    const today = deps.clock.now();
    if (!input.lines || input.lines.length === 0) {
      if (!coupon.isActive) return invalid({ coupon: 'This coupon is no longer active.' });
      if (isCouponExpired(coupon, today)) return invalid({ coupon: 'This coupon has expired.' });
      return ok({ coupon });
    }
    const products = await deps.catalog.findForCheckout([...new Set(input.lines.map((l) => l.productId))]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const cart = validateCart(input.lines, byId);
    const lines = cart.lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity, category: byId.get(l.productId)?.category ?? '' }));
    const applied = applyCoupon(coupon, lines, today);
    if (!applied.ok) return invalid({ coupon: applied.message });
    return ok({ coupon, discountCents: applied.value.discountCents });
  };
}
