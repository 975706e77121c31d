// What the operator sees when the process cannot start: one clear line and exit code 1.
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/global-setup.js';
import { runServerToExit, SERVER_ENTRY } from '../test-support/shop-process.js';

const SERVER_DIR = join(SERVER_ENTRY, '..');

const dataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const lines = (s: string) => s.split('\n').filter((l) => l.trim() !== '');

describe('start-up failures', () => {
  it('a bad setting stops the process with one line naming it', async () => {
    const r = await runServerToExit({ PORT: '70000', DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual(['PORT must be an integer between 1 and 65535']);
    expect(r.stdout).toBe('');
  });

  it('an unreachable DATABASE_URL gives one line and exit code 1 within 15 seconds', async () => {
    const r = await runServerToExit({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/shop', PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(r.code).toBe(1);
    expect(r.ms).toBeLessThan(15_000);
    expect(lines(r.stderr)).toEqual(['Cannot connect to the database at 127.0.0.1:1/shop (ECONNREFUSED). Check DATABASE_URL and that Postgres is running.']);
  });

  it('a port already in use gives one line and exit code 1', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const r = await runServerToExit({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      expect(r.code).toBe(1);
      expect(lines(r.stderr)).toEqual([`Port ${port} is already in use. Stop the other program or set PORT to a free port.`]);
    } finally {
      blocker.close();
    }
  });
});

describe('the first administrator', () => {
  it('npm run admin:create asks for the password and creates the administrator; the start-up log stops asking for one', async () => {
    const { createTestDatabase } = await import('../test-support/test-database.js');
    const { spawn } = await import('node:child_process');
    const pg = (await import('pg')).default;
    const tdb = await createTestDatabase();
    try {
      const env = { PATH: process.env.PATH ?? '', DATABASE_URL: tdb.url, DATA_DIR: dataDir, SEED_DEMO: 'false' };

      const before = await runServerToExit({ ...env, PORT: String(await freePort()), HOST: '127.0.0.1' }, 20_000);
      expect(before.stdout).toContain('No administrator exists yet. Create one with `npm run admin:create -- you@example.com`');

      const cli = spawn(process.execPath, [join(SERVER_DIR, 'admin-create.js'), 'Owner@Example.com'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      cli.stdout.on('data', (d: Buffer) => (out += d.toString()));
      cli.stderr.on('data', (d: Buffer) => (out += d.toString()));
      cli.stdin.end('river-gum-canopy-7\nriver-gum-canopy-7\n');
      const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
      expect(out).toContain('Administrator owner@example.com created.');
      expect(out).not.toContain('river-gum-canopy-7');
      expect(code).toBe(0);

      const client = new pg.Client({ connectionString: tdb.url });
      await client.connect();
      const { rows } = await client.query('SELECT email, is_admin, is_active, password_hash FROM users');
      await client.end();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'owner@example.com', is_admin: true, is_active: true });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);

      const after = await runServerToExit({ ...env, PORT: String(await freePort()), HOST: '127.0.0.1' }, 20_000);
      expect(after.stdout).not.toContain('No administrator exists yet');
    } finally {
      await tdb.drop();
    }
  });

  it('ADMIN_EMAIL and ADMIN_PASSWORD create it at start; a weak ADMIN_PASSWORD stops the start with one line', async () => {
    const { createTestDatabase } = await import('../test-support/test-database.js');
    const pg = (await import('pg')).default;
    const tdb = await createTestDatabase();
    try {
      const env = { DATABASE_URL: tdb.url, DATA_DIR: dataDir, SEED_DEMO: 'false', HOST: '127.0.0.1' };
      const weak = await runServerToExit({ ...env, PORT: String(await freePort()), ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'password' }, 15_000);
      expect(weak.code).toBe(1);
      expect(lines(weak.stderr)).toHaveLength(1);
      expect(weak.stderr).toMatch(/^ADMIN_PASSWORD: /);

      const good = await runServerToExit({ ...env, PORT: String(await freePort()), ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'blue-wren-morning-3' }, 20_000);
      expect(good.stdout).toContain('administrator created');
      const client = new pg.Client({ connectionString: tdb.url });
      await client.connect();
      const { rows } = await client.query('SELECT email, is_admin FROM users');
      await client.end();
      expect(rows).toEqual([{ email: 'boss@example.com', is_admin: true }]);
    } finally {
      await tdb.drop();
    }
  });
});
