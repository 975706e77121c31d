import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './embedded-errors.js';

const run = promisify(execFile);

/** The unprivileged system user the embedded Postgres runs as when the shop runs as root. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

const USER = 'postgres';

async function idsOf(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/**
 * Postgres refuses to run as root. As root, the server runs as the system user `postgres`, created
 * (without a home or login shell) when it does not exist yet; as anyone else, as that user itself.
 */
export async function postgresSystemUser(log: { info(msg: string): void }): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await idsOf(USER);
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', USER]).catch(async (error: unknown) => {
      if (!(await groupExists(USER))) throw error;
    });
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', USER]);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded Postgres cannot run as root and the system user "${USER}" could not be created (${firstLine(error)}). Create it (useradd --system ${USER}), run the shop as an ordinary user, or set DATABASE_URL.`,
    );
  }
  log.info(`created the system user "${USER}" for the embedded Postgres`);
  const created = await idsOf(USER);
  if (!created) throw new EmbeddedPostgresError(`The system user "${USER}" was created but cannot be found (id -u ${USER}).`);
  return created;
}

async function groupExists(name: string): Promise<boolean> {
  try {
    await run('getent', ['group', name]);
    return true;
  } catch {
    return false;
  }
}

function succeeds(command: string, args: string[], user: RunAs | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: '/', stdio: 'ignore', ...(user ? { uid: user.uid, gid: user.gid } : {}) });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** Whether `user` can run `binary`: every folder above it must let that user through. Tried, so ACLs and mount options count. */
export const canRun = (user: RunAs | undefined, binary: string): Promise<boolean> => succeeds(binary, ['--version'], user);

/** Whether `user` can enter `dir` (tried with a shell as that user; no shell counts as no). */
export const canEnter = (user: RunAs | undefined, dir: string): Promise<boolean> => succeeds('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], user);

export function firstLine(error: unknown): string {
  const e = error as { stderr?: unknown; code?: unknown; message?: unknown } | undefined | null;
  const text = (typeof e?.stderr === 'string' && e.stderr.trim()) || (typeof e?.message === 'string' && e.message) || (typeof e?.code === 'string' && e.code) || String(error);
  return text.trim().split('\n')[0] ?? 'unknown error';
}
