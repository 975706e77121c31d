export interface JobOptions {
  /** Jobs with the same id are accepted once; re-adding is a no-op (delivery is at least once, handling idempotent). */
  jobId?: string;
  /** Attempts before the job is given up (default 5), with exponential backoff between them. */
  attempts?: number;
  delayMs?: number;
}

export type JobHandler = (payload: unknown, meta: { jobId: string; attempt: number }) => Promise<void>;

export interface Schedule {
  /** Five-field cron pattern, e.g. `5 0 * * *` for five past midnight. */
  pattern: string;
  /** IANA time zone the pattern is read in, e.g. `Australia/Melbourne`. */
  timeZone: string;
}

/** Background jobs: BullMQ when Redis is configured, an in-process queue otherwise. */
export interface JobQueue {
  add(name: string, payload: unknown, options?: JobOptions): Promise<void>;
  /**
   * Hands over a job that must not be lost (the outbox's messages): when this resolves, the job is
   * safe. A durable queue (BullMQ on Redis) resolves once it stored the job under `jobId` (delivering
   * the same id again is a no-op); a queue a crash would empty (in-process) runs the handler now and
   * resolves once it finished, or rejects with its error, so the sender keeps the message until then.
   */
  deliver(name: string, payload: unknown, options: { jobId: string; attempt?: number }): Promise<void>;
  /** Creates or updates a recurring job (idempotent across restarts and processes). */
  schedule(name: string, schedule: Schedule, payload?: unknown): Promise<void>;
  /** Starts processing jobs with these handlers (in the worker role). */
  startWorkers(handlers: Readonly<Record<string, JobHandler>>): Promise<void>;
  /** Stops taking new jobs, waits for running ones to finish, and releases connections. */
  close(): Promise<void>;
}
