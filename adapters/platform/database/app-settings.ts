import type { Db } from './database.js';

/**
 * A setting shared by all processes (e.g. the token signing secret): the first process to ask
 * stores `make()`'s value; every process then reads the same one.
 */
export async function getOrCreateSetting(db: Db, key: string, make: () => string): Promise<string> {
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, make()]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`setting ${key} missing after insert`);
  return value;
}
