import { z } from 'zod';
import type { CartChanged, CheckoutRequest } from '../../../application/checkout/checkout-request.js';
import type { OrderRecord } from '../../../application/orders/ports.js';
import type { Failure, Result } from '../../../domain/result.js';
import type { CartLine, CartWarning } from '../../http/contract/cart.js';
import type { orderFields, PlacedOrder } from '../../http/contract/checkout.js';
import { toLines } from '../../http/schemas.js';
import { cartLinesView } from '../../http/cart-views.js';
import { orderView } from '../../http/order-view.js';
import { isRecordId } from '../../../domain/record-id.js';

type OrderBody = z.output<z.ZodObject<typeof orderFields>>;

/** The order request in the use case's terms; the signed-in user comes from the token, never the body. */
export function toCheckoutRequest(body: OrderBody, signedIn: string | null, express: boolean): CheckoutRequest {
  const guest = !signedIn && isRecordId(body.userid) ? body.userid : null;
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    address: body.address,
    city: body.city,
    country: body.country,
    region: body.region,
    postcode: body.postcode,
    phoneNumber: body.phoneNumber,
    message: body.message,
    goGreen: body.goGreen ?? false,
    shippingMethod: body.shippingType,
    lines: toLines(body.cart),
    couponCode: body.coupon,
    userId: signedIn,
    guestId: guest,
    express,
  };
}

export const placedOrderView = (o: OrderRecord): PlacedOrder => ({ ...orderView(o), accessToken: o.accessToken ?? '' });

export function cartChangedView(c: CartChanged): { dbCart: CartLine[]; warnings: CartWarning[] } {
  return { dbCart: cartLinesView(c.lines, c.products), warnings: c.warnings.map((w) => ({ product: w.product, definition: w.definition })) };
}

/**
 * A payment failure in the spec's wire names: a declined payment's message under `cardError`, a
 * refunded one's under `stripeRefund`, and the application's corrected cart as `dbCart` and `warnings`.
 */
export function shapeFailure<T>(r: Result<T>): Result<T> {
  if (r.ok) return r;
  const fields = r.code === 'payment_declined' ? { cardError: r.message } : r.reason === 'refunded' ? { stripeRefund: r.message } : r.fields;
  const { cartChanged, ...rest } = r.details ?? {};
  const details = cartChanged ? { ...rest, ...cartChangedView(cartChanged as CartChanged) } : r.details;
  const shaped: Failure = { ...r, ...(fields ? { fields } : {}), ...(details ? { details } : {}) };
  return shaped;
}
