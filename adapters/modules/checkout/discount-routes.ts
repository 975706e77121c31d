import express, { type RequestHandler, type Router } from 'express';
import type { makeApplyDiscount } from '../../../application/checkout/apply-discount.js';
import type { CouponRecord as StoredCoupon } from '../../../application/checkout/ports.js';
import { ok } from '../../../domain/result.js';
import { centsToDollars } from '../../../domain/money.js';
import { apiRoute } from '../../http/api-route.js';
import type { CouponRecord } from '../../http/contract/checkout.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { toLines } from '../../http/schemas.js';
import { applyDiscountBody, couponAnswer } from '../../http/contract/checkout.js';

export function couponView(c: StoredCoupon, discountCents?: number): CouponRecord {
  return {
    _id: c.id,
    code: c.code,
    amount: c.discount.kind === 'percent' ? c.discount.percent : centsToDollars(c.discount.amountCents),
    isPercent: c.discount.kind === 'percent',
    minimumSpend: centsToDollars(c.minimumSpendCents),
    expireDate: c.expireDate,
    categories: [...c.categories],
    ...(discountCents !== undefined ? { discount: discountCents } : {}),
  };
}

export function discountsRouter(d: { registry: ApiRegistry; applyDiscount: ReturnType<typeof makeApplyDiscount>; limit: RequestHandler }): Router {
  const router = express.Router();
  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/discounts/applyDiscount',
    summary: 'Check a coupon code (and, with the cart, its minimum spend and categories)',
    tag: 'Checkout',
    auth: 'public',
    before: [d.limit],
    body: applyDiscountBody,
    answer: couponAnswer,
    responses: {
      200: 'The coupon record (amount: percent or dollars; minimumSpend in dollars; discount in cents with a cart)',
      400: '{coupon: message}',
      429: 'Too many coupon checks from this address or for this cart; see Retry-After',
    },
    handler: async ({ body }) => {
      const r = await d.applyDiscount({ code: body.coupon, lines: body.cart ? toLines(body.cart) : null });
      return r.ok ? ok(couponView(r.value.coupon, r.value.discountCents)) : r;
    },
  });
  return router;
}
