import pino, { type Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobQueue } from '../../../application/platform/job-queue.js';

export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string };
  [key: string]: unknown;
}

/** A real pino logger whose lines are kept in memory. */
export function captureLogger(): { logger: Log; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

/**
 * Behaviour every JobQueue must show. `makeQueue` builds a fresh queue that retries fast
 * (a backoff base of 20 ms with a ceiling of 80 ms).
 */
export function describeJobQueueContract(name: string, makeQueue: (logger: Log) => JobQueue | Promise<JobQueue>): void {
  describe(`JobQueue contract: ${name}`, () => {
    let queue: JobQueue | undefined;
    let lines: LogLine[] = [];

    async function open(): Promise<JobQueue> {
      const captured = captureLogger();
      lines = captured.lines;
      queue = await makeQueue(captured.logger);
      return queue;
    }

    afterEach(async () => {
      await queue?.close();
      queue = undefined;
    });

    it('runs an added job once with its payload and first attempt', async () => {
      const q = await open();
      const calls: { payload: unknown; jobId: string; attempt: number }[] = [];
      await q.startWorkers({ greet: async (payload, meta) => void calls.push({ payload, ...meta }) });
      await q.add('greet', { to: 'Ann', items: [1, 2] });
      await waitFor(() => expect(calls).toHaveLength(1));
      await sleep(200);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.payload).toEqual({ to: 'Ann', items: [1, 2] });
      expect(calls[0]?.attempt).toBe(1);
      expect(calls[0]?.jobId).not.toBe('');
    });

    it('runs jobs added before the workers started once they start', async () => {
      const q = await open();
      await q.add('early', 1);
      await q.add('early', 2);
      const seen: unknown[] = [];
      await q.startWorkers({ early: async (payload) => void seen.push(payload) });
      await waitFor(() => expect([...seen].sort()).toEqual([1, 2]));
    });

    it('retries a failing job until it succeeds', async () => {
      const q = await open();
      const attempts: number[] = [];
      await q.startWorkers({
        flaky: async (_payload, { attempt }) => {
          attempts.push(attempt);
          if (attempt < 3) throw new Error(`failure ${attempt}`);
        },
      });
      await q.add('flaky', {}, { attempts: 5 });
      await waitFor(() => expect(attempts).toEqual([1, 2, 3]));
      await sleep(300);
      expect(attempts).toEqual([1, 2, 3]);
      expect(lines.filter((l) => l.msg === 'job failed, will retry')).toHaveLength(2);
    });

    it('keeps retrying a job through a long outage by default, its delay doubling only up to the ceiling', async () => {
      const q = await open();
      const attempts: number[] = [];
      await q.startWorkers({
        outage: async (_payload, { attempt }) => {
          attempts.push(attempt);
          if (attempt <= 10) throw new Error('the mail server refuses');
        },
      });
      await q.add('outage', {});
      // Uncapped, the tenth retry alone would wait 20 ms × 2^9 ≈ 10 s; capped, all of them take about 0.7 s.
      await waitFor(() => expect(attempts).toHaveLength(11));
      expect(attempts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(lines.some((l) => l.msg === 'job failed, giving up')).toBe(false);
    });

    it('gives up after the given number of attempts and logs an error', async () => {
      const q = await open();
      const attempts: number[] = [];
      await q.startWorkers({
        broken: async (_payload, { attempt }) => {
          attempts.push(attempt);
          throw new Error('always broken');
        },
      });
      await q.add('broken', {}, { attempts: 3 });
      await waitFor(() => expect(lines.some((l) => l.msg === 'job failed, giving up')).toBe(true));
      await sleep(400);
      expect(attempts).toEqual([1, 2, 3]);
      const final = lines.filter((l) => l.msg === 'job failed, giving up');
      expect(final).toHaveLength(1);
      expect(final[0]?.err?.message).toBe('always broken');
    });

    it('fails a job that has no handler visibly', async () => {
      const q = await open();
      await q.startWorkers({ known: async () => {} });
      await q.add('unknown-job', {}, { attempts: 1 });
      await q.add('toString', {}, { attempts: 1 }); // not a handler, though every object has one
      await waitFor(() => expect(lines.filter((l) => l.msg === 'job failed, giving up')).toHaveLength(2));
      const messages = lines.filter((l) => l.msg === 'job failed, giving up').map((l) => l.err?.message ?? '');
      expect(messages.sort()).toEqual(['No handler for job "toString"', 'No handler for job "unknown-job"']);
    });

    it('accepts a job id once, also after the job has finished', async () => {
      const q = await open();
      const runs: unknown[] = [];
      await q.startWorkers({ mail: async (payload) => void runs.push(payload) });
      await q.add('mail', 'first', { jobId: 'order-42-confirmation' });
      await q.add('mail', 'second', { jobId: 'order-42-confirmation' });
      await waitFor(() => expect(runs).toEqual(['first']));
      await q.add('mail', 'third', { jobId: 'order-42-confirmation' });
      await q.add('mail', 'other', { jobId: 'order-43-confirmation' });
      await waitFor(() => expect(runs).toEqual(['first', 'other']));
      await sleep(200);
      expect(runs).toEqual(['first', 'other']);
    });

    it('takes any string as a job id and hands it to the handler unchanged', async () => {
      const q = await open();
      const ids: string[] = [];
      await q.startWorkers({ echo: async (_payload, { jobId }) => void ids.push(jobId) });
      const odd = ['order:42:confirmation', '42', 'a%3Ab', 'x:y'];
      for (const id of odd) await q.add('echo', null, { jobId: id });
      await q.add('echo', null, { jobId: '42' });
      await waitFor(() => expect([...ids].sort()).toEqual([...odd].sort()));
      await sleep(200);
      expect(ids).toHaveLength(odd.length);
    });

    it('runs a delivered job with its id', async () => {
      const q = await open();
      const runs: Array<{ payload: unknown; jobId: string }> = [];
      await q.startWorkers({ mail: async (payload, { jobId }) => void runs.push({ payload, jobId }) });
      await q.deliver('mail', { to: 'kim@example.com' }, { jobId: 'outbox-1' });
      await waitFor(() => expect(runs).toEqual([{ payload: { to: 'kim@example.com' }, jobId: 'outbox-1' }]));
    });

    it('honours a delay', async () => {
      const q = await open();
      let ranAt = 0;
      await q.startWorkers({ later: async () => void (ranAt = Date.now()) });
      const addedAt = Date.now();
      await q.add('later', null, { delayMs: 400 });
      await waitFor(() => expect(ranAt).toBeGreaterThan(0));
      expect(ranAt - addedAt).toBeGreaterThanOrEqual(380);
    });

    it('waits on close for a running job to finish', async () => {
      const q = await open();
      let started = false;
      let finished = false;
      await q.startWorkers({
        slow: async () => {
          started = true;
          await sleep(500);
          finished = true;
        },
      });
      await q.add('slow', null);
      await waitFor(() => expect(started).toBe(true));
      expect(finished).toBe(false);
      await q.close();
      expect(finished).toBe(true);
    });
  });
}
