// `npm run backup [FOLDER]`: the database (every table, one consistent read) and the media folder into
// FOLDER (default `backups/<date-time>` under DATA_DIR), with a manifest. Runs beside a running shop.
import { isAbsolute, join, resolve } from 'node:path';
import { BackupError, backupShop } from '../backup/backup.js';
import { StartupError } from '../startup-error.js';
import { configOrExit, createLogger, exitWith, startDatabase } from './runtime.js';

const config = configOrExit(process.env);
const log = createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
try {
  const runtime = await startDatabase(config, log, { attach: true });
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*$/, '');
  const folder = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : join(isAbsolute(runtime.dataDir) ? runtime.dataDir : resolve(runtime.dataDir), 'backups', stamp);
  try {
    const m = await backupShop(runtime.ownerUrl, join(runtime.dataDir, 'media'), folder);
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`Backup written to ${folder}: ${m.tables.length} tables, ${rows} rows, ${m.media.files} media files (${m.media.bytes} bytes).\n`);
  } finally {
    await runtime.embedded?.stop();
  }
  process.exit(0);
} catch (error) {
  if (error instanceof StartupError || error instanceof BackupError) exitWith(error.message);
  throw error;
}
