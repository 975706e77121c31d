// Backup and restore round trip: a database with users, products, orders and reviews plus media files,
// backed up and restored into a fresh database of its own, reads back row for row and byte for byte.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createUser } from '../../../test-support/factories/accounts.js';
import { createProduct, createReview } from '../../../test-support/factories/catalog.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { applyMigrations } from '../database/migrate.js';
import { BackupError, backupShop, restoreShop } from './backup.js';

let source: TestDatabase;
let target: TestDatabase;
let db: pg.Client;
let dir: string;

/** Every table's rows in a stable order, as text, to compare two databases. */
async function contents(url: string): Promise<Record<string, string[]>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'pgmigrations' ORDER BY 1`)).rows;
    const out: Record<string, string[]> = {};
    for (const { t } of tables) out[t] = (await c.query<{ r: string }>(`SELECT row_to_json(x)::text AS r FROM "${t}" x ORDER BY 1`)).rows.map((r) => r.r);
    return out;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  db = new pg.Client({ connectionString: source.url });
  await db.connect();
  dir = await mkdtemp(join(tmpdir(), 'shop-backup-'));
});
afterAll(async () => {
  await db?.end();
  await source?.drop();
  await target?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores users, products, orders, reviews, sequences and media into a fresh database exactly', async () => {
    const user = await createUser(db);
    const product = await createProduct(db);
    await createOrder(db, { userId: user.id });
    await createOrder(db, { userId: null });
    await createReview(db, product.id, { userId: user.id });
    const media = join(dir, 'media');
    const image = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));
    await mkdir(join(media, 'products', product.id), { recursive: true });
    await writeFile(join(media, 'products', product.id, '1-640.webp'), image);

    const folder = join(dir, 'backup');
    const manifest = await backupShop(source.url, media, folder);
    expect(manifest.tables.find((t) => t.name === 'orders')?.rows).toBe(2);
    expect(manifest.media).toEqual({ files: 1, bytes: 5000 });

    const restoredMedia = join(dir, 'restored-media');
    await restoreShop(target.url, restoredMedia, folder);
    const [before, after] = await Promise.all([contents(source.url), contents(target.url)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after.users!.length).toBeGreaterThan(0);
    expect(after.products!.length).toBeGreaterThan(0);
    expect(after.order_lines!.length).toBe(2);
    expect(await readFile(join(restoredMedia, 'products', product.id, '1-640.webp'))).toEqual(image);
  });

  it('refuses a database that is not empty unless forced, and a folder that is not a backup', async () => {
    const other = await createTestDatabase();
    try {
      const c = new pg.Client({ connectionString: other.url });
      await c.connect();
      await createUser(c);
      await c.end();
      await expect(restoreShop(other.url, join(dir, 'm2'), join(dir, 'backup'))).rejects.toThrow(/not empty \(users has rows\)/);
      await restoreShop(other.url, join(dir, 'm2'), join(dir, 'backup'), { force: true });
      expect(await contents(other.url)).toEqual(await contents(source.url));
      await expect(restoreShop(other.url, join(dir, 'm2'), dir)).rejects.toBeInstanceOf(BackupError);
    } finally {
      await other.drop();
    }
  });

  it('writes only into a new or empty folder', async () => {
    await expect(backupShop(source.url, join(dir, 'media'), join(dir, 'backup'))).rejects.toThrow(/not empty/);
  });

  it('refuses a schema other than the backup one', async () => {
    const admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    const name = `shop_empty_${randomUUID().slice(0, 8)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(source.url);
    url.pathname = `/${name}`;
    try {
      await expect(restoreShop(url.toString(), join(dir, 'm3'), join(dir, 'backup'))).rejects.toThrow(/differs from the backup/);
      await applyMigrations(url.toString());
      await restoreShop(url.toString(), join(dir, 'm3'), join(dir, 'backup'));
      expect(await contents(url.toString())).toEqual(await contents(source.url));
    } finally {
      const c = new pg.Client({ connectionString: source.url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
  });
});
