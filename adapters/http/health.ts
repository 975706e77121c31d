import express, { type Router } from 'express';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const withTimeout = (p: Promise<void>, ms: number) => Promise.race([p, new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/** /api/healthz: the process answers. /api/readyz: every dependency answers (503 naming the ones that don't). */
export function healthRouter(checks: ReadinessCheck[]): Router {
  const router = express.Router();
  router.get('/api/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/api/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const results = await Promise.all(
      checks.map(async (c) => {
        try {
          await withTimeout(c.check(), 2_000);
          return [c.name, 'ok'] as const;
        } catch (error) {
          req.log?.warn({ err: error, dependency: c.name }, 'readiness check failed');
          return [c.name, 'unavailable'] as const;
        }
      }),
    );
    const ready = results.every(([, s]) => s === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
  return router;
}
