import type { Container } from 'inversify';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import type { Outbox } from '../../../application/platform/outbox.js';
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
 * `afterCommit` runs after a commit that wrote to the outbox, with the events written (it wakes the
 * dispatcher and announces the events); `run` resolves once it has.
 */
export function postgresUnitOfWork<S>(db: Db, storesIn: (tx: Tx) => S, afterCommit: (events: BusEvent[]) => void | Promise<void> = () => {}): UnitOfWork<S> {
  return {
    async run(work) {
      let wrote = false;
      const events: BusEvent[] = [];
      try {
        const done = await inTransaction(db, async (tx) => {
          const written = outboxIn(tx, () => {
            wrote = true;
          });
          const outbox: Outbox = {
            job: written.job,
            event: async (type, data) => {
              await written.event(type, data);
              events.push({ type, data });
            },
          };
          const result = await work({ ...storesIn(tx), outbox });
          if (!result.ok) throw new RolledBack(result);
          return result;
        });
        if (wrote) await afterCommit(events);
        return done;
      } catch (error) {
        if (error instanceof RolledBack) return error.failure as Failure<never>;
        throw error;
      }
    },
  };
}

/** A unit of work on the container's database that wakes its outbox dispatcher and announces the events committed. */
export function unitOfWorkIn<S>(container: Container, storesIn: (tx: Tx) => S): UnitOfWork<S> {
  return postgresUnitOfWork(container.get(T.db), storesIn, async (events) => {
    container.get(T.dispatcher).wake();
    await container.get(T.announcer).announce(events);
  });
}
