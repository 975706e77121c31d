import { createRequire } from 'node:module';
import type { Job, JobsOptions, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { openRedis } from '../redis/redis-connection.js';
import type { Logger } from 'pino';
import { DEFAULT_JOB_ATTEMPTS, DEFAULT_RETRY_BASE_MS, DEFAULT_RETRY_MAX_MS, retryDelayMs } from './retry-delay.js';
import type { JobHandler, JobOptions, JobQueue, Schedule } from '../../../application/platform/job-queue.js';

type BullMq = typeof import('bullmq');
const require = createRequire(import.meta.url);
let loaded: BullMq | undefined;
/** BullMQ, loaded when a queue in Redis is made (a single process without Redis never holds it). */
const bullmq = (): BullMq => (loaded ??= require('bullmq') as BullMq);

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface BullMqJobQueueOptions {
  redisUrl: string;
  logger: Log;
  /** Key prefix of the queue in Redis (default `shop`); use `{shop}` on a Redis Cluster. */
  prefix?: string;
  /** Queue name (default `jobs`). */
  queueName?: string;
  /** Delay before the first retry; doubles with every further attempt (default 1000 ms)... */
  backoffBaseMs?: number;
  /** ...up to this (default 15 min), so a long outage of the mail server is outlasted. */
  backoffMaxMs?: number;
  /** Attempts when a job does not say (default 30: about 5 hours with the default delays). */
  defaultAttempts?: number;
  /** Jobs one worker runs at once (default 5). */
  concurrency?: number;
  /** How long finished jobs are kept, which is also how long a job id stays taken (default 7 days). */
  keepCompletedSeconds?: number;
}

/**
 * BullMQ refuses custom job ids that look like integers or contain `:`; ours may be anything
 * (`order:42:mail`, `42`), so they are stored reversibly encoded and handed back as given.
 */
const ID_MARK = 'j_';
/** Our backoff type: exponential with a ceiling (see the worker's backoffStrategy). */
const CAPPED = 'capped-exponential';
export const encodeJobId = (id: string): string => ID_MARK + id.replace(/%/g, '%25').replace(/:/g, '%3A');
export const decodeJobId = (stored: string): string => (stored.startsWith(ID_MARK) ? stored.slice(ID_MARK.length).replace(/%3A/g, ':').replace(/%25/g, '%') : stored);

/** Warns when Redis may evict keys, which silently loses queued jobs. CONFIG GET may be refused (managed Redis): then says nothing. */
export async function checkEvictionPolicy(redis: Pick<Redis, 'config'>, logger: Log): Promise<void> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as unknown;
    const policy = Array.isArray(reply) ? reply[1] : undefined;
    if (typeof policy === 'string' && policy !== 'noeviction') {
      logger.warn({ maxmemoryPolicy: policy }, 'Redis maxmemory-policy is not noeviction: queued jobs may be evicted');
    }
  } catch {
    // CONFIG is often disabled on hosted Redis; nothing to check then.
  }
}

/** QUIT when connected (lets pending replies arrive); otherwise just drop the connection, so closing never waits on a Redis that is down. */
async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

/** JobQueue on BullMQ 6 (Redis): shared by all processes; `npm run worker` processes run the jobs. */
export class BullMqJobQueue implements JobQueue {
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly logger: Log;
  private readonly queueName: string;
  private readonly prefix: string;
  private readonly concurrency: number;
  private readonly jobDefaults: JobsOptions;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private worker: Worker | undefined;
  private closing: Promise<void> | undefined;

  constructor(options: BullMqJobQueueOptions) {
    this.logger = options.logger;
    this.queueName = options.queueName ?? 'jobs';
    this.prefix = options.prefix ?? 'shop';
    this.concurrency = options.concurrency ?? 5;
    this.backoffBaseMs = options.backoffBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.backoffMaxMs = options.backoffMaxMs ?? DEFAULT_RETRY_MAX_MS;
    const keepSeconds = options.keepCompletedSeconds ?? 7 * 24 * 3600;
    this.jobDefaults = {
      attempts: options.defaultAttempts ?? DEFAULT_JOB_ATTEMPTS,
      backoff: { type: CAPPED, delay: this.backoffBaseMs },
      removeOnComplete: { age: keepSeconds, count: 100_000 },
      removeOnFail: { age: 4 * keepSeconds },
    };
    // One connection for the queue and the worker's ordinary commands; BullMQ duplicates it for blocking reads.
    this.connection = openRedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error: Error) => this.logger.error({ err: error }, 'Redis connection error (job queue)'));
    this.queue = new (bullmq().Queue)(this.queueName, { connection: this.connection, prefix: this.prefix, defaultJobOptions: this.jobDefaults });
    this.queue.on('error', (error: Error) => this.logger.error({ err: error }, 'job queue error'));
    void checkEvictionPolicy(this.connection, this.logger); // never rejects
  }

  async add(name: string, payload: unknown, options: JobOptions = {}): Promise<void> {
    const opts: JobsOptions = { ...this.jobDefaults };
    if (options.jobId !== undefined) opts.jobId = encodeJobId(options.jobId);
    if (options.attempts !== undefined) opts.attempts = Math.max(1, options.attempts);
    if (options.delayMs !== undefined) opts.delay = options.delayMs;
    await this.queue.add(name, payload, opts);
  }

  /** Redis keeps the job (with `noeviction` and persistence, a crash of any shop process loses nothing). */
  async deliver(name: string, payload: unknown, options: { jobId: string }): Promise<void> {
    await this.add(name, payload, { jobId: options.jobId });
  }

  async schedule(name: string, schedule: Schedule, payload?: unknown): Promise<void> {
    const { attempts, backoff, removeOnComplete, removeOnFail } = this.jobDefaults;
    await this.queue.upsertJobScheduler(name, { pattern: schedule.pattern, tz: schedule.timeZone }, { name, data: payload ?? null, opts: { attempts, backoff, removeOnComplete, removeOnFail } });
  }

  async startWorkers(handlers: Readonly<Record<string, JobHandler>>): Promise<void> {
    if (this.worker) throw new Error('BullMqJobQueue workers already started');
    const processor = async (job: Job): Promise<void> => {
      const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
      if (!handler) throw new Error(`No handler for job "${job.name}"`);
      await handler(job.data, { jobId: decodeJobId(job.id ?? ''), attempt: job.attemptsMade + 1 });
    };
    const worker = new (bullmq().Worker)(this.queueName, processor, {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: this.concurrency,
      // BullMQ's own exponential backoff has no ceiling: 30 attempts would wait days between the last ones.
      settings: { backoffStrategy: (attemptsMade: number, type?: string) => (type === CAPPED ? retryDelayMs(this.backoffBaseMs, this.backoffMaxMs, attemptsMade) : -1) },
    });
    worker.on('error', (error: Error) => this.logger.error({ err: error }, 'job worker error'));
    worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      const fields = { err: error, job: job.name, jobId: decodeJobId(job.id ?? ''), attempt: job.attemptsMade };
      if (final) this.logger.error(fields, 'job failed, giving up');
      else this.logger.warn(fields, 'job failed, will retry');
    });
    this.worker = worker;
    await worker.waitUntilReady();
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    if (this.worker) await this.worker.close();
    await this.queue.close();
    await closeRedis(this.connection);
  }
}
