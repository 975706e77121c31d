import type { Router } from 'express';
import type { Container } from 'inversify';
import type { BusEvent } from '../../application/platform/event-bus.js';
import type { EventChannel, ShopEvent } from '../../application/platform/events.js';
import type { JobHandler } from '../../application/platform/job-queue.js';

/** A handler of the events published on one bus channel, run in every web process. */
export interface EventSubscription {
  channel: EventChannel;
  handle(event: ShopEvent): void;
  /** An event on the channel of a type this build does not know (a newer process); logged and ignored without it. */
  unknown?(event: BusEvent): void;
  /**
   * Also receive the events of the channel the moment their transaction commits, in any process,
   * before the writer answers (CommitAnnouncer): for caches in memory. The handler must be idempotent.
   */
  prompt?: boolean;
}

/**
 * One module of the shop (catalog, cart, accounts, checkout, orders, engagement, and the back
 * office's): everything it adds to the running shop, from its folder `adapters/modules/<name>/`.
 * `modules.ts` lists them; the container and the entry points read only this interface.
 */
export interface ShopModule {
  readonly name: string;
  /** Binds its repositories and use cases (factories, `toResolvedValue`) and the tokens it offers others. */
  bind?(container: Container): void;
  /** Its HTTP routers; API routes register themselves in the OpenAPI registry. */
  routers?(container: Container): Router[];
  /** Background jobs it handles, by name (each idempotent: a job may be delivered twice). */
  jobs?(container: Container): Record<string, JobHandler>;
  /** Recurring jobs it schedules: job name → five-field cron pattern in the shop's time zone. */
  schedules?: Readonly<Record<string, string>>;
  /** Event bus subscriptions, made in every web process at start. */
  subscriptions?(container: Container): EventSubscription[];
  /** Start-up data (demo catalogue, first administrator), run in module order before the shop serves. */
  prepare?(container: Container): Promise<void>;
}
