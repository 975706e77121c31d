// The README's scaled-out recipe and compose.yaml describe the same processes: the same commands, the
// same environment variable names for each, and the same per-process values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromRoot } from '../adapters/platform/project-root.js';
import { readScaledOutRecipe, WEB_COMMAND, WORKER_COMMAND } from './scaled-out-recipe.js';

describe('compose.yaml and the README scaled-out recipe', () => {
  const recipe = readScaledOutRecipe();
  const shared = Object.keys(recipe.shared);
  const compose = parse(readFileSync(fromRoot('compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { command?: string[]; environment?: Record<string, string>; image?: string; build?: string }>;
  };
  const shop = Object.entries(compose.services).filter(([, s]) => s.build === '.');

  it("runs the npm scripts' own commands with node itself, so a stop signal reaches the shop", () => {
    const scripts = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect([scripts.start, scripts.worker]).toEqual([WEB_COMMAND, WORKER_COMMAND]);
    expect(readFileSync(fromRoot('Dockerfile'), 'utf8')).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);
  });

  it('the README names the shared variables of the scaled-out mode', () => {
    expect(shared).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATABASE_APP_URL', 'REDIS_URL', 'MEDIA_S3_BUCKET']));
    expect(recipe.web.env).toEqual({ TRUST_PROXY: '1', RUN_WORKERS: 'false' });
  });

  it('runs two web processes and one worker with the README commands and environment', () => {
    const webs = shop.filter(([, s]) => s.command?.join(' ') === recipe.web.command);
    const workers = shop.filter(([, s]) => s.command?.join(' ') === recipe.worker.command);
    expect(webs).toHaveLength(2);
    expect(workers).toHaveLength(1);
    expect(shop).toHaveLength(3);
    for (const [name, service] of webs) {
      const env = service.environment ?? {};
      expect(Object.keys(env).sort(), name).toEqual([...shared, ...Object.keys(recipe.web.env)].sort());
      for (const [k, v] of Object.entries(recipe.web.env)) expect(env[k], `${name} ${k}`).toBe(v);
    }
    const [, worker] = workers[0]!;
    expect(Object.keys(worker.environment ?? {}).sort()).toEqual([...shared, ...Object.keys(recipe.worker.env)].sort());
  });

  it('has Postgres, Redis (persistent, no eviction), the media bucket and a reverse proxy in front of both web processes', () => {
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    for (const image of ['postgres:', 'redis:', 'minio/minio', 'caddy:'])
      expect(
        images.some((i) => i.startsWith(image)),
        image,
      ).toBe(true);
    expect(compose.services.redis?.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    const caddyfile = readFileSync(fromRoot('deploy', 'Caddyfile'), 'utf8');
    for (const [name] of shop.filter(([, s]) => s.command?.join(' ') === recipe.web.command)) expect(caddyfile).toContain(`${name}:3000`);
  });
});
