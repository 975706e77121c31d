import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import pg from 'pg';

/** What a backup folder holds, written last as `manifest.json`: a folder without it is not a finished backup. */
export interface BackupManifest {
  format: 'shop-backup-1';
  createdAt: string;
  /** The migrations the database had: a restore needs a shop whose schema is exactly that. */
  migrations: string[];
  tables: { name: string; file: string; rows: number }[];
  sequences: { name: string; value: number | null; isCalled: boolean }[];
  media: { files: number; bytes: number };
}

/** A backup or restore that cannot go ahead, with the sentence to show. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const BATCH = 1000;
/** Tables whose rows make a database "not empty" for restore (a migrated, unused database has none). */
const CONTENT_TABLES = ['users', 'products', 'orders', 'categories'];
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(db: pg.ClientBase): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'pgmigrations' ORDER BY tablename`);
  return rows.map((r) => r.name);
}

async function migrationsOf(db: pg.ClientBase): Promise<string[]> {
  const { rows } = await db.query<{ exists: boolean }>(`SELECT to_regclass('public.pgmigrations') IS NOT NULL AS exists`);
  if (!rows[0]?.exists) return [];
  return (await db.query<{ name: string }>('SELECT name FROM pgmigrations ORDER BY run_on, id')).rows.map((r) => r.name);
}

async function filesUnder(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    files++;
    bytes += (await stat(join(e.parentPath, e.name))).size;
  }
  return { files, bytes };
}

/**
 * Writes every table of the database as JSON lines (one row a line) into `folder`, all read inside one
 * REPEATABLE READ, READ ONLY transaction so the files form one consistent state even while the shop takes
 * orders, plus the sequences' values, a copy of the media folder and, last, `manifest.json`.
 * `pg_dump` is not among the Postgres binaries the shop ships, hence rows as JSON (see ADR 070).
 */
export async function backupShop(databaseUrl: string, mediaDir: string, folder: string): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0) throw new BackupError(`${folder} is not empty; give a new or empty folder for the backup.`);
  await mkdir(join(folder, 'tables'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const manifest: BackupManifest = { format: 'shop-backup-1', createdAt: new Date().toISOString(), migrations: [], tables: [], sequences: [], media: { files: 0, bytes: 0 } };
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    manifest.migrations = await migrationsOf(db);
    if (manifest.migrations.length === 0) throw new BackupError('The database has no shop schema (no migrations applied); nothing to back up.');
    for (const table of await tablesOf(db)) {
      const file = `tables/${table}.jsonl`;
      const out = createWriteStream(join(folder, file));
      let rows = 0;
      await db.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${ident(table)} t`);
      for (;;) {
        const batch = await db.query<{ line: string }>(`FETCH ${BATCH} FROM backup_rows`);
        for (const r of batch.rows) if (!out.write(`${r.line}\n`)) await once(out, 'drain');
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await db.query('CLOSE backup_rows');
      out.end();
      await once(out, 'finish');
      manifest.tables.push({ name: table, file, rows });
    }
    const seqs = await db.query<{ name: string; value: string | null; is_called: boolean }>(
      `SELECT c.relname AS name, s.last_value::text AS value, s.last_value IS NOT NULL AS is_called
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_sequences s ON s.schemaname = n.nspname AND s.sequencename = c.relname
        WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`,
    );
    manifest.sequences = seqs.rows.map((s) => ({ name: s.name, value: s.value === null ? null : Number(s.value), isCalled: s.is_called }));
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
  // Media keys are written once and never changed in place (a new upload gets a new key), so a copy
  // taken after the rows holds every file those rows name.
  await cp(mediaDir, join(folder, 'media'), { recursive: true, errorOnExist: false, force: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
  await mkdir(join(folder, 'media'), { recursive: true });
  manifest.media = await filesUnder(join(folder, 'media'));
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Brings a database with the shop's schema (migrated, as every start does) back to the state of a backup
 * folder: one transaction empties every table and loads the rows (triggers off, so counters kept by
 * triggers are taken from the backup as they were), then sets the sequences; the media folder is replaced
 * by the backup's. Refuses a database that holds users, products, orders or categories unless `force`,
 * and a schema other than the backup's.
 */
export async function restoreShop(databaseUrl: string, mediaDir: string, folder: string, options: { force?: boolean } = {}): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${folder} holds no manifest.json: not a finished backup.`);
  }
  if (manifest.format !== 'shop-backup-1') throw new BackupError(`${folder}/manifest.json is not a shop backup (format ${String(manifest.format)}).`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const migrations = await migrationsOf(db);
    if (migrations.join('\n') !== manifest.migrations.join('\n')) {
      const last = manifest.migrations.at(-1) ?? 'none';
      throw new BackupError(`The database's schema (last migration ${migrations.at(-1) ?? 'none'}) differs from the backup's (${last}); restore with the version of the shop that made the backup.`);
    }
    const tables = await tablesOf(db);
    const missing = manifest.tables.map((t) => t.name).filter((t) => !tables.includes(t));
    if (missing.length > 0) throw new BackupError(`The database lacks tables of the backup: ${missing.join(', ')}.`);
    if (!options.force) {
      for (const table of CONTENT_TABLES.filter((t) => tables.includes(t))) {
        const { rows } = await db.query(`SELECT 1 FROM ${ident(table)} LIMIT 1`);
        if (rows.length > 0) throw new BackupError(`The database is not empty (${table} has rows); restore into a fresh database, or add --force to replace its contents.`);
      }
    }
    await db.query('BEGIN');
    // Replica mode skips triggers and foreign-key checks while rows arrive in table order (needs the owner
    // role to be a superuser, as the embedded one and the test servers are).
    await db.query('SET LOCAL session_replication_role = replica');
    await db.query(`TRUNCATE ${tables.map(ident).join(', ')}`);
    for (const t of manifest.tables) {
      const cols = await db.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [ident(t.name)],
      );
      const list = cols.rows.map((c) => ident(c.name)).join(', ');
      const insert = `INSERT INTO ${ident(t.name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${ident(t.name)}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await db.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(join(folder, t.file), 'utf8'), crlfDelay: Infinity });
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    for (const s of manifest.sequences) {
      if (s.value === null) await db.query(`ALTER SEQUENCE ${ident(s.name)} RESTART`);
      else await db.query('SELECT setval($1::regclass, $2, $3)', [ident(s.name), s.value, s.isCalled]);
    }
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
  await rm(mediaDir, { recursive: true, force: true });
  await cp(join(folder, 'media'), mediaDir, { recursive: true });
  return manifest;
}
