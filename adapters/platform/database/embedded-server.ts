import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBinaries } from './embedded-binaries.js';
import { EmbeddedPostgresError } from './embedded-errors.js';
import type { RunAs } from './embedded-system-user.js';

export interface ServerLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** The port was taken by someone else between choosing it and binding it. */
export class PortTakenError extends EmbeddedPostgresError {}

const asUser = (runAs: RunAs | undefined) => (runAs ? { uid: runAs.uid, gid: runAs.gid } : {});
const who = (runAs: RunAs | undefined) => (runAs ? `the ${runAs.name} user` : 'this user');
// Messages in English whatever the machine's locale: start-up is recognised by its log line.
const serverEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_MESSAGES: 'C' };
  delete env.LC_ALL; // it would override LC_MESSAGES
  return env;
};

/** Last meaningful lines of a Postgres process's stderr, for a one-line reason. */
function reasonFrom(lines: string[]): string | undefined {
  const fatal = lines.find((l) => /\b(FATAL|PANIC|ERROR):/.test(l)) ?? lines.findLast((l) => /error|could not|cannot|invalid/i.test(l));
  return fatal?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '').trim();
}

/** Creates the cluster folder for the server's user and runs initdb in it. */
export async function initCluster(options: { binaries: ServerBinaries; cluster: string; runAs: RunAs | undefined; superuserPassword: string; log: ServerLog }): Promise<void> {
  const { binaries, cluster, runAs } = options;
  if (existsSync(cluster) && readdirSync(cluster).length > 0) {
    // Our own folder without PG_VERSION: an initdb that was interrupted. Start it over.
    options.log.warn(`removing the unfinished Postgres cluster in ${cluster}`);
    rmSync(cluster, { recursive: true, force: true });
  }
  mkdirSync(cluster, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(cluster, runAs.uid, runAs.gid);
  // The password reaches initdb in a file only the server's user can read, removed right after.
  const secretDir = mkdtempSync(join(tmpdir(), 'shop-initdb-'));
  const pwfile = join(secretDir, 'password');
  writeFileSync(pwfile, `${options.superuserPassword}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(secretDir, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  options.log.info(`creating embedded Postgres cluster in ${cluster}`);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(binaries.initdb, ['-D', cluster, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'], {
        ...asUser(runAs),
        cwd: '/',
        env: serverEnv(),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.once('error', (e: NodeJS.ErrnoException) =>
        reject(new EmbeddedPostgresError(`Cannot run ${binaries.initdb} as ${who(runAs)} (${e.code ?? e.message}). Move the shop to a folder that user can enter, or set DATABASE_URL.`)),
      );
      child.once('exit', (code) => {
        if (code === 0) resolve();
        else reject(new EmbeddedPostgresError(`Creating the embedded Postgres cluster in ${cluster} failed: ${reasonFrom(stderr.split('\n')) ?? `initdb exited with ${code}`}`));
      });
    });
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

export interface RunningServer {
  port: number;
  /** Fast shutdown (SIGINT), waiting until the server has exited. */
  stop(): Promise<void>;
}

/** Starts the server on 127.0.0.1:`port` only (no Unix socket) and resolves once it accepts connections. */
export function startServer(options: { binaries: ServerBinaries; cluster: string; port: number; runAs: RunAs | undefined; log: ServerLog; timeoutMs?: number }): Promise<RunningServer> {
  const { binaries, cluster, port, runAs, log } = options;
  const args = ['-D', cluster, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  const child = spawn(binaries.postgres, args, { ...asUser(runAs), cwd: '/', env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
  const recent: string[] = [];
  let ready = false;
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill('SIGINT');
    const slow = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    await exited;
    clearTimeout(slow);
  };

  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(
        new EmbeddedPostgresError(
          `The embedded Postgres in ${cluster} did not start within ${Math.round((options.timeoutMs ?? 60_000) / 1000)} s${reasonFrom(recent) ? ` (${reasonFrom(recent)})` : ''}.`,
        ),
      );
    }, options.timeoutMs ?? 60_000);
    timer.unref();
    let pending = '';
    child.stderr.setEncoding('utf8');
    // Read the server's log for as long as it runs (a full pipe would stall it); keep the last lines.
    child.stderr.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 30) recent.shift();
        if (!ready && line.includes('database system is ready to accept connections')) {
          ready = true;
          clearTimeout(timer);
          resolve({ port, stop });
        }
      }
    });
    child.once('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`Cannot run ${binaries.postgres} as ${who(runAs)} (${e.code ?? e.message}). Move the shop to a folder that user can enter, or set DATABASE_URL.`));
    });
    child.once('exit', (code, signal) => {
      if (ready) {
        if (!stopping) log.warn(`the embedded Postgres stopped unexpectedly (${signal ?? `exit ${code}`}): ${reasonFrom(recent) ?? 'no reason given'}`);
        return;
      }
      clearTimeout(timer);
      if (recent.some((l) => /could not bind .*Address already in use|could not create any TCP\/IP sockets/.test(l))) {
        reject(new PortTakenError(`Port ${port} of the embedded Postgres is already in use.`));
        return;
      }
      reject(new EmbeddedPostgresError(`The embedded Postgres in ${cluster} did not start: ${reasonFrom(recent) ?? `exit ${code ?? signal}`}`));
    });
  });
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export { isAlive };

/**
 * The PID and port of a server still running on `cluster` (per its postmaster.pid), if any. After a
 * crash the PID may belong to another program by now: on Linux only a process started with this
 * cluster folder counts.
 */
export function runningServerOf(cluster: string): { pid: number; port: number } | undefined {
  const file = join(cluster, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const [pidLine, , , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  if (existsSync('/proc/self/cmdline')) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(cluster)) return undefined;
    } catch {
      return undefined;
    }
  }
  return { pid, port: Number(portLine) };
}

/** Stops a server this shop did not start itself (left running by a process that was killed). */
export async function stopLeftoverServer(pid: number): Promise<void> {
  const gone = async (ms: number) => {
    for (const end = performance.now() + ms; performance.now() < end;) {
      if (!isAlive(pid)) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return !isAlive(pid);
  };
  process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  if (await gone(30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await gone(10_000)) return;
  throw new EmbeddedPostgresError(`The embedded Postgres left running with PID ${pid} does not stop. Stop it (kill ${pid}) and start the shop again.`);
}

/** A port nobody listens on at 127.0.0.1 right now, chosen by the system. */
export function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether 127.0.0.1:`port` can be listened on now. */
export function isLocalPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
