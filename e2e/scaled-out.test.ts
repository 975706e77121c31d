// The scaled-out mode: web processes with RUN_WORKERS=false and a separate `npm run worker`, sharing
// Postgres and Redis. A side effect written to the outbox travels outbox → BullMQ → worker → mail.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startShop, SERVER_ENTRY, type ShopProcess } from '../test-support/shop-process.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

const redisUrl = inject('redisUrl');
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const emlFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);

describe.skipIf(!redisUrl)('scaled-out mode (needs TEST_REDIS_URL)', () => {
  it('a separate worker delivers the outbox mail; the web process with RUN_WORKERS=false does not', async () => {
    const tdb: TestDatabase = await createTestDatabase();
    cleanups.push(() => tdb.drop());
    const prefix = `e2e${process.pid}${Date.now()}`;
    const shared = { DATABASE_URL: tdb.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, SEED_DEMO: 'false' };

    const web: ShopProcess = await startShop({ ...shared, RUN_WORKERS: 'false' });
    cleanups.push(async () => void (await web.stop()));
    const ready = await fetch(`${web.baseUrl}/api/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

    const workerDir = mkdtempSync(join(tmpdir(), 'shop-worker-'));
    const worker = spawn(process.execPath, [join(SERVER_ENTRY, '..', 'worker.js')], {
      env: { PATH: process.env.PATH ?? '', ...shared, DATA_DIR: workerDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let workerOut = '';
    worker.stdout.on('data', (d: Buffer) => (workerOut += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (workerOut += d.toString()));
    const workerExit = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    cleanups.push(() => rmSync(workerDir, { recursive: true, force: true }));

    const client = new pg.Client({ connectionString: tdb.url });
    await client.connect();
    await client.query(`INSERT INTO outbox (id, topic, payload) VALUES (gen_random_uuid(), 'job:send-mail', $1)`, [
      JSON.stringify({ to: 'kim@example.com', subject: 'Scaled-out hello', text: 'Delivered by the worker.' }),
    ]);

    const deadline = performance.now() + 30_000;
    while (emlFiles(join(workerDir, 'mail')).length === 0) {
      if (performance.now() > deadline) throw new Error(`no mail from the worker:\n${workerOut}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const [file] = emlFiles(join(workerDir, 'mail'));
    expect(readFileSync(join(workerDir, 'mail', file!), 'utf8')).toContain('Subject: Scaled-out hello');
    expect(emlFiles(join(web.dataDir, 'mail'))).toEqual([]);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL');
    expect(rows[0].n).toBe(0);
    await client.end();

    worker.kill('SIGTERM');
    expect(await workerExit).toBe(0);
  });
});

describe('npm run worker alone', () => {
  it('npm run worker without DATABASE_URL and REDIS_URL explains the scaled-out mode and exits 1', async () => {
    const child = spawn(process.execPath, [join(SERVER_ENTRY, '..', 'worker.js')], { env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err.trim()).toBe('npm run worker is for the scaled-out mode: set DATABASE_URL and REDIS_URL. (Without them, npm start runs the workers inside the web process.)');
  });
});
