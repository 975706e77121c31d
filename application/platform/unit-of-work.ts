import type { Result } from '../../domain/result.js';
import type { Outbox } from './outbox.js';

/**
 * Runs work in one database transaction, with the stores `S` (a module's repositories) and the
 * outbox bound to it. It commits when the work returns ok; it rolls back when the work returns a
 * failure or throws, so a refused order leaves no stock taken and a failed token refresh no address
 * saved. After a commit that wrote to the outbox, the outbox dispatcher is woken at once.
 */
export interface UnitOfWork<S> {
  run<T, R extends string>(work: (tx: S & { readonly outbox: Outbox }) => Promise<Result<T, R>>): Promise<Result<T, R>>;
}
