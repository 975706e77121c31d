// Postgres restarts under load (the test's own embedded Postgres, stopped and started on the same
// port): the web process is not restarted; while the database is away its readiness answers 503 and
// requests answer 503 cleanly (never a 500 or a stack trace); afterwards the pool serves again and
// readiness is back at 200.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../adapters/platform/database/embedded.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { freePort } from '../test-support/global-setup.js';
import { startShop } from '../test-support/shop-process.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => {}, warn: () => {} };

describe('Postgres restarts during load', () => {
  it('readiness goes 503 and back to 200, and the same web process serves again', async () => {
    const pgDir = mkdtempSync(join(tmpdir(), 'shop-pg-restart-'));
    cleanups.push(() => rmSync(pgDir, { recursive: true, force: true }));
    const port = await freePort();
    const open = () => startEmbeddedPostgres({ dataDir: pgDir, port, database: 'shop', log: quiet });
    let database: EmbeddedDatabase = await open();
    cleanups.push(() => database.stop());

    const shop = await startShop({ DATABASE_URL: database.url, DATABASE_APP_URL: database.appUrl, SEED_DEMO: 'false' });
    cleanups.push(() => shop.stop());
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const product = await createProduct(db, { name: 'Restart Tent', variants: [['M', 5]] });
    await db.end();
    // A product page (cacheable) and searches that no cache has seen (each needs the database).
    const pathOf = (i: number) => (i % 2 === 0 ? `/api/products/getSpecificProduct/${product.id}` : `/api/products/getproducts/1/pricelow/tent${i}/-`);

    // Load: eight shoppers browse without pause for the whole test.
    const answers: { status: number; body: string; phase: string }[] = [];
    let phase = 'before';
    let loading = true;
    const shopper = async (n: number) => {
      for (let i = n; loading; i++) {
        try {
          const res = await fetch(`${shop.baseUrl}${pathOf(i)}`);
          answers.push({ status: res.status, body: await res.text(), phase });
        } catch (e) {
          answers.push({ status: 0, body: String(e), phase });
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => shopper(n)));
    const readiness = async () => (await fetch(`${shop.baseUrl}/api/readyz`)).status;

    await sleep(1_000);
    expect(await readiness()).toBe(200);
    phase = 'down';
    await database.stop();
    const down = await readiness();
    const downBody = await (await fetch(`${shop.baseUrl}/api/readyz`)).json();
    await sleep(3_000);

    phase = 'restarting';
    database = await open();
    const deadline = performance.now() + 30_000;
    while ((await readiness()) !== 200) {
      if (performance.now() > deadline) throw new Error(`readiness did not come back:\n${shop.output()}`);
      await sleep(200);
    }
    phase = 'after';
    await sleep(2_000);
    loading = false;
    await load;

    expect(down).toBe(503);
    expect(downBody).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
    expect(shop.child.exitCode).toBeNull(); // the same process throughout
    // While it was away, requests that needed the database were refused with 503, not hung or 500.
    expect(answers.filter((a) => a.phase === 'down' && a.status === 503).length).toBeGreaterThan(0);
    const bad = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(bad.slice(0, 3)).toEqual([]);
    expect(answers.filter((a) => a.status === 503).every((a) => !/\bat \/|Error:|stack/.test(a.body) && JSON.parse(a.body).message)).toBe(true);
    expect(answers.filter((a) => a.phase === 'before').every((a) => a.status === 200)).toBe(true);
    const after = answers.filter((a) => a.phase === 'after');
    expect(after.length).toBeGreaterThan(10);
    expect(after.every((a) => a.status === 200)).toBe(true);
  });
});
