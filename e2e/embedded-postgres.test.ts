// `npm start` with nothing installed: the embedded Postgres as root from a folder only root can enter,
// several shops on one machine, a shop that was killed, and the rights requests are served with.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../adapters/platform/project-root.js';
import { freePort } from '../test-support/global-setup.js';
import { runServerToExit, startShop, type ShopProcess } from '../test-support/shop-process.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const lines = (s: string) => s.split('\n').filter((l) => l.trim() !== '');

interface State {
  cluster: string;
  port: number;
  ownerPid?: number;
}
const stateOf = (dataDir: string): State => JSON.parse(readFileSync(join(dataDir, 'postgres.json'), 'utf8')) as State;

/** The shop's database as the embedded superuser (password and port as the shop keeps them). */
async function superuser(dataDir: string): Promise<pg.Client> {
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${stateOf(dataDir).port}/shop` });
  await client.connect();
  return client;
}

/** An embedded shop whose Postgres port the shop chooses itself (EMBEDDED_PG_PORT unset). */
async function shopChoosingItsPort(env: Record<string, string> = {}, entry?: string): Promise<ShopProcess> {
  const shop = await startShop({ SEED_DEMO: 'false', EMBEDDED_PG_PORT: '', ...env }, { embedded: true, ...(entry ? { entry } : {}) });
  cleanups.push(() => shop.stop());
  return shop;
}

/** A checkout under a 0700 folder, like a clone under /root: the build and node_modules, hard-linked. */
function checkoutInClosedFolder(): { home: string; dataDir: string; entry: string; clusters: string[] } {
  const home = mkdtempSync(join(tmpdir(), 'shop-root-'));
  chmodSync(home, 0o700);
  const checkout = join(home, 'shop');
  mkdirSync(checkout);
  const copied = spawnSync('cp', ['-al', ...['package.json', 'migrations', 'dist', 'node_modules'].map((p) => fromRoot(p)), checkout]);
  expect(copied.status, String(copied.stderr)).toBe(0);
  const made = { home, dataDir: join(checkout, '.data'), entry: join(checkout, 'dist', 'server', 'adapters', 'platform', 'main', 'server.js'), clusters: [] as string[] };
  cleanups.push(() => {
    rmSync(home, { recursive: true, force: true });
    for (const cluster of made.clusters.filter((c) => !c.startsWith(home))) {
      rmSync(cluster, { recursive: true, force: true });
      rmSync(`${cluster}.data-folder`, { force: true });
    }
  });
  return made;
}

describe.skipIf(process.getuid?.() !== 0)('as root, from a folder only root can enter', () => {
  it('starts two such checkouts, each with its own cluster where the postgres user can reach it, found again on the next start', async () => {
    const one = checkoutInClosedFolder();
    const other = checkoutInClosedFolder();
    const start = (c: typeof one) => startShop({ SEED_DEMO: 'false', EMBEDDED_PG_PORT: '', DATA_DIR: c.dataDir }, { embedded: true, entry: c.entry });

    const [first, otherShop] = await Promise.all([start(one), start(other)]);
    let shop = first;
    const cluster = stateOf(one.dataDir).cluster;
    one.clusters.push(cluster);
    other.clusters.push(stateOf(other.dataDir).cluster);
    expect(cluster.startsWith(`${one.home}/`)).toBe(false);
    expect(readFileSync(`${cluster}.data-folder`, 'utf8').trim()).toBe(one.dataDir);
    expect(other.clusters[0]).not.toBe(cluster); // two checkouts never share a cluster
    expect(stateOf(other.dataDir).port).not.toBe(stateOf(one.dataDir).port);
    const ps = spawnSync('ps', ['-o', 'user=,args=', '-C', 'postgres'], { encoding: 'utf8' });
    const server = ps.stdout.split('\n').find((l) => l.includes(`-D ${cluster}`)) ?? '';
    expect(server).toMatch(/^postgres\s/); // the unprivileged user, not root
    expect(server).not.toContain(one.home); // nor its binaries from the unreachable checkout

    const db = await superuser(one.dataDir);
    await db.query("INSERT INTO newsletter_subscribers (id, email, first_name) VALUES (gen_random_uuid(), 'kim@example.com', 'Kim')");
    await db.end();
    expect(await shop.stop({ keepData: true })).toBe(0);
    expect(await otherShop.stop({ keepData: true })).toBe(0);

    shop = await start(one);
    expect(stateOf(one.dataDir).cluster).toBe(cluster);
    const again = await superuser(one.dataDir);
    expect((await again.query('SELECT email FROM newsletter_subscribers')).rows).toEqual([{ email: 'kim@example.com' }]);
    await again.end();
    expect(await shop.stop({ keepData: true })).toBe(0);
  });
});

describe('several shops on one machine', () => {
  it('gives each its own Postgres port, remembered in its data folder for the next start', async () => {
    const a = await shopChoosingItsPort();
    const b = await shopChoosingItsPort();
    const [pa, pb] = [stateOf(a.dataDir).port, stateOf(b.dataDir).port];
    expect(pa).not.toBe(pb);
    for (const shop of [a, b]) expect((await fetch(`${shop.baseUrl}/api/readyz`)).status).toBe(200);

    expect(await b.stop({ keepData: true })).toBe(0);
    expect(stateOf(b.dataDir).ownerPid).toBeUndefined();
    const bAgain = await shopChoosingItsPort({ DATA_DIR: b.dataDir });
    expect(stateOf(bAgain.dataDir).port).toBe(pb);
  });

  it('names the cause in one line when EMBEDDED_PG_PORT is taken, or the data folder is in use by a running shop', async () => {
    const a = await shopChoosingItsPort();
    const otherData = mkdtempSync(join(tmpdir(), 'shop-port-'));
    cleanups.push(() => rmSync(otherData, { recursive: true, force: true }));
    const port = stateOf(a.dataDir).port;

    const taken = await runServerToExit({ DATA_DIR: otherData, PORT: String(await freePort()), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(port), LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    expect(taken.code).toBe(1);
    expect(lines(taken.stderr)).toEqual([`Port ${port} (EMBEDDED_PG_PORT) is already in use. Choose a free port, or leave EMBEDDED_PG_PORT unset and the shop picks one.`]);

    const twice = await runServerToExit({ DATA_DIR: a.dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    expect(twice.code).toBe(1);
    expect(lines(twice.stderr)).toEqual([`The data in ${a.dataDir} is in use by another shop process (PID ${a.child.pid}). Stop that one first, or give this one its own DATA_DIR.`]);
    expect((await fetch(`${a.baseUrl}/api/readyz`)).status).toBe(200); // the running shop is untouched
  });

  it('starts again after being killed, stopping the Postgres the killed process left running', async () => {
    const shop = await shopChoosingItsPort();
    const before = stateOf(shop.dataDir);
    const leftover = Number(readFileSync(join(before.cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
    shop.child.kill('SIGKILL');
    await new Promise((resolve) => shop.child.once('exit', resolve));
    expect(() => process.kill(leftover, 0)).not.toThrow(); // the server outlived the shop

    const restarted = await shopChoosingItsPort({ DATA_DIR: shop.dataDir, LOG_LEVEL: 'info' });
    expect(restarted.output()).toContain(`stopping the embedded Postgres (PID ${leftover}) left running by a shop process that ended without stopping it`);
    expect(() => process.kill(leftover, 0)).toThrow();
    expect(stateOf(shop.dataDir)).toMatchObject({ cluster: before.cluster, port: before.port, ownerPid: restarted.child.pid });
  });
});

describe('the rights requests are served with', () => {
  it('embedded: the shop connects as a role that is no superuser, while the superuser only migrates', async () => {
    const shop = await shopChoosingItsPort();
    expect((await fetch(`${shop.baseUrl}/api/categories/getCategories`)).status).toBe(200);
    const db = await superuser(shop.dataDir);
    const { rows } = await db.query<{ usename: string; rolsuper: boolean }>(
      `SELECT DISTINCT a.usename, r.rolsuper FROM pg_stat_activity a JOIN pg_roles r ON r.rolname = a.usename WHERE a.application_name = 'shop' AND a.datname = 'shop'`,
    );
    await db.end();
    expect(rows).toEqual([{ usename: 'shop_app', rolsuper: false }]);
    const appPassword = readFileSync(join(shop.dataDir, 'postgres-app.password'), 'utf8').trim();
    expect(appPassword).toMatch(/^[0-9a-f]{48}$/);
    const app = new pg.Client({ connectionString: `postgres://shop_app:${appPassword}@127.0.0.1:${stateOf(shop.dataDir).port}/shop` });
    await app.connect();
    try {
      await expect(app.query('DROP TABLE orders')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query('ALTER TABLE users ADD COLUMN x int')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query("CREATE ROLE intruder LOGIN PASSWORD 'x'")).rejects.toMatchObject({ code: '42501' });
    } finally {
      await app.end();
    }
  });

  it('DATABASE_URL: a DATABASE_APP_URL that can change the schema stops the start with one line', async () => {
    const { createTestDatabase } = await import('../test-support/test-database.js');
    const tdb = await createTestDatabase();
    cleanups.push(() => tdb.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-roles-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const r = await runServerToExit({
      DATABASE_URL: tdb.url,
      DATABASE_APP_URL: tdb.url,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/^DATABASE_APP_URL logs in as "[^"]+", which is a superuser.*only data rights/);
  });
});
