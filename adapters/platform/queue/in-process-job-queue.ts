import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import type { Logger } from 'pino';
import { DEFAULT_JOB_ATTEMPTS, DEFAULT_RETRY_BASE_MS, DEFAULT_RETRY_MAX_MS, retryDelayMs } from './retry-delay.js';
import type { JobHandler, JobOptions, JobQueue, Schedule } from '../../../application/platform/job-queue.js';

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface InProcessJobQueueOptions {
  logger: Log;
  /** Current time; drives cron schedules (default `Date.now`). */
  now?: () => number;
  /** Delay before the first retry; doubles with every further attempt (default 1000 ms). */
  backoffBaseMs?: number;
  /** Longest delay between two attempts (default 15 min). */
  backoffMaxMs?: number;
  /** Attempts when a job does not say (default 5). */
  defaultAttempts?: number;
  /** How long a job id is remembered so that re-adding it is a no-op (default 7 days). */
  dedupeRetentionMs?: number;
}

interface PendingJob {
  name: string;
  payload: unknown;
  jobId: string;
  attempts: number;
  attempt: number;
}

/** The longest delay `setTimeout` accepts; longer waits are split. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * JobQueue in memory, for the embedded (single process) mode. Jobs added are lost on a crash, so the
 * outbox does not add its messages: it `deliver`s them, which runs the handler at once and resolves
 * only when it finished; until then the message stays in the outbox and a crash repeats it.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly logger: Log;
  private readonly now: () => number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly defaultAttempts: number;
  private readonly dedupeRetentionMs: number;
  private readonly seen = new Map<string, number>();
  private readonly waiting: PendingJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private handlers: Readonly<Record<string, JobHandler>> | undefined;
  private closed = false;
  private drained: Promise<void> = Promise.resolve();

  constructor(options: InProcessJobQueueOptions) {
    this.logger = options.logger;
    this.now = options.now ?? Date.now;
    this.backoffBaseMs = options.backoffBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.backoffMaxMs = options.backoffMaxMs ?? DEFAULT_RETRY_MAX_MS;
    this.defaultAttempts = options.defaultAttempts ?? DEFAULT_JOB_ATTEMPTS;
    this.dedupeRetentionMs = options.dedupeRetentionMs ?? 7 * 24 * 3600_000;
  }

  async add(name: string, payload: unknown, options: JobOptions = {}): Promise<void> {
    if (this.closed) throw new Error('InProcessJobQueue is closed');
    const jobId = options.jobId ?? randomUUID();
    this.forgetOldIds();
    if (this.seen.has(jobId)) return;
    this.seen.set(jobId, this.now());
    const job: PendingJob = { name, payload, jobId, attempts: Math.max(1, options.attempts ?? this.defaultAttempts), attempt: 1 };
    this.later(options.delayMs ?? 0, () => this.enqueue(job));
  }

  async deliver(name: string, payload: unknown, options: { jobId: string; attempt?: number }): Promise<void> {
    if (this.closed) throw new Error('InProcessJobQueue is closed');
    if (!this.handlers) throw new Error(`No workers run in this process to handle job "${name}"`);
    const handler = Object.hasOwn(this.handlers, name) ? this.handlers[name] : undefined;
    if (!handler) throw new Error(`No handler for job "${name}"`);
    const run = handler(payload, { jobId: options.jobId, attempt: options.attempt ?? 1 });
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    const tracked = settled.finally(() => this.running.delete(tracked));
    this.running.add(tracked); // close() waits for it like for any running job
    await run;
  }

  async schedule(name: string, schedule: Schedule, payload?: unknown): Promise<void> {
    if (this.closed) throw new Error('InProcessJobQueue is closed');
    CronExpressionParser.parse(schedule.pattern, { tz: schedule.timeZone }); // throws on a bad pattern now, not later
    const existing = this.schedules.get(name);
    if (existing) clearTimeout(existing);
    this.armSchedule(name, schedule, payload, this.now());
  }

  async startWorkers(handlers: Readonly<Record<string, JobHandler>>): Promise<void> {
    if (this.closed) throw new Error('InProcessJobQueue is closed');
    this.handlers = handlers;
    for (const job of this.waiting.splice(0)) this.start(job);
  }

  async close(): Promise<void> {
    if (this.closed) return this.drained;
    this.closed = true;
    if (this.timers.size > 0) this.logger.warn({ count: this.timers.size }, 'job queue closed with delayed jobs or retries pending');
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const timer of this.schedules.values()) clearTimeout(timer);
    this.schedules.clear();
    if (this.waiting.length > 0) this.logger.warn({ count: this.waiting.length }, 'job queue closed with jobs not started');
    this.waiting.length = 0;
    this.drained = this.drain();
    return this.drained;
  }

  private async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Runs `fn` on a later turn of the event loop (never inside the caller). */
  private later(delayMs: number, fn: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (!this.closed) fn();
      },
      Math.max(0, delayMs),
    );
    this.timers.add(timer);
  }

  private enqueue(job: PendingJob): void {
    if (this.handlers) this.start(job);
    else this.waiting.push(job);
  }

  private start(job: PendingJob): void {
    const run = this.run(job).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async run(job: PendingJob): Promise<void> {
    const handler = this.handlers && Object.hasOwn(this.handlers, job.name) ? this.handlers[job.name] : undefined;
    try {
      if (!handler) throw new Error(`No handler for job "${job.name}"`);
      await handler(job.payload, { jobId: job.jobId, attempt: job.attempt });
    } catch (error) {
      if (job.attempt >= job.attempts) {
        this.logger.error({ err: error, job: job.name, jobId: job.jobId, attempt: job.attempt }, 'job failed, giving up');
        return;
      }
      const delay = retryDelayMs(this.backoffBaseMs, this.backoffMaxMs, job.attempt);
      this.logger.warn({ err: error, job: job.name, jobId: job.jobId, attempt: job.attempt, retryInMs: delay }, 'job failed, will retry');
      this.later(delay, () => this.enqueue({ ...job, attempt: job.attempt + 1 }));
    }
  }

  /** Sets a timer for the first occurrence of the pattern after `after`. */
  private armSchedule(name: string, schedule: Schedule, payload: unknown, after: number): void {
    const next = CronExpressionParser.parse(schedule.pattern, { currentDate: new Date(after), tz: schedule.timeZone })
      .next()
      .getTime();
    const wait = next - this.now();
    const timer = setTimeout(
      () => {
        if (this.closed) return;
        if (wait > MAX_TIMER_MS) {
          this.armSchedule(name, schedule, payload, after); // not there yet: wait again
          return;
        }
        this.armSchedule(name, schedule, payload, next);
        this.add(name, payload, { jobId: `schedule:${name}:${new Date(next).toISOString()}` }).catch((error: unknown) => this.logger.error({ err: error, job: name }, 'could not add scheduled job'));
      },
      Math.min(Math.max(0, wait), MAX_TIMER_MS),
    );
    timer.unref();
    this.schedules.set(name, timer);
  }

  private forgetOldIds(): void {
    const cutoff = this.now() - this.dedupeRetentionMs;
    for (const [id, at] of this.seen) {
      if (at >= cutoff) break; // insertion order is time order
      this.seen.delete(id);
    }
  }
}
