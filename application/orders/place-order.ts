import type { Analytics } from '../ports/analytics.js';
import type { CheckoutTransaction } from '../ports/checkout-transaction.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { OrderRecord, StockMovement } from '../ports/order-repository.js';
import { fail, ok, type Result } from '../result.js';
import type { CheckoutRequest, PricedCheckout } from '../checkout/checkout-request.js';
import { newOrderNumber } from './order-number.js';
import { orderConfirmationMail, type InvoiceIssuer } from './order-confirmation-mail.js';

export interface PlaceOrderDeps {
  transaction: CheckoutTransaction;
  ids: IdGenerator;
  clock: Clock;
  analytics: Analytics;
  issuer: InvoiceIssuer;
}

export interface PlaceOrderInput {
  checkoutKey: string;
  paymentType: 'stripe' | 'paypal';
  paymentId: string;
  /** Paid through the built-in test gateway: no real money was taken. */
  testMode: boolean;
  request: CheckoutRequest;
  priced: PricedCheckout;
}

export interface PlacedOrder {
  order: OrderRecord;
  /** False when the order of this checkout key existed already (a retry). */
  created: boolean;
}

export const STOCK_GONE_MESSAGE = 'Sorry, some items in your order sold out while you were paying.';
export const COUPON_GONE_MESSAGE = 'This coupon has already been used.';

const DUPLICATE = 'duplicate_checkout_key';

function stockOf(priced: PricedCheckout): StockMovement[] {
  return priced.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
}

function buildOrder(input: PlaceOrderInput, deps: PlaceOrderDeps, orderid: string): OrderRecord {
  const { request: r, priced: p } = input;
  return {
    id: deps.ids.newId(),
    orderid,
    userId: r.userId,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    address: r.address,
    city: r.city,
    region: r.region,
    postcode: r.postcode,
    country: r.country,
    phoneNumber: r.phoneNumber,
    message: r.message,
    goGreen: r.goGreen,
    shippingType: p.shippingType,
    shippingFeeCents: p.totals.shippingCents,
    subtotalCents: p.totals.subtotalCents,
    discountCents: p.totals.discountCents,
    totalCents: p.totals.totalCents,
    gstCents: p.totals.gstCents,
    donationCents: p.totals.donationCents,
    couponId: p.coupon?.id ?? null,
    coupon: p.coupon
      ? { code: p.coupon.code, amount: p.coupon.discount.kind === 'percent' ? p.coupon.discount.percent : p.coupon.discount.amountCents / 100, isPercent: p.coupon.discount.kind === 'percent' }
      : null,
    paymentType: input.paymentType,
    paymentId: input.paymentId,
    testMode: input.testMode,
    checkoutKey: input.checkoutKey,
    accessToken: deps.ids.secureToken(32),
    orderStatus: 'Processing',
    shippingDate: null,
    trackingNumber: null,
    stockRestored: false,
    createdAt: deps.clock.now(),
    lines: p.lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      productName: l.product.name,
      productSize: l.variantName,
      productImage: l.product.imageUrl,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      category: l.product.category,
    })),
  };
}

/**
 * Turns a paid checkout into an order, in one transaction: the order and its lines, the stock taken
 * (all of it or none), the coupon use, the emptied server cart, the tax-invoice mail and the realtime
 * event. A second call with the same checkout key returns the first order and changes nothing.
 */
export function makePlaceOrder(deps: PlaceOrderDeps) {
  return async (input: PlaceOrderInput): Promise<Result<PlacedOrder>> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = buildOrder(input, deps, newOrderNumber(deps.ids));
      const result = await deps.transaction<OrderRecord | 'retry'>(async (s) => {
        const inserted = await s.orders.insert(order);
        if (inserted === 'duplicate_key') return fail('conflict', DUPLICATE);
        if (inserted === 'duplicate_orderid') return ok('retry');
        if (!(await s.orders.takeStock(stockOf(input.priced)))) return fail('out_of_stock', STOCK_GONE_MESSAGE);
        if (order.couponId && !(await s.coupons.recordUse(order.couponId))) return fail('conflict', COUPON_GONE_MESSAGE, { coupon: COUPON_GONE_MESSAGE });
        const owner = input.request.userId ?? input.request.guestId;
        if (owner) await s.carts.save(owner, []);
        await s.outbox.add({ topic: 'job:send-mail', payload: orderConfirmationMail(order, deps.issuer) });
        await s.outbox.add({ topic: 'event:orders', payload: { type: 'order-placed', orderid: order.orderid, totalCents: order.totalCents, createdAt: order.createdAt.toISOString() } });
        return ok(order);
      });
      if (result.ok && result.value === 'retry') continue;
      if (!result.ok && result.message === DUPLICATE) {
        const existing = await findExisting(deps, input.checkoutKey);
        return existing ? ok({ order: existing, created: false }) : fail('conflict', 'This checkout is being processed. Please try again in a moment.');
      }
      if (!result.ok) return result;
      const placed = result.value as OrderRecord;
      await deps.analytics.track({ name: 'Purchase', userId: placed.userId ?? input.request.guestId, valueCents: placed.totalCents, currency: 'aud', orderid: placed.orderid, productIds: placed.lines.map((l) => l.productId ?? '') });
      return ok({ order: placed, created: true });
    }
    return fail('unavailable', 'We could not number your order. Please try again.');
  };
}

async function findExisting(deps: PlaceOrderDeps, checkoutKey: string): Promise<OrderRecord | undefined> {
  return deps.transaction(async (s) => {
    const o = await s.orders.findByCheckoutKey(checkoutKey);
    return o ? ok(o) : fail('not_found', 'none');
  }).then((r) => (r.ok ? r.value : undefined));
}
