import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../adapters/platform/database/embedded.js';
import { stateFiles } from '../adapters/platform/database/embedded-state.js';
import { applyMigrations } from '../adapters/platform/database/migrate.js';
import { grantServingRights } from '../adapters/platform/database/serving-role.js';
import { fromRoot } from '../adapters/platform/project-root.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (any database) with rights to create databases. */
    adminDatabaseUrl: string;
    /** Name of a migrated template database each test file copies. */
    templateDatabase: string;
    /** Login role with the serving rights (grantServingRights) in the template, as `user:password`. */
    servingRole: string;
    /** Redis for integration tests, or '' when none answers. */
    redisUrl: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The role tests serve requests as, like the shop's own restricted role (test servers only). */
const SERVING_ROLE = { user: 'shop_test_app', password: 'shop-test-app' };

function migrationsHash(): string {
  const dir = fromRoot('migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  hash.update(readFileSync(fromRoot('adapters', 'platform', 'database', 'serving-role.ts'))); // the template carries its grants
  return hash.digest('hex').slice(0, 12);
}

async function ensureServingRole(admin: pg.Client): Promise<void> {
  try {
    const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [SERVING_ROLE.user]);
    if (exists.rowCount === 0) await admin.query(`CREATE ROLE ${SERVING_ROLE.user} LOGIN PASSWORD '${SERVING_ROLE.password}'`);
  } catch (error) {
    // Another test run created it at the same moment.
    if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each project (integration, e2e) runs this in the same process: its server is its own, in its own folder, so one
  // project's teardown never stops the server another project is still using.
  let embedded: EmbeddedDatabase | undefined;
  let embeddedDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!adminUrl) {
    embeddedDir = fromRoot('.tmp', `pg-test-${process.pid}-${project.name}`);
    embedded = await startEmbeddedPostgres({
      dataDir: embeddedDir,
      port: await freePort(),
      database: 'postgres',
      log: { info: () => {}, warn: (m) => console.warn(m) },
    });
    adminUrl = embedded.url;
  }
  const template = `shop_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await ensureServingRole(admin);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_build_${process.pid}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await applyMigrations(url.toString());
      await grantServingRights(url.toString(), SERVING_ROLE.user);
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      } catch {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`); // another run built it first
      }
    }
  } finally {
    await admin.end();
  }
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('servingRole', `${SERVING_ROLE.user}:${SERVING_ROLE.password}`);
  project.provide('redisUrl', process.env.TEST_REDIS_URL ?? '');

  return async () => {
    if (embedded) {
      await embedded.stop();
      if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
      // As root in a folder the postgres user cannot enter, the cluster lived in the shared home.
      rmSync(embedded.cluster, { recursive: true, force: true });
      rmSync(`${embedded.cluster}.data-folder`, { force: true });
      for (const file of Object.values(stateFiles(embeddedDir!))) rmSync(file, { force: true });
    }
  };
}
