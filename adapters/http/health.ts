import express, { type Router } from 'express';
import { livenessAnswer, readinessAnswer, type ReadinessAnswer } from './contract/health.js';
import type { ApiRegistry } from './openapi.js';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const withTimeout = (p: Promise<void>, ms: number) => Promise.race([p, new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * /api/healthz: the process answers. /api/readyz: every dependency answers (503 naming the ones that
 * don't). Plain routes (no parsing, no auth, no error mapper) so that they answer whatever else fails;
 * recorded in the API document all the same.
 */
export function healthRouter(checks: ReadinessCheck[], registry: ApiRegistry): Router {
  const router = express.Router();
  registry.add({ method: 'get', path: '/api/healthz', summary: 'The process answers', tag: 'Health', auth: 'public', answer: livenessAnswer, responses: { 200: '{status: ok}' } });
  registry.add({
    method: 'get',
    path: '/api/readyz',
    summary: 'Every dependency (database, Redis…) answers',
    tag: 'Health',
    auth: 'public',
    answer: readinessAnswer,
    responses: { 200: '{status: ready, checks}', 503: '{status: unavailable, checks} naming the dependencies that did not answer' },
  });
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
    const answer: ReadinessAnswer = { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
    res.status(ready ? 200 : 503).json(answer);
  });
  return router;
}
