import type { Db } from './database.js';

/**
 * Makes a handler's effect happen once per message: `work` runs unless this handler already finished
 * the same message. The message is claimed by inserting its `processed_messages` row in a transaction
 * that stays open while `work` runs and commits right after it, so the claim and the record of
 * completion are one transaction:
 * - a second run of the same message at the same time waits on the claim, then skips it;
 * - a failure (or a crash, which closes the connection) rolls the claim back and a retry runs `work` again.
 * The one window left is a crash after `work`'s effect left the process (a mail accepted by the SMTP
 * server) and before the COMMIT reached Postgres: the retry then repeats it.
 */
export async function handleOnce(db: Db, handler: string, messageId: string, work: () => Promise<void>): Promise<boolean> {
  const client = await db.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const claim = await client.query('INSERT INTO processed_messages (handler, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [handler, messageId]);
    if (claim.rowCount === 0) {
      await client.query('COMMIT');
      return false;
    }
    await work();
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch((e: unknown) => void (broken = e as Error));
    throw error;
  } finally {
    client.release(broken);
  }
}
