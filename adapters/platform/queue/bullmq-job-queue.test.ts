import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { BullMqJobQueue, checkEvictionPolicy } from './bullmq-job-queue.js';
import { captureLogger, describeJobQueueContract } from './job-queue.contract.js';

const redisUrl = inject('redisUrl');
const filePrefix = `test-bullmq-${randomBytes(4).toString('hex')}`;
let counter = 0;

describe.skipIf(!redisUrl)('BullMqJobQueue (Redis)', () => {
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${filePrefix}*`, 'COUNT', 1000);
        cursor = next;
        keys.push(...batch);
      } while (cursor !== '0');
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });

  describeJobQueueContract('BullMQ', (logger) => new BullMqJobQueue({ redisUrl, logger, prefix: `${filePrefix}-${++counter}`, backoffBaseMs: 20, backoffMaxMs: 80 }));

  it('keeps one job scheduler per name however often it is scheduled', async () => {
    const prefix = `${filePrefix}-sched`;
    const queue = new BullMqJobQueue({ redisUrl, logger: captureLogger().logger, prefix, queueName: 'jobs' });
    const inspector = new Queue('jobs', { connection: { url: redisUrl }, prefix });
    try {
      await queue.schedule('nightly-report', { pattern: '5 0 * * *', timeZone: 'Australia/Melbourne' }, { kind: 'sales' });
      await queue.schedule('nightly-report', { pattern: '10 0 * * *', timeZone: 'Australia/Melbourne' }, { kind: 'sales' });
      const schedulers = await inspector.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({ key: 'nightly-report', name: 'nightly-report', pattern: '10 0 * * *', tz: 'Australia/Melbourne' });
      expect(schedulers[0]?.template?.data).toEqual({ kind: 'sales' });
      const next = schedulers[0]?.next ?? 0;
      // the next run is at ten past midnight in Melbourne
      const local = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(next);
      expect(local).toBe('00:10');
    } finally {
      await inspector.close();
      await queue.close();
    }
  });

  it('stores a delivered job under its id: delivering it again does not run it twice', async () => {
    const queue = new BullMqJobQueue({ redisUrl, logger: captureLogger().logger, prefix: `${filePrefix}-deliver` });
    const runs: string[] = [];
    try {
      await queue.deliver('mail', { to: 'kim@example.com' }, { jobId: 'outbox-7' });
      await queue.deliver('mail', { to: 'kim@example.com' }, { jobId: 'outbox-7' });
      await queue.startWorkers({ mail: async (_payload, { jobId }) => void runs.push(jobId) });
      await vi.waitFor(() => expect(runs).toEqual(['outbox-7']), { timeout: 10_000 });
      await queue.deliver('mail', { to: 'kim@example.com' }, { jobId: 'outbox-7' });
      await new Promise((r) => setTimeout(r, 300));
      expect(runs).toEqual(['outbox-7']);
    } finally {
      await queue.close();
    }
  });

  it('says nothing about a Redis that does not evict', async () => {
    const { logger, lines } = captureLogger();
    const redis = new Redis(redisUrl);
    try {
      const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as [string, string];
      await checkEvictionPolicy(redis, logger);
      expect(lines.filter((l) => l.level === 40)).toHaveLength(policy === 'noeviction' ? 0 : 1);
    } finally {
      await redis.quit();
    }
  });
});

describe('checkEvictionPolicy', () => {
  it('warns when Redis may evict keys', async () => {
    const { logger, lines } = captureLogger();
    await checkEvictionPolicy({ config: (async () => ['maxmemory-policy', 'allkeys-lru']) as never }, logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, maxmemoryPolicy: 'allkeys-lru' });
  });

  it('stays quiet when CONFIG is refused', async () => {
    const { logger, lines } = captureLogger();
    await checkEvictionPolicy(
      {
        config: (async () => {
          throw new Error('ERR unknown command CONFIG');
        }) as never,
      },
      logger,
    );
    expect(lines).toEqual([]);
  });
});

describe('BullMqJobQueue with Redis down', () => {
  it('closes promptly and logs the connection errors', async () => {
    const { logger, lines } = captureLogger();
    const queue = new BullMqJobQueue({ redisUrl: 'redis://127.0.0.1:1', logger });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await queue.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(lines.some((l) => l.level === 50)).toBe(true);
  });
});
