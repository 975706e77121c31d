// One benchmark section run on its own (`node --import tsx bench/<section>.ts`): builds the server,
// makes a fresh database, starts the production server on a free port, runs the section against
// it, and cleans up. `npm run bench` runs the sections in one go instead.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { fromRoot } from '../adapters/platform/project-root.js';
import { freePort } from '../test-support/global-setup.js';

export interface BenchShop {
  shopUrl: string;
  databaseUrl: string;
}

async function standalone(label: string, run: (shop: BenchShop) => Promise<void>, env: Record<string, string>): Promise<void> {
  const script = `import(${JSON.stringify(fromRoot('scripts', 'build.mjs'))}).then((m) => m.build({ only: ['server'] }))`;
  if (spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a Postgres where databases can be created, or run `npm run bench`.');
  const name = `shop_bench_${label}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${label}-`));
  const port = await freePort();
  const shop = spawn(process.execPath, [fromRoot('dist', 'server', 'adapters', 'platform', 'main', 'server.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const shopUrl = `http://127.0.0.1:${port}`;
    const deadline = performance.now() + 120_000;
    while (
      (await fetch(`${shopUrl}/api/readyz`)
        .then((r) => r.status)
        .catch(() => 0)) !== 200
    ) {
      if (performance.now() > deadline) throw new Error('the shop did not become ready');
      await new Promise((r) => setTimeout(r, 200));
    }
    await run({ shopUrl, databaseUrl: url.toString() });
  } finally {
    shop.kill('SIGTERM');
    await new Promise((r) => shop.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the section on its own when its file is the one node was started with (`moduleUrl` is its `import.meta.url`). */
export function runIfMain(moduleUrl: string, label: string, run: (shop: BenchShop) => Promise<void>, env: Record<string, string> = {}): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  standalone(label, run, env).then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
