import type { ShopEventMap, ShopEventType } from './events.js';
import type { ShopJobMap, ShopJobName } from './jobs.js';

/**
 * Side effects that must follow a state change are written to the outbox in the same transaction as
 * the change (see UnitOfWork); a dispatcher delivers them afterwards, at least once. A job runs once,
 * in some worker; an event reaches every subscriber of its channel in every web process.
 */
export interface Outbox {
  job<N extends ShopJobName>(name: N, payload: ShopJobMap[N]): Promise<void>;
  event<K extends ShopEventType>(type: K, data: ShopEventMap[K]): Promise<void>;
}
