import type { Container } from 'inversify';
import { T } from '../container.js';
import { AREAS } from '../modules.js';

export const SHOP_TIME_ZONE = 'Australia/Melbourne';

/** Starts the job workers, the areas' recurring jobs and the outbox dispatcher in this process. */
export async function startBackground(container: Container, options: { workers: boolean }): Promise<void> {
  const queue = container.get(T.queue);
  if (options.workers) {
    await queue.startWorkers(container.get(T.jobHandlers));
    for (const area of AREAS) {
      for (const [name, pattern] of Object.entries(area.schedules ?? {})) await queue.schedule(name, { pattern, timeZone: SHOP_TIME_ZONE });
    }
  }
  container.get(T.dispatcher).start();
}
