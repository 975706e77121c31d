import type { CheckoutStores, CheckoutTransaction } from '../../../application/checkout/ports.js';
import type { Failure, Result } from '../../../domain/result.js';
import { outboxIn } from '../outbox/outbox.js';
import { inTransaction, type Db, type Tx } from './database.js';

class RolledBack {
  constructor(readonly result: Failure) {}
}

/**
 * One Postgres transaction for the checkout stores; a failure result rolls everything back.
 * `afterOutbox` runs once the transaction that wrote outbox messages has committed (wakes the dispatcher).
 */
export function postgresCheckoutTransaction(db: Db, storesIn: (tx: Tx) => Omit<CheckoutStores, 'outbox'>, afterOutbox?: () => void): CheckoutTransaction {
  return async <T, R extends string>(work: (stores: CheckoutStores) => Promise<Result<T, R>>): Promise<Result<T, R>> => {
    let wrote = false;
    try {
      const done = await inTransaction(db, async (tx) => {
        const result = (await work({
          ...storesIn(tx),
          outbox: outboxIn(tx, () => {
            wrote = true;
          }),
        }));
        if (!result.ok) throw new RolledBack(result);
        return result;
      });
      if (wrote) afterOutbox?.();
      return done;
    } catch (e) {
      if (e instanceof RolledBack) return e.result as Failure<R>;
      throw e;
    }
  };
}
