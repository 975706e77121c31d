// The README's scaled-out recipe and compose.yaml describe the same processes: the same commands, the
// same environment variable names for each, and the same per-process values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromRoot } from '../adapters/platform/project-root.js';

interface Process {
  command: string;
  env: Record<string, string>;
}

/** The sh block of the README's "Scaled-out mode" section: shared variables, then one command per kind of process. */
function readmeRecipe(): { shared: string[]; web: Process; worker: Process } {
  const readme = readFileSync(fromRoot('README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Scaled-out mode'));
  const block = /```sh\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 3)))?.[1];
  if (!block) throw new Error('The README\'s "Scaled-out mode" section has no sh block');
  const shared: string[] = [];
  const commands: Process[] = [];
  for (const line of block.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const words = line.split(/\s+/);
    const assignments = words.filter((w) => /^[A-Z][A-Z0-9_]*=/.test(w));
    if (assignments.length === words.length) shared.push(...assignments.map((a) => a.slice(0, a.indexOf('='))));
    else commands.push({ env: Object.fromEntries(assignments.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)])), command: words.slice(assignments.length).join(' ') });
  }
  const web = commands.find((c) => c.command === 'npm start');
  const worker = commands.find((c) => c.command === 'npm run worker');
  if (!web || !worker || commands.length !== 2) throw new Error(`expected one web and one worker command, got ${JSON.stringify(commands)}`);
  return { shared, web, worker };
}

describe('compose.yaml and the README scaled-out recipe', () => {
  const recipe = readmeRecipe();
  const compose = parse(readFileSync(fromRoot('compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { command?: string[]; environment?: Record<string, string>; image?: string; build?: string }>;
  };
  const shop = Object.entries(compose.services).filter(([, s]) => s.build === '.');

  it('the README names the shared variables of the scaled-out mode', () => {
    expect(recipe.shared).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATABASE_APP_URL', 'REDIS_URL', 'MEDIA_S3_BUCKET']));
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
      expect(Object.keys(env).sort(), name).toEqual([...recipe.shared, ...Object.keys(recipe.web.env)].sort());
      for (const [k, v] of Object.entries(recipe.web.env)) expect(env[k], `${name} ${k}`).toBe(v);
    }
    const [, worker] = workers[0]!;
    expect(Object.keys(worker.environment ?? {}).sort()).toEqual([...recipe.shared, ...Object.keys(recipe.worker.env)].sort());
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
