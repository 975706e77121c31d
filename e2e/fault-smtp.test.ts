// The mail server refuses mail (451) for 20 s in the scaled-out mode: the worker retries each mail
// with backoff (shortened here through JOB_RETRY_BASE_MS / JOB_RETRY_MAX_MS; the defaults outlast
// hours, ADR 075) and delivers every one once the server accepts again, none twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startOwnRedis } from '../test-support/redis-server.js';
import { SERVER_ENTRY } from '../test-support/shop-process.js';
import { startSmtpReceiver } from '../test-support/smtp-receiver.js';
import { createTestDatabase } from '../test-support/test-database.js';

const MAILS = 8;
const REFUSAL_MS = 20_000;

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the SMTP server refuses mail for a while (scaled-out mode)', () => {
  it('retries every mail with backoff and delivers each exactly once after the server accepts again', async () => {
    const [redis, smtp, tdb] = await Promise.all([startOwnRedis(), startSmtpReceiver(), createTestDatabase()]);
    cleanups.push(
      () => redis.stop(),
      () => smtp.close(),
      () => tdb.drop(),
    );
    smtp.refuse(true);

    const workerDir = mkdtempSync(join(tmpdir(), 'shop-worker-'));
    cleanups.push(() => rmSync(workerDir, { recursive: true, force: true }));
    const worker = spawn(process.execPath, [join(SERVER_ENTRY, '..', 'worker.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: tdb.url,
        DATABASE_APP_URL: tdb.appUrl,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        SEED_DEMO: 'false',
        DATA_DIR: workerDir,
        LOG_LEVEL: 'warn',
        JOB_RETRY_BASE_MS: '200',
        JOB_RETRY_MAX_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    worker.stdout.on('data', (d: Buffer) => (out += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    cleanups.push(async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await exited;
    });

    const db = new pg.Client({ connectionString: tdb.url });
    await db.connect();
    cleanups.push(() => db.end());
    for (let i = 0; i < MAILS; i++) {
      await db.query(`INSERT INTO outbox (id, topic, payload) VALUES (gen_random_uuid(), 'job:send-mail', $1)`, [
        JSON.stringify({ to: `refused${i}@example.com`, subject: `Order ${i}`, text: `Mail ${i} waits for the server.` }),
      ]);
    }

    const refusedFrom = performance.now();
    while (performance.now() - refusedFrom < REFUSAL_MS) {
      expect(worker.exitCode, out).toBeNull();
      await sleep(500);
    }
    // Each mail was tried several times (more than the five attempts that gave up before ADR 075), none accepted.
    expect(smtp.mails).toHaveLength(0);
    expect(smtp.refused()).toBeGreaterThan(MAILS * 5);
    smtp.refuse(false);

    for (let i = 0; i < MAILS; i++) await smtp.waitFor(`refused${i}@example.com`, new RegExp(`Subject: Order ${i}\\b`), 20_000);
    await sleep(3_000); // a second copy would come within the next retries
    const perRecipient = Array.from({ length: MAILS }, (_, i) => smtp.mails.filter((m) => m.to.includes(`refused${i}@example.com`)).length);
    expect(perRecipient).toEqual(Array.from({ length: MAILS }, () => 1));
    expect(out).not.toContain('giving up');

    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
