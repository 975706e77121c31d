import type { Coupon } from '../../domain/coupon.js';
import type { Result } from '../../domain/result.js';
import type { CartRepository } from '../cart/ports.js';
import type { OrderRepository } from '../orders/ports.js';

/** One cart line as the shopper asks for it: no price (prices come from the database only). */
export interface RequestedLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** An order request after the HTTP adapter parsed it; stored with the checkout attempt. */
export interface CheckoutRequest {
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
  /** Option name or shipping type the shopper chose. */
  shippingMethod: string;
  lines: RequestedLine[];
  couponCode: string | null;
  /** The signed-in customer (from the token), else null. */
  userId: string | null;
  /** The guest id holding the server cart of a guest, else null. */
  guestId: string | null;
  /** Express wallet checkout: the wallet's own shipping options apply and fewer fields are needed. */
  express: boolean;
}

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
  /** Stores a new coupon (the newsletter's welcome code; the back office's coupons later). */
  insert(coupon: Coupon & { id: string; createdAt: Date }): Promise<void>;
}

/** The stores an order is placed with, bound to one unit of work. */
export interface CheckoutStores {
  orders: OrderRepository;
  coupons: CouponRepository;
  carts: CartRepository;
}

// ---- What the checkout module offers ----

/** The nightly job: switches off the coupons whose expiry date has come. */
export type ExpireCoupons = () => Promise<Result<{ deactivated: number }>>;
