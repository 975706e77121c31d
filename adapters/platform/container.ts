import { join } from 'node:path';
import { Container } from 'inversify';
import { openRedis } from './redis/redis-connection.js';
import type { Logger } from 'pino';
import type { Analytics } from '../../application/platform/analytics.js';
import type { EventBus } from '../../application/platform/event-bus.js';
import type { JobQueue } from '../../application/platform/job-queue.js';
import type { Mailer } from '../../application/platform/mailer.js';
import type { Config } from './config/config.js';
import { InProcessEventBus } from './bus/in-process-event-bus.js';
import { RedisEventBus } from './bus/redis-event-bus.js';
import { ApiRegistry } from '../http/openapi.js';
import { FileMailer } from './mail/file-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import { DiskMediaStore } from './media/disk-media-store.js';
import { mediaStoreOf } from './media/media-store-of.js';
import { sharpImageProcessor } from './media/sharp-image-processor.js';
import { OutboxDispatcher } from './outbox/outbox-dispatcher.js';
import { CommitAnnouncer } from './bus/commit-announcer.js';
import { createPool, type Db } from './database/database.js';
import { BullMqJobQueue } from './queue/bullmq-job-queue.js';
import { InProcessJobQueue } from './queue/in-process-job-queue.js';
import { MemoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter.js';
import { logAnalytics } from './analytics/log-analytics.js';
import { cryptoIdGenerator } from './system/crypto-id-generator.js';
import { systemClock } from './system/system-clock.js';
import { jobHandlers } from './jobs/job-handlers.js';
import { MODULES } from './modules.js';
import { T } from './tokens.js';

export interface ContainerInput {
  config: Config;
  log: Logger;
  /** The role requests and jobs are served as (restricted; statement timeout applies). */
  databaseUrl: string;
  dataDir: string;
}

/**
 * Wires the adapters behind the application's ports: Redis-backed queue, bus and rate limits when
 * REDIS_URL is set, in-process ones otherwise; SMTP mail when SMTP_URL is set, `.eml` files otherwise.
 * Everything is a singleton; `container.unbindAllAsync()` closes what was opened.
 */
export function buildContainer(input: ContainerInput): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const { config, log } = input;
  const redisUrl = config.REDIS_URL;

  c.bind(T.config).toConstantValue(config);
  c.bind(T.log).toConstantValue(log);
  c.bind(T.dataDir).toConstantValue(input.dataDir);
  c.bind(T.clock).toConstantValue(systemClock);
  c.bind(T.ids).toConstantValue(cryptoIdGenerator);
  c.bind(T.analytics).toConstantValue(logAnalytics(log));
  c.bind(T.db)
    .toResolvedValue(() => createPool(input.databaseUrl, config.DATABASE_POOL_SIZE, { statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS }))
    .onDeactivation((db) => db.end());

  c.bind(T.mailer)
    .toResolvedValue(() =>
      config.SMTP_URL ? new SmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) : new FileMailer({ directory: join(input.dataDir, 'mail'), from: config.MAIL_FROM, logger: log }),
    )
    .onDeactivation((m) => m.close());
  c.bind(T.media).toResolvedValue(() => mediaStoreOf(config, () => new DiskMediaStore(join(input.dataDir, 'media'))));
  c.bind(T.images).toConstantValue(sharpImageProcessor);

  const retries = { backoffBaseMs: config.JOB_RETRY_BASE_MS, backoffMaxMs: config.JOB_RETRY_MAX_MS };
  c.bind(T.queue)
    .toResolvedValue(() => (redisUrl ? new BullMqJobQueue({ redisUrl, logger: log, prefix: config.REDIS_PREFIX, ...retries }) : new InProcessJobQueue({ logger: log, ...retries })))
    .onDeactivation((q) => q.close());
  c.bind(T.bus)
    .toResolvedValue(() => (redisUrl ? new RedisEventBus({ redisUrl, logger: log, channelPrefix: `${config.REDIS_PREFIX}:events:` }) : new InProcessEventBus({ logger: log })))
    .onDeactivation((b) => b.close());
  c.bind(T.rateLimiter)
    .toResolvedValue(() => (redisUrl ? new RedisRateLimiter({ redisUrl, logger: log, keyPrefix: `${config.REDIS_PREFIX}:rate:` }) : new MemoryRateLimiter()))
    .onDeactivation((r) => r.close());
  c.bind(T.redisHealth)
    .toResolvedValue(() => {
      if (!redisUrl) return null;
      const r = openRedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      r.on('error', () => {}); // reported through /api/readyz
      return r;
    })
    .onDeactivation(async (r) => {
      if (r) await r.quit().catch(() => r.disconnect());
    });

  c.bind(T.announcer).toResolvedValue((bus: EventBus) => new CommitAnnouncer({ bus, log }), [T.bus]);
  c.bind(T.dispatcher)
    .toResolvedValue(
      (db: Db, queue: JobQueue, bus: EventBus) => new OutboxDispatcher({ db, queue, bus, log, baseBackoffMs: config.JOB_RETRY_BASE_MS, maxBackoffMs: config.JOB_RETRY_MAX_MS }),
      [T.db, T.queue, T.bus],
    )
    .onDeactivation((d) => d.stop());
  c.bind(T.registry).toConstantValue(new ApiRegistry());
  for (const module of MODULES) module.bind?.(c);
  // Until a module binds token authentication, nobody is signed in (routes that need a user answer 401).
  if (!c.isBound(T.authenticate)) c.bind(T.authenticate).toConstantValue((_req, _res, next) => next());
  c.bind(T.jobHandlers).toResolvedValue(
    (db: Db, mailer: Mailer, analytics: Analytics) => Object.assign(jobHandlers({ db, mailer, analytics }), ...MODULES.map((m) => m.jobs?.(c) ?? {})),
    [T.db, T.mailer, T.analytics],
  );
  c.bind(T.apiRouters).toResolvedValue(() => MODULES.flatMap((m) => m.routers?.(c) ?? []));
  return c;
}
