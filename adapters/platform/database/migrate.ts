import { readdirSync } from 'node:fs';
import pg from 'pg';
import { fromRoot } from '../project-root.js';

export interface MigrationLog {
  info(message: string): void;
}

/** Applies every pending migration in `migrations/` (node-pg-migrate, SQL files) and returns their names; waits while another process migrates. */
export async function applyMigrations(databaseUrl: string, log?: MigrationLog): Promise<string[]> {
  const dir = fromRoot('migrations');
  // Most starts find nothing to do: then the migration tool (and what it loads) stays out of the process.
  if (!(await anyPending(databaseUrl, dir))) return [];
  const { runner } = await import('node-pg-migrate');
  const applied = await runner({
    databaseUrl,
    dir,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    count: Infinity,
    checkOrder: true,
    singleTransaction: true,
    // Several processes of a scaled-out shop start at once: the first migrates, the others wait for
    // it (Postgres advisory lock) and then find nothing pending, instead of failing to start.
    advisoryLockMode: 'wait',
    log: () => {},
    logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
  for (const migration of applied) log?.info(`applied migration ${migration.name}`);
  return applied.map((m) => m.name);
}

/** Whether a file in `dir` has no row in the migrations table yet (or there is no table). */
export async function anyPending(databaseUrl: string, dir: string): Promise<boolean> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string | null }>("SELECT to_regclass('pgmigrations')::text AS table");
    if (!rows[0]?.table) return true;
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM pgmigrations')).rows.map((r) => r.name));
    return files.some((f) => !done.has(f));
  } finally {
    await client.end();
  }
}
