import { randomUUID } from 'node:crypto';
import type { Outbox, OutboxMessage } from '../../../application/platform/outbox.js';
import type { Tx } from '../database/database.js';

/** An outbox bound to one open transaction: the message commits or rolls back with the change. */
export function outboxIn(tx: Tx, onAdded?: () => void): Outbox {
  return {
    async add(message: OutboxMessage) {
      await tx.query('INSERT INTO outbox (id, topic, payload) VALUES ($1, $2, $3)', [randomUUID(), message.topic, JSON.stringify(message.payload ?? null)]);
      onAdded?.();
    },
  };
}
