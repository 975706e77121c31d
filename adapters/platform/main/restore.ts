// `npm run restore FOLDER [--force]`: brings the database and media folder back to a backup made by
// `npm run backup`. The shop must be stopped; the database must be empty unless --force.
import { join, resolve } from 'node:path';
import { BackupError, restoreShop } from '../backup/backup.js';
import { StartupError } from '../startup-error.js';
import { configOrExit, createLogger, exitWith, startDatabase } from './runtime.js';

const config = configOrExit(process.env);
const log = createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!given) exitWith('Usage: npm run restore -- FOLDER [--force]');
try {
  // Not attached: a shop still running on this data folder makes this stop with a line naming it.
  const runtime = await startDatabase(config, log);
  try {
    const m = await restoreShop(runtime.ownerUrl, join(runtime.dataDir, 'media'), resolve(process.env.INIT_CWD ?? process.cwd(), given), { force: process.argv.includes('--force') });
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`Restored the backup of ${m.createdAt}: ${rows} rows, ${m.media.files} media files.\n`);
  } finally {
    await runtime.embedded?.stop();
  }
  process.exit(0);
} catch (error) {
  if (error instanceof StartupError || error instanceof BackupError) exitWith(error.message);
  throw error;
}
