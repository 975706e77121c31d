import type { CheckoutRequest } from './checkout-request.js';
import type { Coupon } from '../../domain/coupon.js';
import type { Result } from '../../domain/result.js';
import type { CartRepository } from '../cart/ports.js';
import type { OrderRepository } from '../orders/ports.js';
import type { Outbox } from '../platform/outbox.js';

export type CheckoutAttemptStatus = 'pending' | 'paid' | 'fulfilled' | 'refunded' | 'failed';

/** What was about to be paid for, saved before the payment is taken. */
export interface CheckoutAttempt {
  checkoutKey: string;
  paymentType: 'stripe' | 'paypal';
  request: CheckoutRequest;
  amountCents: number;
  paymentId: string | null;
  status: CheckoutAttemptStatus;
}

export interface CheckoutAttemptRepository {
  /** Saves a new attempt; when the key is known already, keeps and returns the stored one. */
  saveNew(attempt: CheckoutAttempt): Promise<CheckoutAttempt>;
  find(checkoutKey: string): Promise<CheckoutAttempt | undefined>;
  /** Updates the amount and request of a pending or failed attempt (the shopper changed the cart and retried). */
  reprice(checkoutKey: string, request: CheckoutRequest, amountCents: number): Promise<void>;
  setStatus(checkoutKey: string, status: CheckoutAttemptStatus, paymentId?: string): Promise<void>;
}

export interface CouponRecord extends Coupon {
  id: string;
  timesUsed: number;
}

export interface CouponRepository {
  /** By code, case-insensitively. */
  findByCode(code: string): Promise<CouponRecord | undefined>;
  /**
   * Records one use, only while the coupon is active and (when one-time) unused; a one-time coupon
   * becomes inactive. False when it could not be used (someone else used it first).
   */
  recordUse(couponId: string): Promise<boolean>;
  /** Undoes one use (a cancelled order): a one-time coupon becomes active again. */
  releaseUse(couponId: string): Promise<void>;
  /** Deactivates active coupons whose expiry date is on or before `today` (YYYY-MM-DD); returns how many. */
  deactivateExpired(today: string): Promise<number>;
}

/** The order, coupon and cart repositories and the outbox, all bound to one transaction. */
export interface CheckoutStores {
  orders: OrderRepository;
  coupons: CouponRepository;
  carts: CartRepository;
  outbox: Outbox;
}

/**
 * Runs `work` in one transaction: it commits when `work` returns ok and rolls back when it returns a
 * failure or throws, so a refused order leaves no stock taken and no coupon used.
 */
export type CheckoutTransaction = <T, R extends string>(work: (stores: CheckoutStores) => Promise<Result<T, R>>) => Promise<Result<T, R>>;
