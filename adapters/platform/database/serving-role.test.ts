import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { loadConfig } from '../config/config.js';
import { buildContainer } from '../container.js';
import { T } from '../tokens.js';
import { createPool } from './database.js';
import { grantServingRights, servingRoleOf, ServingRoleError } from './serving-role.js';

let tdb: TestDatabase;
let app: pg.Client;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = new pg.Client({ connectionString: tdb.appUrl });
  await app.connect();
});
afterAll(async () => {
  await app?.end();
  await tdb?.drop();
});

const refused = async (sql: string) => {
  const error = await app.query(sql).then(
    () => null,
    (e: { code?: string }) => e,
  );
  return error?.code;
};

describe('the serving role (real Postgres)', () => {
  it('reads and writes the rows of the shop', async () => {
    await app.query("INSERT INTO newsletter_subscribers (id, email, first_name) VALUES (gen_random_uuid(), 'kim@example.com', 'Kim')");
    await app.query("UPDATE newsletter_subscribers SET first_name = 'Kimberley' WHERE email = 'kim@example.com'");
    expect((await app.query("SELECT first_name FROM newsletter_subscribers WHERE email = 'kim@example.com'")).rows).toEqual([{ first_name: 'Kimberley' }]);
    await app.query("DELETE FROM newsletter_subscribers WHERE email = 'kim@example.com'");
    await app.query('SELECT 1 FROM products, orders, users, outbox, processed_messages LIMIT 1');
  });

  it('cannot change the schema, empty a table, see the migrations or create roles and databases', async () => {
    expect(await refused('DROP TABLE orders')).toBe('42501');
    expect(await refused('ALTER TABLE orders ADD COLUMN stolen text')).toBe('42501');
    expect(await refused('TRUNCATE users')).toBe('42501');
    expect(await refused('CREATE TABLE loot (id int)')).toBe('42501');
    expect(await refused('CREATE INDEX loot_idx ON users (email)')).toBe('42501');
    expect(await refused('SELECT * FROM pgmigrations')).toBe('42501');
    expect(await refused("CREATE ROLE intruder LOGIN PASSWORD 'x'")).toBe('42501');
    expect(await refused('CREATE DATABASE loot')).toBe('42501');
    expect(await refused('ALTER ROLE CURRENT_USER SUPERUSER')).toBe('42501');
    expect((await app.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(0); // still there
  });

  it('may add to and read the audit log but never change or delete an entry', async () => {
    await app.query(
      "INSERT INTO audit_log (at, actor_id, actor_email, action, entity_type, entity_id, after) VALUES (now(), gen_random_uuid(), 'boss@example.com', 'category.created', 'category', gen_random_uuid(), '{\"name\": \"Tops\"}')",
    );
    expect((await app.query('SELECT action FROM audit_log')).rows).toEqual([{ action: 'category.created' }]);
    expect(await refused("UPDATE audit_log SET actor_email = 'someone@example.com'")).toBe('42501');
    expect(await refused('DELETE FROM audit_log')).toBe('42501');
    expect(await refused('TRUNCATE audit_log')).toBe('42501');
  });

  it('gets its rights on tables a later migration adds, when the grants are run again', async () => {
    const owner = new pg.Client({ connectionString: tdb.url });
    await owner.connect();
    try {
      await owner.query('CREATE TABLE later_table (id int PRIMARY KEY)');
      expect(await refused('SELECT * FROM later_table')).toBe('42501');
      const role = (await app.query<{ r: string }>('SELECT current_user AS r')).rows[0]!.r;
      await Promise.all([grantServingRights(tdb.url, role), grantServingRights(tdb.url, role)]); // two processes starting at once
      await app.query('INSERT INTO later_table VALUES (1)');
      expect(await refused('DROP TABLE later_table')).toBe('42501');
    } finally {
      await owner.end();
    }
  });

  it('is checked at start: a superuser or the owner of the tables is refused with a sentence saying why', async () => {
    await expect(servingRoleOf(tdb.appUrl, 'DATABASE_APP_URL')).resolves.toBe(new URL(tdb.appUrl).username);
    const superuser = servingRoleOf(tdb.url, 'DATABASE_APP_URL');
    await expect(superuser).rejects.toBeInstanceOf(ServingRoleError);
    await expect(superuser).rejects.toThrow(/^DATABASE_APP_URL logs in as "[^"]+", which is a superuser.*"Database roles" in the README/);

    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    const owner = `shop_owner_${randomBytes(4).toString('hex')}`;
    try {
      await admin.query(`CREATE ROLE ${owner} LOGIN PASSWORD 'owner-pass'`);
      const ownerDb = new pg.Client({ connectionString: tdb.url });
      await ownerDb.connect();
      await ownerDb.query(`ALTER TABLE feedback OWNER TO ${owner}`);
      await ownerDb.end();
      const url = new URL(tdb.url);
      url.username = owner;
      url.password = 'owner-pass';
      await expect(servingRoleOf(url.toString(), 'DATABASE_APP_URL')).rejects.toThrow(`DATABASE_APP_URL logs in as "${owner}", which owns the shop's tables`);
    } finally {
      const ownerDb = new pg.Client({ connectionString: tdb.url });
      await ownerDb.connect();
      await ownerDb.query('ALTER TABLE feedback OWNER TO CURRENT_USER');
      await ownerDb.end();
      await admin.query(`DROP ROLE IF EXISTS ${owner}`);
      await admin.end();
    }
  });
});

describe('the statement timeout', () => {
  it('cancels a served statement that runs too long', async () => {
    const db = createPool(tdb.appUrl, 2, { statementTimeoutMs: 200 });
    try {
      expect((await db.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe('200ms');
      await expect(db.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
      expect((await db.query('SELECT 1 AS ok')).rows[0].ok).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('applies to the pool the shop serves with: 5 seconds unless configured', async () => {
    const log = pino({ level: 'silent' });
    for (const [env, expected] of [
      [{}, '5s'],
      [{ DATABASE_STATEMENT_TIMEOUT_MS: '1500' }, '1500ms'],
    ] as const) {
      const config = loadConfig({ DATABASE_URL: tdb.url, ...env });
      const container = buildContainer({ config, log, databaseUrl: tdb.appUrl, dataDir: '/nonexistent' });
      try {
        expect((await container.get(T.db).query('SHOW statement_timeout')).rows[0].statement_timeout).toBe(expected);
      } finally {
        await container.unbindAllAsync();
      }
    }
  });
});
