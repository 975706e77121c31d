import { z } from 'zod';
import type { CartChanged, CheckoutRequest } from '../../../application/checkout/checkout-request.js';
import type { OrderRecord } from '../../../application/orders/ports.js';
import type { Failure, Result } from '../../../domain/result.js';
import type { CartLine, CartWarning } from '../../http/contract/cart.js';
import type { PlacedOrder } from '../../http/contract/checkout.js';
import { cartInput, optionalText, toLines } from '../../http/schemas.js';
import { cartLinesView } from '../../http/cart-views.js';
import { orderView } from '../../http/order-view.js';
import { isRecordId } from '../../../domain/record-id.js';
import { optionalRecordId } from '../../http/id-schemas.js';

const text = (field: string, max = 200) => z.string({ message: `${field} is required.` }).max(max, `${field} is too long (at most ${max} characters).`);

const couponField = z
  .union([z.string().max(64, 'Coupon code is too long.'), z.object({ code: z.string().max(64, 'Coupon code is too long.') }).loose(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : v.code))
  .transform((v) => (v !== null && v.trim() === '' ? null : v));

const checkoutKeyField = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'Checkout key must be 8 to 100 letters, digits or - _ : .')
  .optional();

/** Fields shared by the three order calls; prices, fees and totals sent by a client are accepted and ignored. */
const orderBase = {
  firstName: text('First name', 50),
  lastName: text('Last name', 50),
  email: text('Email', 254),
  address: text('Address'),
  city: text('City', 100),
  country: text('Country', 60),
  region: optionalText('Region', 100),
  postcode: optionalText('Postcode', 20),
  phoneNumber: optionalText('Phone number', 30),
  message: optionalText('Order notes', 2000),
  shippingType: z.string({ message: 'Please choose a shipping method.' }).min(1, 'Please choose a shipping method.').max(60, 'Shipping method is not valid.'),
  shippingFee: z.unknown().optional(),
  cart: cartInput.min(1, 'Your cart is empty.'),
  coupon: couponField,
  userid: optionalRecordId('User id'),
  goGreen: z.boolean({ message: 'goGreen must be true or false.' }).optional(),
  checkoutKey: checkoutKeyField,
};

export const paymentBody = z.object({ ...orderBase, paymentId: z.string({ message: 'Payment is required.' }).min(1, 'Payment is required.').max(255, 'Payment id is not valid.') });
export const expressBody = z.object({ ...orderBase, token: z.string({ message: 'Payment is required.' }).min(1, 'Payment is required.').max(255, 'Payment token is not valid.') });

/** After 3-D Secure: which checkout and which payment intent the browser authenticated. */
export const confirmStripeBody = z.object({
  checkoutKey: z.string({ message: 'Checkout key is required.' }).regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'Checkout key must be 8 to 100 letters, digits or - _ : .'),
  paymentIntentId: z.string({ message: 'Payment intent id is required.' }).regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'Payment intent id is not valid.'),
});

type OrderBody = z.output<z.ZodObject<typeof orderBase>>;

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

/** Replaces the application's corrected cart in a failure with the contract's dbCart and warnings. */
export function shapeFailure<T>(r: Result<T>): Result<T> {
  if (r.ok || !r.details?.cartChanged) return r;
  const { cartChanged, ...rest } = r.details;
  const shaped: Failure = { ...r, details: { ...rest, ...cartChangedView(cartChanged as CartChanged) } };
  return shaped;
}
