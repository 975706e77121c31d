import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { captureLogger, describeJobQueueContract } from './job-queue.contract.js';

describeJobQueueContract('in-process', (logger) => new InProcessJobQueue({ logger, backoffBaseMs: 20, backoffMaxMs: 80 }));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('InProcessJobQueue', () => {
  let queue: InProcessJobQueue | undefined;
  afterEach(async () => {
    await queue?.close();
    queue = undefined;
  });

  it('never runs a job inside add', async () => {
    queue = new InProcessJobQueue({ logger: captureLogger().logger });
    let ran = false;
    await queue.startWorkers({ now: async () => void (ran = true) });
    await queue.add('now', null);
    expect(ran).toBe(false);
    await vi.waitFor(() => expect(ran).toBe(true));
  });

  it('delivers a job by running it: deliver resolves once the handler finished, and rejects with its error', async () => {
    queue = new InProcessJobQueue({ logger: captureLogger().logger });
    let finished = false;
    await queue.startWorkers({
      slow: async () => {
        await sleep(150);
        finished = true;
      },
      broken: async () => {
        throw new Error('SMTP server unavailable');
      },
    });
    await queue.deliver('slow', null, { jobId: 'outbox-1' });
    expect(finished).toBe(true);
    await expect(queue.deliver('broken', null, { jobId: 'outbox-2' })).rejects.toThrow('SMTP server unavailable');
    await expect(queue.deliver('unknown', null, { jobId: 'outbox-3' })).rejects.toThrow('No handler for job "unknown"');
  });

  it('refuses to deliver when no workers run in the process, and once closed', async () => {
    queue = new InProcessJobQueue({ logger: captureLogger().logger });
    await expect(queue.deliver('mail', null, { jobId: 'outbox-1' })).rejects.toThrow(/No workers run in this process/);
    await queue.startWorkers({ mail: async () => {} });
    await queue.close();
    await expect(queue.deliver('mail', null, { jobId: 'outbox-1' })).rejects.toThrow(/closed/);
  });

  it('waits on close for a delivered job to finish', async () => {
    queue = new InProcessJobQueue({ logger: captureLogger().logger });
    let finished = false;
    await queue.startWorkers({
      slow: async () => {
        await sleep(200);
        finished = true;
      },
    });
    const delivering = queue.deliver('slow', null, { jobId: 'outbox-1' });
    await sleep(20);
    await queue.close();
    expect(finished).toBe(true);
    await delivering;
  });

  it('backs off exponentially between attempts', async () => {
    queue = new InProcessJobQueue({ logger: captureLogger().logger, backoffBaseMs: 50 });
    const times: number[] = [];
    await queue.startWorkers({
      flaky: async () => {
        times.push(Date.now());
        if (times.length < 4) throw new Error('not yet');
      },
    });
    await queue.add('flaky', null);
    await vi.waitFor(() => expect(times).toHaveLength(4), { timeout: 5000 });
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(195);
  });

  it('runs a scheduled job at the next occurrence in the schedule time zone', async () => {
    // 00:04:59.800 on 15 January 2026 in Melbourne (UTC+11): the schedule `5 0 * * *` is due in 200 ms.
    const fakeNow = Date.parse('2026-01-14T13:04:59.800Z');
    const startedAt = Date.now();
    queue = new InProcessJobQueue({ logger: captureLogger().logger, now: () => fakeNow + (Date.now() - startedAt) });
    const runs: { payload: unknown; jobId: string }[] = [];
    await queue.startWorkers({ 'nightly-report': async (payload, { jobId }) => void runs.push({ payload, jobId }) });
    await queue.schedule('nightly-report', { pattern: '5 0 * * *', timeZone: 'Australia/Melbourne' }, { kind: 'sales' });
    await sleep(100);
    expect(runs).toEqual([]);
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 2000, interval: 10 });
    expect(runs[0]?.payload).toEqual({ kind: 'sales' });
    expect(runs[0]?.jobId).toBe('schedule:nightly-report:2026-01-14T13:05:00.000Z');
    await sleep(300);
    expect(runs).toHaveLength(1); // the next occurrence is a day later
  });

  it('reads the pattern in the given time zone, not in UTC', async () => {
    const fakeNow = Date.parse('2026-01-14T13:04:59.800Z'); // 13:04:59 UTC: `5 0 * * *` in UTC is 11 hours away
    queue = new InProcessJobQueue({ logger: captureLogger().logger, now: () => fakeNow });
    const runs: unknown[] = [];
    await queue.startWorkers({ nightly: async (payload) => void runs.push(payload) });
    await queue.schedule('nightly', { pattern: '5 0 * * *', timeZone: 'UTC' });
    await sleep(500);
    expect(runs).toEqual([]);
  });

  it('replaces a schedule of the same name instead of adding a second one', async () => {
    const fakeNow = Date.parse('2026-01-14T13:04:59.850Z');
    const startedAt = Date.now();
    queue = new InProcessJobQueue({ logger: captureLogger().logger, now: () => fakeNow + (Date.now() - startedAt) });
    const runs: unknown[] = [];
    await queue.startWorkers({ nightly: async (payload) => void runs.push(payload) });
    await queue.schedule('nightly', { pattern: '5 0 * * *', timeZone: 'Australia/Melbourne' }, 'old');
    await queue.schedule('nightly', { pattern: '5 0 * * *', timeZone: 'Australia/Melbourne' }, 'new');
    await vi.waitFor(() => expect(runs).toEqual(['new']), { timeout: 2000, interval: 10 });
    await sleep(300);
    expect(runs).toEqual(['new']);
  });

  it('rejects a bad cron pattern when scheduling', async () => {
    queue = new InProcessJobQueue({ logger: captureLogger().logger });
    await expect(queue.schedule('x', { pattern: 'not a cron', timeZone: 'UTC' })).rejects.toThrow();
  });

  it('stops schedules and refuses new jobs once closed', async () => {
    const fakeNow = Date.parse('2026-01-14T13:04:59.700Z');
    const startedAt = Date.now();
    queue = new InProcessJobQueue({ logger: captureLogger().logger, now: () => fakeNow + (Date.now() - startedAt) });
    const runs: unknown[] = [];
    await queue.startWorkers({ nightly: async (payload) => void runs.push(payload) });
    await queue.schedule('nightly', { pattern: '5 0 * * *', timeZone: 'Australia/Melbourne' });
    await queue.close();
    await sleep(500);
    expect(runs).toEqual([]);
    await expect(queue.add('nightly', null)).rejects.toThrow(/closed/);
  });
});
