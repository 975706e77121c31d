// The storefront's front-end budget (issue 4): the JavaScript the home page loads is at most 170 KB
// gzip. Measured on the production build from Vite's manifest: the entry chunk, every chunk it
// imports statically, and the home page's own lazy chunk with its static imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../adapters/platform/project-root.js';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const BUDGET_BYTES = 170 * 1000;
const dist = fromRoot('dist', 'web-storefront');

describe('storefront front-end budget', () => {
  it('the home page loads at most 170 KB of gzipped JavaScript', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
    const counted = new Set<string>();
    let bytes = 0;
    const add = (key: string) => {
      const entry = manifest[key];
      if (!entry || counted.has(key)) return;
      counted.add(key);
      if (entry.file.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, entry.file)), { level: 9 }).length;
      for (const imported of entry.imports ?? []) add(imported);
    };
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    const home = Object.keys(manifest).find((k) => /pages\/HomePage\.tsx$/.test(k));
    expect(entry).toBeDefined();
    expect(home).toBeDefined();
    add(entry!);
    add(home!);
    console.log(`home page JavaScript: ${(bytes / 1000).toFixed(1)} KB gzip in ${counted.size} chunks (budget ${BUDGET_BYTES / 1000} KB)`);
    expect(bytes).toBeGreaterThan(50_000); // it really measured the app (React alone is more)
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
