import type { Db } from './database.js';

/**
 * Makes a handler idempotent: `work` runs unless this handler already finished the same message.
 * The record is written after `work` succeeds, so a crash in between repeats `work` (at least once).
 */
export async function handleOnce(db: Db, handler: string, messageId: string, work: () => Promise<void>): Promise<boolean> {
  const seen = await db.query('SELECT 1 FROM processed_messages WHERE handler = $1 AND message_id = $2', [handler, messageId]);
  if (seen.rowCount) return false;
  await work();
  await db.query('INSERT INTO processed_messages (handler, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [handler, messageId]);
  return true;
}
