import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { CheckoutStores } from './ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { OrderRecord, OrderRepository, StockMovement } from '../orders/ports.js';
import { fail, ok, type Failure, type Result } from '../../domain/result.js';
import type { CheckoutRequest, PricedCheckout } from './checkout-request.js';
import { newOrderNumber } from './order-number.js';
import { orderConfirmationMail, type InvoiceIssuer } from './order-confirmation-mail.js';

export interface PlaceOrderDeps {
  uow: UnitOfWork<CheckoutStores>;
  /** Orders read outside the unit of work (the order of a retried checkout). */
  orders: Pick<OrderRepository, 'findByCheckoutKey'>;
  ids: IdGenerator;
  clock: Clock;
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

/** Why an order could not be placed. */
export type PlaceOrderFailure = 'stock_gone' | 'coupon_used' | 'checkout_in_progress' | 'numbering_failed';

/**
 * Whether a paid checkout whose order could not be placed gets its money back: the stock or the
 * one-time coupon went while the shopper paid. Anything else is answered as it is and may be retried.
 */
export const isRefundable = (failure: Failure<PlaceOrderFailure>): boolean => failure.reason === 'stock_gone' || failure.reason === 'coupon_used';

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
 * (all of it or none), the coupon use, the emptied server cart, and in the outbox the tax-invoice
 * mail, the Purchase conversion and the order and stock events. A second call with the same checkout
 * key returns the first order and changes nothing.
 */
export function makePlaceOrder(deps: PlaceOrderDeps) {
  return async (input: PlaceOrderInput): Promise<Result<PlacedOrder, PlaceOrderFailure>> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = buildOrder(input, deps, newOrderNumber(deps.ids));
      const result = await deps.uow.run(async (s): Promise<Result<OrderRecord | 'retry' | 'duplicate', PlaceOrderFailure>> => {
        const inserted = await s.orders.insert(order);
        // Nothing was written: the order of this checkout key exists, or a concurrent request is writing it.
        if (inserted === 'duplicate_key') return ok('duplicate');
        if (inserted === 'duplicate_orderid') return ok('retry');
        if (!(await s.orders.takeStock(stockOf(input.priced)))) return fail('out_of_stock', STOCK_GONE_MESSAGE, { reason: 'stock_gone' });
        if (order.couponId && !(await s.coupons.recordUse(order.couponId))) return fail('conflict', COUPON_GONE_MESSAGE, { reason: 'coupon_used', fields: { coupon: COUPON_GONE_MESSAGE } });
        const owner = input.request.userId ?? input.request.guestId;
        if (owner) await s.carts.save(owner, []);
        const productIds = [...new Set(order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
        await s.outbox.job('send-mail', orderConfirmationMail(order, deps.issuer));
        await s.outbox.job('track-conversion', { name: 'Purchase', userId: order.userId ?? input.request.guestId, valueCents: order.totalCents, currency: 'aud', orderid: order.orderid, productIds });
        await s.outbox.event('order.placed', { orderId: order.id, orderid: order.orderid, userId: order.userId, totalCents: order.totalCents, createdAt: order.createdAt.toISOString(), productIds });
        await s.outbox.event('stock.changed', { productIds });
        return ok(order);
      });
      if (!result.ok) return result;
      if (result.value === 'retry') continue;
      if (result.value === 'duplicate') {
        const existing = await deps.orders.findByCheckoutKey(input.checkoutKey);
        return existing ? ok({ order: existing, created: false }) : fail('conflict', 'This checkout is being processed. Please try again in a moment.', { reason: 'checkout_in_progress' });
      }
      return ok({ order: result.value, created: true });
    }
    return fail('unavailable', 'We could not number your order. Please try again.', { reason: 'numbering_failed' });
  };
}
