import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What the shop remembers about its embedded cluster, in `<data folder>/postgres.json` (root-only like
 * the password files beside it): where the cluster lives, the port it last listened on, and the shop
 * process running it now.
 */
export interface EmbeddedState {
  /** Folder of the cluster: `<data folder>/postgres`, or one under the shared home when the postgres user cannot reach the data folder. */
  cluster: string;
  port?: number;
  /** PID of the shop process that started the running server; absent once it stopped it. */
  ownerPid?: number;
}

/** The files kept beside the preferred cluster folder `base` (`.data/postgres`). */
export function stateFiles(base: string) {
  return {
    state: `${base}.json`,
    /** Password of the `postgres` superuser (owner of the shop's database; migrations). */
    password: `${base}.password`,
    /** Password of the restricted role requests are served as. */
    appPassword: `${base}-app.password`,
  };
}

export function readState(file: string): Partial<EmbeddedState> {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedState>;
    return {
      ...(typeof parsed.cluster === 'string' ? { cluster: parsed.cluster } : {}),
      ...(Number.isInteger(parsed.port) ? { port: parsed.port } : {}),
      ...(Number.isInteger(parsed.ownerPid) ? { ownerPid: parsed.ownerPid } : {}),
    };
  } catch {
    return {};
  }
}

/** Replaces the state file in one step, so a crash never leaves half of it. */
export function writeState(file: string, state: EmbeddedState): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

/** A random secret kept in `file` (mode 0600), made on first use. */
export function secretIn(file: string): string {
  try {
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** A new cluster folder under the shared home, unique to this data folder. */
export function sharedClusterFolder(sharedHome: string): string {
  return join(sharedHome, 'clusters', randomBytes(8).toString('hex'));
}
