import { normalizeEmail } from './address.js';

/** How a checkout is paid for. */
export type CheckoutPaymentType = 'stripe' | 'paypal';

/** What a checkout asks for: the buyer, where it goes, what is in it. Prices are never part of it (the server sets them). */
export interface FingerprintedCheckout {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  country: string;
  region: string;
  postcode: string;
  phoneNumber: string;
  message: string;
  goGreen: boolean;
  shippingMethod: string;
  couponCode: string | null;
  /** The signed-in customer, else null. */
  userId: string | null;
  /** The guest record, else null. */
  guestId: string | null;
  express: boolean;
  lines: readonly { productId: string; variantId: string | null; quantity: number }[];
}

const text = (s: string): string => s.trim();
const coupon = (code: string | null): string | null => (code === null || code.trim() === '' ? null : code.trim().toUpperCase());

/**
 * Who pays for a checkout, and how: the payment type and the signed-in account, else the guest
 * record, else (a caller with neither) the e-mail. A checkout key stays with the buyer who started
 * it; nobody else may continue it. A wallet sheet may give another payer e-mail for the same
 * account or guest, which is still the same buyer.
 */
export function checkoutBuyer(paymentType: CheckoutPaymentType, c: FingerprintedCheckout): string {
  const who = c.userId !== null ? ['user', c.userId] : c.guestId !== null ? ['guest', c.guestId] : ['email', normalizeEmail(c.email)];
  return JSON.stringify([paymentType, ...who]);
}

/**
 * Everything a checkout asks for, in a canonical form: the buyer, the delivery details, the
 * shipping, the coupon and the cart lines (in any order). Two requests with the same fingerprint
 * are the same checkout, so a retry may be answered with the order the first one placed; any other
 * request with that key is a different checkout. Which card pays is not part of it: a retry after a
 * lost answer may come with a new payment method for the same checkout.
 */
export function checkoutFingerprint(paymentType: CheckoutPaymentType, c: FingerprintedCheckout): string {
  const lines = c.lines
    .map((l) => [l.productId, l.variantId ?? '', l.quantity] as const)
    .sort((a, b) => (a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : a[1] !== b[1] ? (a[1] < b[1] ? -1 : 1) : a[2] - b[2]));
  return JSON.stringify([
    checkoutBuyer(paymentType, c),
    [normalizeEmail(c.email), text(c.firstName), text(c.lastName), text(c.address), text(c.city), text(c.region), text(c.postcode), text(c.country), text(c.phoneNumber)],
    [text(c.message), c.goGreen, text(c.shippingMethod), coupon(c.couponCode), c.express],
    lines,
  ]);
}
