import type { Logger } from 'pino';

/**
 * On SIGINT or SIGTERM: runs `stop` once (stop accepting connections, finish requests in flight,
 * drain workers, close pools, stop embedded Postgres) and exits 0; exits 1 if that takes over 25 s.
 */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    stop()
      .then(() => {
        log.info('stopped cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
