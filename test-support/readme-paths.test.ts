// Every file or folder the README names exists, so a newcomer following it never hits a dead end.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../adapters/platform/project-root.js';

const TOP = ['domain', 'application', 'adapters', 'web-storefront', 'web-admin', 'web-shared', 'migrations', 'test-support', 'e2e', 'scripts', 'docs', 'bench'];

/** Paths in backticks or link targets that start at a top-level folder; patterns (`<module>`, `*`, `…`) are left out. */
export function namedPaths(markdown: string): string[] {
  const candidates = [...markdown.matchAll(/`([^`\s]+)`/g), ...markdown.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((m) => m[1]!);
  return [...new Set(candidates.filter((p) => TOP.some((t) => p === t || p.startsWith(`${t}/`)) && !/[<>*…{}]/.test(p)))];
}

const missing = (paths: string[], exists: (p: string) => boolean) => paths.filter((p) => !exists(p));

describe('README', () => {
  it('names only files and folders that exist', () => {
    const paths = namedPaths(readFileSync(join(projectRoot, 'README.md'), 'utf8'));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain('adapters/modules/cart/cart-routes.ts');
    expect(missing(paths, (p) => existsSync(join(projectRoot, p)))).toEqual([]);
  });

  it('catches a made-up path that is gone, and ignores patterns', () => {
    const text = 'See `adapters/modules/cart/cart-routes.ts`, [the ADR](docs/decisions/999-gone.md), `application/<module>/ports.ts` and `migrations/*.sql`.';
    expect(namedPaths(text)).toEqual(['adapters/modules/cart/cart-routes.ts', 'docs/decisions/999-gone.md']);
    expect(missing(namedPaths(text), (p) => p !== 'docs/decisions/999-gone.md')).toEqual(['docs/decisions/999-gone.md']);
  });
});
