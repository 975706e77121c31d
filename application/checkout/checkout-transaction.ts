import type { Result } from '../result.js';
import type { CartRepository } from '../cart/ports.js';
import type { CouponRepository } from './coupon-repository.js';
import type { OrderRepository } from '../orders/ports.js';
import type { Outbox } from '../platform/outbox.js';

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
export type CheckoutTransaction = <T>(work: (stores: CheckoutStores) => Promise<Result<T>>) => Promise<Result<T>>;
