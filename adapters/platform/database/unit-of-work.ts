import type { Container } from 'inversify';
import type { UnitOfWork } from '../../../application/platform/unit-of-work.js';
import type { Failure } from '../../../domain/result.js';
import { outboxIn } from '../outbox/outbox.js';
import { T } from '../tokens.js';
import { inTransaction, type Db, type Tx } from './database.js';

/** Carries a failed Result out of the transaction so that it rolls back. */
class RolledBack {
  constructor(readonly failure: Failure) {}
}

/**
 * The Postgres unit of work: one transaction per `run`, with the stores `storesIn` binds to it and
 * an outbox in the same transaction. A failed Result or an exception rolls everything back;
 * `afterCommit` runs after a commit that wrote to the outbox (it wakes the dispatcher).
 */
export function postgresUnitOfWork<S>(db: Db, storesIn: (tx: Tx) => S, afterCommit: () => void = () => {}): UnitOfWork<S> {
  return {
    async run(work) {
      let wrote = false;
      try {
        const done = await inTransaction(db, async (tx) => {
          const outbox = outboxIn(tx, () => {
            wrote = true;
          });
          const result = await work({ ...storesIn(tx), outbox });
          if (!result.ok) throw new RolledBack(result);
          return result;
        });
        if (wrote) afterCommit();
        return done;
      } catch (error) {
        if (error instanceof RolledBack) return error.failure as Failure<never>;
        throw error;
      }
    },
  };
}

/** A unit of work on the container's database that wakes the container's outbox dispatcher. */
export function unitOfWorkIn<S>(container: Container, storesIn: (tx: Tx) => S): UnitOfWork<S> {
  return postgresUnitOfWork(container.get(T.db), storesIn, () => container.get(T.dispatcher).wake());
}
