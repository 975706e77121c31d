import { validateCheckoutForm, normalizeCheckoutForm } from '../../domain/checkout-form.js';
import { isCountry } from '../../domain/countries.js';
import { quoteExpressShipping } from '../../domain/express-shipping.js';
import { computeCheckoutTotals, computeOrderTotals, type OrderTotals } from '../../domain/order-totals.js';
import type { ShippingType } from '../../domain/shipping-types.js';
import { validateCart, type CartWarning, type PricedCartLine } from '../../domain/stock.js';
import type { CheckoutCatalog, CheckoutProduct } from '../catalog/ports.js';
import type { CheckoutRequest, CouponRecord, CouponRepository } from './ports.js';

export type { CheckoutRequest, RequestedLine } from './ports.js';
import { invalid, ok, type Result } from '../../domain/result.js';

export interface PricedLine extends PricedCartLine {
  product: CheckoutProduct;
  variantName: string;
}

export interface PricedCheckout {
  lines: PricedLine[];
  totals: OrderTotals;
  shippingType: ShippingType;
  coupon: CouponRecord | null;
}

/** The cart no longer matches stock or prices: the shopper gets the corrected cart and warnings. */
export interface CartChanged {
  lines: PricedCartLine[];
  products: CheckoutProduct[];
  warnings: CartWarning[];
}

export const CART_CHANGED_MESSAGE = 'Some items in your cart have changed. Please review your cart and try again.';

/** Checks the shopper's details: the checkout form's rules (the wallet sheet gives no phone or region). */
export function checkDetails(request: CheckoutRequest): Result<CheckoutRequest> {
  const form = {
    email: request.email,
    firstname: request.firstName,
    lastname: request.lastName,
    phoneNumber: request.phoneNumber,
    address: request.address,
    city: request.city,
    region: request.region,
    postcode: request.postcode,
    country: request.country,
  };
  const errors = validateCheckoutForm(form);
  if (request.express) {
    delete errors.phoneNumber;
    delete errors.region;
    if (request.postcode.trim() === '') delete errors.postcode;
  }
  const renamed: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    renamed[field === 'firstname' ? 'firstName' : field === 'lastname' ? 'lastName' : field] = message;
  }
  if (Object.keys(renamed).length > 0) return invalid(renamed);
  if (!isCountry(request.country.trim())) return invalid({ country: 'Please choose a country we ship to.' });
  const n = normalizeCheckoutForm({ ...form, phoneNumber: form.phoneNumber || '', region: form.region || '' });
  return ok({
    ...request,
    email: n.email,
    firstName: n.firstname,
    lastName: n.lastname,
    phoneNumber: n.phoneNumber,
    address: n.address,
    city: n.city,
    region: n.region,
    postcode: n.postcode,
    country: n.country,
    message: request.message.trim(),
  });
}

export interface PricingDeps {
  catalog: CheckoutCatalog;
  coupons: CouponRepository;
}

/**
 * Prices a checkout from the database alone: current products, stock and prices, the coupon as
 * stored, the shipping the domain offers. A cart that no longer fits comes back as `CartChanged`.
 */
export async function priceCheckout(deps: PricingDeps, request: CheckoutRequest, today: Date): Promise<Result<PricedCheckout | CartChanged>> {
  if (request.lines.length === 0) return invalid({ cart: 'Your cart is empty.' });
  const ids = [...new Set(request.lines.map((l) => l.productId))];
  const products = await deps.catalog.findForCheckout(ids);
  const byId = new Map(products.map((p) => [p.id, p]));
  const checked = validateCart(request.lines, byId);
  if (checked.changed) return ok({ lines: checked.lines, products, warnings: checked.warnings });

  let coupon: CouponRecord | null = null;
  if (request.couponCode !== null && request.couponCode.trim() !== '') {
    coupon = (await deps.coupons.findByCode(request.couponCode)) ?? null;
    if (!coupon) return invalid({ coupon: 'This coupon code is not valid.' });
  }

  const lines: PricedLine[] = checked.lines.map((l) => {
    const product = byId.get(l.productId) as CheckoutProduct;
    const variantName = product.variants.find((v) => v.id === l.variantId)?.name ?? '';
    return { ...l, product, variantName };
  });
  const couponLines = lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity, category: l.product.category }));

  let totals: OrderTotals;
  let shippingType: ShippingType;
  if (request.express) {
    const goods = computeOrderTotals({ lines: couponLines, coupon, shippingFeeCents: 0, today });
    if (goods.couponRejection) return invalid({ coupon: goods.couponRejection.message });
    const quote = quoteExpressShipping(request.country, goods.subtotalCents - goods.discountCents, request.shippingMethod);
    if (!quote.ok) return invalid({ shippingType: quote.message });
    totals = computeOrderTotals({ lines: couponLines, coupon, shippingFeeCents: quote.value.feeCents, today });
    shippingType = quote.value.shippingType;
  } else {
    const r = computeCheckoutTotals({ lines: couponLines, coupon, country: request.country, shippingMethod: request.shippingMethod, today });
    if (!r.ok) return invalid({ shippingType: r.message });
    if (r.value.couponRejection) return invalid({ coupon: r.value.couponRejection.message });
    totals = r.value;
    shippingType = r.value.shipping.shippingType;
  }
  if (coupon && !totals.couponApplied) return invalid({ coupon: 'This coupon cannot be applied.' });
  if (totals.totalCents <= 0) return invalid({ cart: 'An order must have something to pay.' });
  return ok({ lines, totals, shippingType, coupon });
}

export const isCartChanged = (v: PricedCheckout | CartChanged): v is CartChanged => 'warnings' in v;
