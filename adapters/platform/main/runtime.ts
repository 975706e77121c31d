import { createServer } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { pino, type Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { DatabaseUnreachableError, waitForDatabase } from '../database/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded.js';
import { applyMigrations } from '../database/migrate.js';
import { projectRoot } from '../project-root.js';
import { StartupError } from '../startup-error.js';

export interface Runtime {
  config: Config;
  log: Logger;
  dataDir: string;
  databaseUrl: string;
  embedded?: EmbeddedDatabase;
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({ level: config.LOG_LEVEL, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Reads the configuration; a bad value ends the process with one clear line and exit code 1. */
export function configOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

export function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(new StartupError(e.code === 'EADDRINUSE' ? `Port ${port} is already in use. Stop the other program or set PORT to a free port.` : `Cannot listen on ${host}:${port} (${e.code ?? e.message}).`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Brings up the database: embedded Postgres under DATA_DIR when DATABASE_URL is not set, otherwise
 * that server; then applies pending migrations. An unreachable server fails within about 10 seconds.
 */
export async function startDatabase(config: Config, log: Logger): Promise<Pick<Runtime, 'dataDir' | 'databaseUrl' | 'embedded'>> {
  const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : join(projectRoot, config.DATA_DIR);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: join(dataDir, 'postgres'),
        port: config.EMBEDDED_PG_PORT,
        database: 'shop',
        log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
      });
    } catch (error) {
      throw new StartupError(`Could not start the embedded Postgres on port ${config.EMBEDDED_PG_PORT} with data in ${join(dataDir, 'postgres')} (${(error as Error).message?.split('\n')[0] ?? error}). Set EMBEDDED_PG_PORT to a free port or DATABASE_URL to a running server.`);
    }
    databaseUrl = embedded.url;
    log.info({ port: config.EMBEDDED_PG_PORT }, 'embedded Postgres running');
  }
  try {
    await waitForDatabase(databaseUrl, 10_000);
    await applyMigrations(databaseUrl, { info: (m) => log.info(m) });
  } catch (error) {
    await embedded?.stop().catch(() => {});
    if (error instanceof DatabaseUnreachableError) throw new StartupError(error.message);
    throw error;
  }
  return { dataDir, databaseUrl, embedded };
}
