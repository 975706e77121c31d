import type { Container } from 'inversify';
import { SHOP_TIME_ZONE } from '../../../domain/dates.js';
import { MODULES } from '../modules.js';
import { T } from '../tokens.js';

/** Starts the job workers, the modules' recurring jobs and the outbox dispatcher in this process. */
export async function startBackground(container: Container, options: { workers: boolean }): Promise<void> {
  const queue = container.get(T.queue);
  if (options.workers) {
    await queue.startWorkers(container.get(T.jobHandlers));
    for (const module of MODULES) {
      for (const [name, pattern] of Object.entries(module.schedules ?? {})) await queue.schedule(name, { pattern, timeZone: SHOP_TIME_ZONE });
    }
  }
  container.get(T.dispatcher).start();
}
