import type { Result } from '../../domain/result.js';
import type { OrderStatus } from '../../domain/order-status.js';
import type { ShippingType } from '../../domain/shipping-types.js';

export interface OrderLineRecord {
  productId: string | null;
  variantId: string | null;
  productName: string;
  productSize: string;
  productImage: string;
  quantity: number;
  unitPriceCents: number;
  category: string;
}

export interface OrderCouponSnapshot {
  code: string;
  amount: number;
  isPercent: boolean;
}

export interface OrderRecord {
  id: string;
  orderid: string;
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  phoneNumber: string;
  message: string;
  goGreen: boolean;
  shippingType: ShippingType;
  shippingFeeCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  gstCents: number;
  donationCents: number;
  couponId: string | null;
  coupon: OrderCouponSnapshot | null;
  paymentType: 'stripe' | 'paypal';
  paymentId: string | null;
  /** A test order: paid through the built-in test gateway, no real money taken. */
  testMode: boolean;
  checkoutKey: string | null;
  accessToken: string | null;
  orderStatus: OrderStatus;
  shippingDate: string | null;
  trackingNumber: string | null;
  stockRestored: boolean;
  createdAt: Date;
  lines: OrderLineRecord[];
}

/** One unit of stock to take or give back: the product, and the variant when it has sizes. */
export interface StockMovement {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export interface OrderRepository {
  /** An order in sight: one the back office deleted is not found. */
  findByOrderId(orderid: string): Promise<OrderRecord | undefined>;
  findByCheckoutKey(checkoutKey: string): Promise<OrderRecord | undefined>;
  /** Locks the order row until the transaction ends (cancel, confirm). */
  findByOrderIdForUpdate(orderid: string): Promise<OrderRecord | undefined>;
  /**
   * Inserts the order and its lines. 'duplicate_key' when an order with this checkout key exists
   * (or is being written by a concurrent transaction), 'duplicate_orderid' when the order number is taken.
   */
  insert(order: OrderRecord): Promise<'inserted' | 'duplicate_key' | 'duplicate_orderid'>;
  /** Takes all the stock (product and variant levels) or none: false when any of it is not there. */
  takeStock(items: readonly StockMovement[]): Promise<boolean>;
  /** Puts stock back and lowers the sold counts. */
  returnStock(items: readonly StockMovement[]): Promise<void>;
  /** Saves the status fields, and marks the stock as given back when asked (never unmarks it). */
  saveStatus(order: Pick<OrderRecord, 'id' | 'orderStatus' | 'trackingNumber' | 'shippingDate'>, markStockRestored: boolean): Promise<void>;
}

export interface ProfileOrderLine {
  productId: string | null;
  productName: string;
  productImage: string;
  productSize: string;
  quantity: number;
  unitPriceCents: number;
}

/** An order as the customer's dashboard shows it. */
export interface ProfileOrderView {
  id: string;
  orderid: string;
  paymentType: OrderRecord['paymentType'];
  /** Paid through the built-in test gateway: no real payment was taken. */
  testMode: boolean;
  createdAt: Date;
  totalCents: number;
  orderStatus: OrderStatus;
  shippingDate: Date | null;
  trackingNumber: string | null;
  shippingFeeCents: number;
  shippingType: ShippingType;
  coupon: { code: string; amount: number; isPercent: boolean } | null;
  lines: ProfileOrderLine[];
}

/** Orders of one customer, for their dashboard. */
export interface ProfileOrderReader {
  /** The user's orders (not deleted), newest first. */
  listForUser(userId: string): Promise<ProfileOrderView[]>;
}

/** Gives back one use of a coupon (the checkout module's coupon store does it). */
export interface CouponReleases {
  releaseUse(couponId: string): Promise<void>;
}

/** The stores an order changes with, bound to one unit of work. */
export interface OrderStores {
  orders: OrderRepository;
  coupons: CouponReleases;
}

// ---- What the orders module offers the other modules ----

/** Why an order could not be cancelled. */
export type CancelOrderFailure = 'unknown_order' | 'not_cancellable';

/** Cancels an order once, giving its stock and one-time coupon back (the back office). */
export type CancelOrder = (input: { orderid: string }) => Promise<Result<{ order: OrderRecord; changed: boolean }, CancelOrderFailure>>;
