// `npm run worker`: the background workers alone, for the scaled-out mode (DATABASE_URL and REDIS_URL
// set). Runs the outbox dispatcher too, so mails and events flow even while web processes restart.
import { buildContainer } from '../container.js';
import { startBackground } from './background.js';
import { StartupError } from '../startup-error.js';
import { configOrExit, createLogger, exitWith, reasonOf, startDatabase } from './runtime.js';
import { onShutdown } from './shutdown.js';

const config = configOrExit(process.env);
if (!config.DATABASE_URL || !config.REDIS_URL) {
  exitWith('npm run worker is for the scaled-out mode: set DATABASE_URL and REDIS_URL. (Without them, npm start runs the workers inside the web process.)');
}
const log = createLogger(config);

try {
  const runtime = await startDatabase(config, log);
  const container = buildContainer({ config, log, databaseUrl: runtime.databaseUrl, dataDir: runtime.dataDir });
  await startBackground(container, { workers: true });
  log.info('worker running');
  onShutdown(log, async () => {
    await container.unbindAllAsync(); // waits for running jobs to finish
  });
} catch (error) {
  if (error instanceof StartupError) exitWith(error.message);
  log.fatal({ err: error }, 'worker start-up failed');
  exitWith(`The worker could not start: ${reasonOf(error)}`);
}
