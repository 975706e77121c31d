import { createServer } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { pino, type Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { DatabaseUnreachableError, waitForDatabase } from '../database/database.js';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded.js';
import { applyMigrations } from '../database/migrate.js';
import { grantServingRights, servingRoleOf, ServingRoleError } from '../database/serving-role.js';
import { projectRoot } from '../project-root.js';
import { StartupError } from '../startup-error.js';

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
      reject(
        new StartupError(e.code === 'EADDRINUSE' ? `Port ${port} is already in use. Stop the other program or set PORT to a free port.` : `Cannot listen on ${host}:${port} (${e.code ?? e.message}).`),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The cause of a failure in one line, whatever was thrown (some libraries reject with nothing). */
export function reasonOf(error: unknown): string {
  if (error === undefined || error === null) return 'no reason given';
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' && e.message.trim() ? e.message : typeof e.code === 'string' ? e.code : String(error);
  return message.trim().split('\n')[0] ?? 'no reason given';
}

export interface Database {
  dataDir: string;
  /** The role requests are served as. */
  databaseUrl: string;
  /** The owner of the schema (migrations). */
  ownerUrl: string;
  embedded?: EmbeddedDatabase;
}

/**
 * Brings up the database: embedded Postgres under DATA_DIR when DATABASE_URL is not set, otherwise
 * that server; applies pending migrations as the owner, then gives the serving role (the embedded
 * one, or DATABASE_APP_URL's) its rights. An unreachable server fails within about 10 seconds.
 * `attach` lets a second process of the shop use the embedded server a running one started.
 */
export async function startDatabase(config: Config, log: Logger, options: { attach?: boolean } = {}): Promise<Database> {
  const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : join(projectRoot, config.DATA_DIR);
  let embedded: EmbeddedDatabase | undefined;
  let ownerUrl = config.DATABASE_URL;
  /** A role of its own for serving requests, when there is one. */
  let servingUrl = config.DATABASE_APP_URL;
  if (!ownerUrl) {
    const clusterDir = join(dataDir, 'postgres');
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: clusterDir,
        ...(config.EMBEDDED_PG_PORT !== undefined ? { port: config.EMBEDDED_PG_PORT } : {}),
        database: 'shop',
        log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
        ...(options.attach ? { attach: true } : {}),
      });
    } catch (error) {
      if (error instanceof EmbeddedPostgresError) throw new StartupError(error.message);
      throw new StartupError(`Could not start the embedded Postgres with data in ${clusterDir} (${reasonOf(error)}). Set DATABASE_URL to use a running server instead.`);
    }
    ownerUrl = embedded.url;
    servingUrl = embedded.appUrl;
    log.info({ port: embedded.port, cluster: embedded.cluster }, 'embedded Postgres running');
  }
  try {
    await waitForDatabase(ownerUrl, 10_000);
    await applyMigrations(ownerUrl, { info: (m) => log.info(m) });
    if (servingUrl) {
      await waitForDatabase(servingUrl, 10_000);
      await grantServingRights(ownerUrl, await servingRoleOf(servingUrl, embedded ? 'The embedded serving role' : 'DATABASE_APP_URL'));
    } else {
      log.warn('Requests are served with the rights of the DATABASE_URL role, which owns the schema. Set DATABASE_APP_URL to a role with only data rights (see "Database roles" in the README).');
    }
  } catch (error) {
    await embedded?.stop().catch(() => {});
    if (error instanceof DatabaseUnreachableError || error instanceof ServingRoleError) throw new StartupError(error.message);
    throw new StartupError(`The database could not be prepared: ${reasonOf(error)}`);
  }
  return { dataDir, databaseUrl: servingUrl ?? ownerUrl, ownerUrl, embedded };
}
