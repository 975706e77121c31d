import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { serverBinaries } from './embedded-binaries.js';
import { EmbeddedPostgresError } from './embedded-errors.js';
import { freeLocalPort, initCluster, isAlive, isLocalPortFree, PortTakenError, runningServerOf, startServer, stopLeftoverServer, type RunningServer } from './embedded-server.js';
import { readState, secretIn, sharedClusterFolder, stateFiles, writeState, type EmbeddedState } from './embedded-state.js';
import { canEnter, postgresSystemUser, type RunAs } from './embedded-system-user.js';

export { EmbeddedPostgresError } from './embedded-errors.js';

export interface EmbeddedDatabase {
  /** The `postgres` superuser, owner of the database: migrations and set-up. */
  url: string;
  /** The restricted role requests are served as (see serving-role.ts). */
  appUrl: string;
  port: number;
  /** Folder of the cluster. */
  cluster: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Preferred folder of the cluster (`<DATA_DIR>/postgres`); its passwords and state are kept beside it. */
  dataDir: string;
  /** A fixed port (EMBEDDED_PG_PORT); otherwise a free one is chosen and remembered in the state file. */
  port?: number;
  database: string;
  log: { info(msg: string): void; warn(msg: string): void };
  /** Where clusters and server binaries go when the postgres user cannot reach the data folder or node_modules (root only). */
  sharedHome?: string;
  /** When another live process of the shop runs this cluster, use its server instead of refusing (`npm run admin:create`). */
  attach?: boolean;
}

/** The login role requests are served as, with only the rights on the data it needs. */
export const SERVING_ROLE = 'shop_app';
export const DEFAULT_SHARED_HOME = '/var/lib/soul-searching-shop';

const urlOf = (user: string, password: string, port: number, database: string) => `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * Where the cluster lives: where the state file says (so it is found again), else `preferred` inside
 * the data folder, else — as root, when the postgres user cannot enter the data folder (a checkout
 * under /root) — a folder of its own under the shared home, recorded in the state file before it is
 * created. Each data folder gets its own, so two checkouts never share a cluster.
 */
async function chooseCluster(preferred: string, state: Partial<EmbeddedState>, runAs: RunAs | undefined, sharedHome: string, stateFile: string, log: EmbeddedOptions['log']): Promise<string> {
  // A recorded folder is kept, unless it is the default one and no cluster was made there yet.
  if (state.cluster && (state.cluster !== preferred || existsSync(join(preferred, 'PG_VERSION')))) return state.cluster;
  let cluster = preferred;
  const dataFolder = dirname(preferred);
  if (runAs && !existsSync(join(preferred, 'PG_VERSION')) && !(await canEnter(runAs, dataFolder))) {
    cluster = sharedClusterFolder(sharedHome);
    try {
      mkdirSync(sharedHome, { recursive: true, mode: 0o755 });
      mkdirSync(dirname(cluster), { recursive: true, mode: 0o711 });
      // Beside the cluster, which shop's data it is: an operator tidying the shared home can tell.
      writeFileSync(`${cluster}.data-folder`, `${dataFolder}\n`, { mode: 0o644 });
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The postgres user cannot enter ${dataFolder}, and ${dirname(cluster)} could not be created for the cluster (${(error as NodeJS.ErrnoException).code ?? String(error)}). Set DATA_DIR to a folder that user can enter, or set DATABASE_URL.`,
      );
    }
    log.info(`the postgres user cannot enter ${dataFolder}: the embedded Postgres cluster lives in ${cluster} (recorded in ${stateFile})`);
  }
  writeState(stateFile, { cluster });
  return cluster;
}

/** Whether a live process (not this one) owns the running server: the one recorded, or for older records its parent. */
function liveOwnerOf(server: { pid: number }, state: Partial<EmbeddedState>): number | undefined {
  if (state.ownerPid !== undefined) return state.ownerPid !== process.pid && isAlive(state.ownerPid) ? state.ownerPid : undefined;
  try {
    const parent = Number(
      readFileSync(`/proc/${server.pid}/stat`, 'utf8')
        .replace(/^.*\)\s+\S+\s+/, '')
        .split(' ')[0],
    );
    return parent > 1 && parent !== process.pid && /node/.test(readFileSync(`/proc/${parent}/cmdline`, 'utf8')) ? parent : undefined;
  } catch {
    return undefined;
  }
}

async function startOnAPort(fixed: number | undefined, remembered: number | undefined, start: (port: number) => Promise<RunningServer>): Promise<RunningServer> {
  if (fixed !== undefined) {
    try {
      return await start(fixed);
    } catch (error) {
      if (error instanceof PortTakenError)
        throw new EmbeddedPostgresError(`Port ${fixed} (EMBEDDED_PG_PORT) is already in use. Choose a free port, or leave EMBEDDED_PG_PORT unset and the shop picks one.`);
      throw error;
    }
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = attempt === 0 && remembered !== undefined && (await isLocalPortFree(remembered)) ? remembered : await freeLocalPort();
    try {
      return await start(port);
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error; // someone took it meanwhile: choose again
    }
  }
  throw new EmbeddedPostgresError('No free port for the embedded Postgres was found in 5 tries. Set EMBEDDED_PG_PORT to a free port.');
}

/** Creates the shop's database and the serving role (login, no other rights yet) with the password kept beside the data. */
async function prepareCluster(superuserUrl: string, database: string, appPassword: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl.replace(/\/[^/]*$/, '/postgres') });
  client.on('error', () => {});
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [SERVING_ROLE]);
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${client.escapeLiteral(appPassword)}`;
    await client.query(`${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${client.escapeIdentifier(SERVING_ROLE)} ${attributes}`);
  } finally {
    await client.end();
  }
}

/**
 * Runs Postgres from the binaries npm installed, listening on 127.0.0.1 only, with its cluster kept
 * between runs. As root it runs as the unprivileged `postgres` user; when that user cannot reach the
 * binaries or the data folder, they are kept under `sharedHome` instead. The port is chosen free and
 * remembered (or fixed by `port`). A server left running by a shop process that was killed is stopped
 * first; one that a live shop process runs is refused (or, with `attach`, used). Passwords are random
 * per cluster and kept beside the data (mode 0600), never a known default.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir: preferred, database, log } = options;
  const sharedHome = options.sharedHome ?? DEFAULT_SHARED_HOME;
  const files = stateFiles(preferred);
  const dataFolder = dirname(preferred);
  mkdirSync(dataFolder, { recursive: true });
  const runAs = await postgresSystemUser(log);
  // The server's user must pass through the shop's own data folder; nothing above it is loosened.
  if (runAs) chmodSync(dataFolder, statSync(dataFolder).mode | 0o111);
  const binaries = await serverBinaries(runAs, sharedHome, log);
  const state = readState(files.state);
  const cluster = await chooseCluster(preferred, state, runAs, sharedHome, files.state, log);
  const password = secretIn(files.password);
  const appPassword = secretIn(files.appPassword);

  const running = runningServerOf(cluster);
  if (running) {
    const owner = liveOwnerOf(running, state);
    if (owner !== undefined) {
      if (options.attach) {
        return { url: urlOf('postgres', password, running.port, database), appUrl: urlOf(SERVING_ROLE, appPassword, running.port, database), port: running.port, cluster, stop: async () => {} };
      }
      throw new EmbeddedPostgresError(`The data in ${dataFolder} is in use by another shop process (PID ${owner}). Stop that one first, or give this one its own DATA_DIR.`);
    }
    log.warn(`stopping the embedded Postgres (PID ${running.pid}) left running by a shop process that ended without stopping it`);
    await stopLeftoverServer(running.pid);
  }

  if (!existsSync(join(cluster, 'PG_VERSION'))) await initCluster({ binaries, cluster, runAs, superuserPassword: password, log });
  const server = await startOnAPort(options.port, state.port, (port) => startServer({ binaries, cluster, port, runAs, log }));
  writeState(files.state, { cluster, port: server.port, ownerPid: process.pid });
  const url = urlOf('postgres', password, server.port, database);
  try {
    await prepareCluster(url, database, appPassword);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url,
    appUrl: urlOf(SERVING_ROLE, appPassword, server.port, database),
    port: server.port,
    cluster,
    stop: async () => {
      await server.stop();
      writeState(files.state, { cluster, port: server.port });
    },
  };
}
