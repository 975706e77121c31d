import { randomUUID } from 'node:crypto';
import { EVENT_CHANNELS } from '../../../application/platform/events.js';
import type { Outbox } from '../../../application/platform/outbox.js';
import type { Tx } from '../database/database.js';

/**
 * An outbox bound to one open transaction: the message commits or rolls back with the change. A job
 * is written as topic `job:<name>` with its payload; an event as topic `event:<channel>` with the
 * whole event (`{type, data}`), which the dispatcher publishes as it is.
 */
export function outboxIn(tx: Tx, onAdded?: () => void): Outbox {
  const add = async (topic: string, payload: unknown) => {
    await tx.query('INSERT INTO outbox (id, topic, payload) VALUES ($1, $2, $3)', [randomUUID(), topic, JSON.stringify(payload ?? null)]);
    onAdded?.();
  };
  return {
    job: (name, payload) => add(`job:${name}`, payload),
    event: (type, data) => add(`event:${EVENT_CHANNELS[type]}`, { type, data }),
  };
}
