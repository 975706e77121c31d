import { runner } from 'node-pg-migrate';
import { fromRoot } from '../project-root.js';

export interface MigrationLog {
  info(message: string): void;
}

/** Applies every pending migration in `migrations/` (node-pg-migrate, SQL files) and returns their names; waits while another process migrates. */
export async function applyMigrations(databaseUrl: string, log?: MigrationLog): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: fromRoot('migrations'),
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
