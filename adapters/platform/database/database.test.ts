import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { getOrCreateSetting } from './app-settings.js';
import { createPool, DatabaseUnreachableError, inTransaction, waitForDatabase, type Db } from './database.js';
import { fromRoot } from '../project-root.js';
import { anyPending, applyMigrations } from './migrate.js';

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createPool(tdb.url, 10);
  await db.query('CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)');
});
afterAll(async () => {
  await db.end();
  await tdb.drop();
});

describe('inTransaction (real Postgres)', () => {
  it('commits all statements together, or none when the work throws', async () => {
    await inTransaction(db, async (tx) => {
      await tx.query('INSERT INTO t VALUES (1, 1)');
      await tx.query('INSERT INTO t VALUES (2, 2)');
    });
    await expect(
      inTransaction(db, async (tx) => {
        await tx.query('INSERT INTO t VALUES (3, 3)');
        await tx.query('INSERT INTO t VALUES (1, 9)'); // duplicate key
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query('SELECT id FROM t ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('retries serialization failures so concurrent serializable increments all count', async () => {
    await db.query('INSERT INTO t VALUES (10, 0)');
    await Promise.all(
      Array.from({ length: 4 }, () =>
        inTransaction(
          db,
          async (tx) => {
            const { rows } = await tx.query<{ n: number }>('SELECT n FROM t WHERE id = 10');
            await tx.query('UPDATE t SET n = $1 WHERE id = 10', [rows[0]!.n + 1]);
          },
          'serializable',
        ),
      ),
    );
    const { rows } = await db.query<{ n: number }>('SELECT n FROM t WHERE id = 10');
    expect(rows[0]!.n).toBe(4); // no lost update: every conflicting transaction was retried
  });

  it('returns the client to the pool after a failure', async () => {
    const small = createPool(tdb.url, 1);
    for (let i = 0; i < 3; i++) await expect(inTransaction(small, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await inTransaction(small, async (tx) => (await tx.query('SELECT 1 AS one')).rows[0].one)).toBe(1);
    await small.end();
  });
});

describe('migrations', () => {
  it('apply to an empty database, then find nothing pending', async () => {
    await withEmptyDatabase(async (url) => {
      const first = await applyMigrations(url);
      expect(first.length).toBeGreaterThan(0);
      expect(await applyMigrations(url)).toEqual([]);
    });
  });

  it('count as pending while any file lacks its row (no table at all, or one row missing), so a start that skips the tool misses none', async () => {
    await withEmptyDatabase(async (url) => {
      const dir = fromRoot('migrations');
      expect(await anyPending(url, dir)).toBe(true);
      const all = await applyMigrations(url);
      expect(await anyPending(url, dir)).toBe(false);
      const last = all.at(-1)!;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // As if the newest file had just been added to a shop migrated before it: it is found and run.
        await client.query('DELETE FROM pgmigrations WHERE name = $1', [last]);
        const down = readFileSync(join(dir, `${last}.sql`), 'utf8').split('-- Down Migration')[1];
        if (!down?.trim()) throw new Error(`${last}.sql has no down migration to undo it with`);
        await client.query(down);
        expect(await anyPending(url, dir)).toBe(true);
        expect(await applyMigrations(url)).toEqual([last]);
        expect(await anyPending(url, dir)).toBe(false);
      } finally {
        await client.end();
      }
    });
  });

  it('started by two processes at once (a scaled-out start), run once: the second waits and finds nothing pending', async () => {
    await withEmptyDatabase(async (url) => {
      const [a, b] = await Promise.all([applyMigrations(url), applyMigrations(url)]);
      expect([a.length > 0, b.length > 0].sort()).toEqual([false, true]);
      expect(await applyMigrations(url)).toEqual([]);
    });
  });
});

async function withEmptyDatabase(work: (url: string) => Promise<void>): Promise<void> {
  {
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    const name = `shop_mig_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/${name}`;
    try {
      await work(url.toString());
    } finally {
      // The migration runner's connection may still be closing on the server: forcing it closed then
      // reaches a client that already let go of its socket handlers. Wait until the server saw it leave.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

describe('shared settings', () => {
  it('keep the first value written, even when processes race', async () => {
    const values = await Promise.all(Array.from({ length: 5 }, (_, i) => getOrCreateSetting(db, 'jwt-secret-test', () => `value-${i}`)));
    expect(new Set(values).size).toBe(1);
    expect(await getOrCreateSetting(db, 'jwt-secret-test', () => 'other')).toBe(values[0]);
  });
});

describe('waitForDatabase', () => {
  it('fails with a readable message when nothing listens', async () => {
    const started = performance.now();
    const error = await waitForDatabase('postgres://postgres@127.0.0.1:1/shop', 1_500).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect((error as Error).message).toBe('Cannot connect to the database at 127.0.0.1:1/shop (ECONNREFUSED). Check DATABASE_URL and that Postgres is running.');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
