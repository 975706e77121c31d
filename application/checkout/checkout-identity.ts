import { checkoutBuyer, checkoutFingerprint } from '../../domain/checkout-fingerprint.js';
import type { CheckoutAttempt } from './ports.js';
import { fail, type Failure } from '../../domain/result.js';
import type { CheckoutRequest } from './checkout-request.js';
import type { PaymentType } from './payment-gateways.js';

/** Said, without any personal data, when a checkout key is reused by another checkout. */
export const CHECKOUT_KEY_TAKEN = 'This checkout was already used for another order. Please reload the page and pay again.';

export const checkoutKeyTaken = (): Failure<'checkout_key_taken'> => fail('conflict', CHECKOUT_KEY_TAKEN, { reason: 'checkout_key_taken' });

/** The stored attempt is this very checkout: same payment type, buyer, details, shipping, coupon and cart. */
export const isSameCheckout = (attempt: Pick<CheckoutAttempt, 'paymentType' | 'request'>, paymentType: PaymentType, request: CheckoutRequest): boolean =>
  checkoutFingerprint(attempt.paymentType, attempt.request) === checkoutFingerprint(paymentType, request);

/** The stored attempt was started by this buyer with this payment type (the cart or address may have changed since). */
export const isSameBuyer = (attempt: Pick<CheckoutAttempt, 'paymentType' | 'request'>, paymentType: PaymentType, request: CheckoutRequest): boolean =>
  checkoutBuyer(attempt.paymentType, attempt.request) === checkoutBuyer(paymentType, request);
