// The web process: `npm start` (via scripts/start.mjs). Serves the API and both SPAs and, unless
// RUN_WORKERS=false with Redis configured, runs the background workers and the outbox dispatcher too.
import type { Server } from 'node:http';
import type { Container } from 'inversify';
import { createHttpServer } from '../../http/http-server.js';
import { buildContainer } from '../container.js';
import { startBackground } from './background.js';
import { prepareData } from './prepare-data.js';
import { StartupError } from '../startup-error.js';
import { assertPortFree, configOrExit, createLogger, exitWith, reasonOf, startDatabase, type Database } from './runtime.js';
import { onShutdown } from './shutdown.js';
import { createWebApp } from './web-app.js';

const config = configOrExit(process.env);
const log = createLogger(config);

let runtime: Database | undefined;
let container: Container | undefined;
let server: Server | undefined;

try {
  await assertPortFree(config.PORT, config.HOST);
  runtime = await startDatabase(config, log);
  container = buildContainer({ config, log, databaseUrl: runtime.databaseUrl, dataDir: runtime.dataDir });
  await prepareData(container);

  const app = createWebApp(container);

  const inProcessWorkers = !config.REDIS_URL || config.RUN_WORKERS;
  await startBackground(container, { workers: inProcessWorkers });

  server = await new Promise<Server>((resolve, reject) => {
    const s = createHttpServer(app);
    s.once('error', reject);
    s.listen(config.PORT, config.HOST, () => resolve(s));
  });
  log.info(
    { url: config.PUBLIC_URL, workers: inProcessWorkers ? 'in-process' : 'separate', database: config.DATABASE_URL ? 'external' : 'embedded', redis: Boolean(config.REDIS_URL) },
    `shop listening on port ${config.PORT}`,
  );
} catch (error) {
  await container?.unbindAllAsync().catch(() => {});
  await runtime?.embedded?.stop().catch(() => {});
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof StartupError) exitWith(error.message);
  if (code === 'EADDRINUSE') exitWith(`Port ${config.PORT} is already in use. Stop the other program or set PORT to a free port.`);
  log.fatal({ err: error }, 'start-up failed');
  exitWith(`The shop could not start: ${reasonOf(error)}`);
}

onShutdown(log, async () => {
  if (server) {
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    server.closeIdleConnections();
    await closed; // requests in flight finish first
  }
  await container?.unbindAllAsync(); // dispatcher, workers (drained), queue, bus, pool
  await runtime?.embedded?.stop();
});
