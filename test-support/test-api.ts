import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { pino, type Logger } from 'pino';
import { createHttpServer, type SlowClientLimits } from '../adapters/http/http-server.js';
import { loadConfig } from '../adapters/platform/config/config.js';
import { buildContainer } from '../adapters/platform/container.js';
import { T } from '../adapters/platform/tokens.js';
import { startBackground } from '../adapters/platform/main/background.js';
import { createWebApp } from '../adapters/platform/main/web-app.js';
import type { Db } from '../adapters/platform/database/database.js';
import { checkerOf, jsonClient, type ApiCall } from './api-client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApi {
  baseUrl: string;
  container: Container;
  db: Db;
  dataDir: string;
  /** fetch against the API with JSON in and out (see `jsonClient`): a JSON answer that breaks the API document fails the call. */
  call: ApiCall;
  close(): Promise<void>;
}

/**
 * The real web app (all modules, real adapters) on a free port, over a fresh migrated database (queried
 * as the restricted serving role, so every query is proven to work with only its rights) and a
 * temporary data folder. In-process queue, bus and rate limits unless `env.REDIS_URL` is given; mails
 * go to `.eml` files in `dataDir/mail` unless `env.SMTP_URL` is given. Background workers and the
 * outbox dispatcher run when `background` is true. `log` receives the app's log lines (silent by default).
 * `database` shares one test database between two apps (two web processes); its owner drops it.
 */
export async function startTestApi(options: { env?: Record<string, string>; background?: boolean; log?: Logger; database?: TestDatabase; slowClientLimits?: SlowClientLimits } = {}): Promise<TestApi> {
  const tdb: TestDatabase = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-'));
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: tdb.url, DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...options.env });
  const log = options.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const container = buildContainer({ config, log, databaseUrl: tdb.appUrl, dataDir }); // served as the restricted role, as in the shop
  if (options.background) await startBackground(container, { workers: true });
  const app = createWebApp(container);
  const server: Server = await new Promise((resolve) => {
    const s = createHttpServer(app, options.slowClientLimits);
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    baseUrl,
    container,
    db: container.get(T.db),
    dataDir,
    call: jsonClient(baseUrl, await checkerOf(baseUrl)),
    async close() {
      // Connections still open (a response whose body a test never read, a keep-alive socket held for
      // 65 s) are dropped at once, not waited for.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await container.unbindAllAsync();
      if (!options.database) await tdb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
