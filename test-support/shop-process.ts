import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromRoot } from '../adapters/platform/project-root.js';
import { freePort } from './global-setup.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const SERVER_ENTRY = fromRoot('dist', 'server', 'adapters', 'platform', 'main', 'server.js');

export interface ShopProcess {
  baseUrl: string;
  port: number;
  /** Port of its embedded Postgres (with `embedded: true`). */
  pgPort: number;
  /** The database it uses. */
  databaseUrl?: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code; removes the data folder unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs the built server entry with `env` until it exits. It is sent SIGTERM once its output satisfies
 * `stopWhen` (default: it says it is listening), and killed after `timeoutMs`.
 */
export function runServerToExit(env: Record<string, string>, timeoutMs = 30_000, stopWhen = (out: string) => out.includes('shop listening on port'), entry = SERVER_ENTRY): Promise<RunResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [entry], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!stopping && stopWhen(stdout)) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/**
 * Starts the production build (`npm run build` first) on a free port with its own data folder and,
 * by default, a fresh migrated test database (`embedded: true` runs embedded Postgres instead, as
 * `npm start` does), and waits until /api/readyz answers 200. `entry` runs another copy of the build;
 * `args` runs node with these arguments in the project folder instead (as `npm start` does, see
 * nodeArgs in scaled-out-recipe.ts).
 */
export async function startShop(env: Record<string, string> = {}, options: { embedded?: boolean; entry?: string; args?: string[] } = {}): Promise<ShopProcess> {
  const entry = options.entry ?? SERVER_ENTRY;
  if (!existsSync(entry)) throw new Error('The server is not built: run `npm run build` first.');
  let testDb: TestDatabase | undefined;
  if (!options.embedded && !env.DATABASE_URL) {
    testDb = await createTestDatabase();
    env = { ...env, DATABASE_URL: testDb.url, DATABASE_APP_URL: testDb.appUrl };
  }
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const child = spawn(process.execPath, options.args ?? [entry], {
    cwd: fromRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = performance.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      await testDb?.drop();
      throw new Error(`the shop exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/readyz`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    port,
    pgPort,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    child,
    output: () => output,
    stop: async (options) => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (!options?.keepData) {
        rmSync(dataDir, { recursive: true, force: true });
        await testDb?.drop();
      }
      return code;
    },
  };
}
