// What the benchmark scripts share: a fresh database of their own, and stopping a child process.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { fromRoot } from '../adapters/platform/project-root.js';

/** Creates an empty database `<prefix>_<random>` next to `adminUrl`; answers its URL and how to drop it. */
export async function createBenchDatabase(adminUrl: string, prefix: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Stops a child with SIGTERM, and SIGKILL if it has not exited after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Builds what is out of date among `targets` (scripts/build.mjs), in a process of its own; throws if the build fails. */
export function buildForBench(targets: string[]): void {
  const script = `import(${JSON.stringify(fromRoot('scripts', 'build.mjs'))}).then((m) => m.build({ only: ${JSON.stringify(targets)} }))`;
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}
