import type { Router } from 'express';
import type { Container } from 'inversify';
import type { JobHandler } from '../../application/platform/job-queue.js';

/**
 * One feature area of the shop (catalogue, accounts, checkout, back office…): how it binds its
 * repositories and use cases into the container, which API routers it adds, and which background
 * jobs it handles. `adapters/container.ts` lists the areas; each lives in its own file here.
 */
export interface Area {
  name: string;
  bind(container: Container): void;
  routers(container: Container): Router[];
  jobs?(container: Container): Record<string, JobHandler>;
  /** Recurring jobs this area schedules at start (name → cron pattern in Australia/Melbourne). */
  schedules?: Record<string, string>;
}
