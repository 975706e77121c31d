// The web and worker processes apply V8's memory settings before any package is loaded (ADR 087):
// the settings take effect (a young generation that stays small, an old generation collected early),
// and both entries load them first, with everything else imported only afterwards.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../project-root.js';
import { V8_MEMORY_FLAGS } from './v8-memory-flags.js';

/** Churns through short-lived objects while keeping ~40 MB alive, then reports V8's heap sizes in MB. */
const CHURN = `
  const v8 = await import('node:v8');
  const kept = [];
  for (let i = 0; i < 400_000; i++) {
    const o = { i, s: 'x'.repeat(64) + i, a: [i, i + 1, i + 2] };
    if (i % 4 === 0) kept.push(o);
    if (kept.length > 100_000) kept.splice(0, 50_000);
  }
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size / 1048576]));
  console.log(JSON.stringify({ young: spaces.new_space, total: v8.getHeapStatistics().total_heap_size / 1048576, kept: kept.length }));
`;

/** A fresh Node process (nothing loaded before the flags, as in the entries) that applies `flags` and churns. */
function heapAfterChurn(flags: readonly string[]): { young: number; total: number } {
  const settings = `const { setFlagsFromString } = await import('node:v8'); for (const f of ${JSON.stringify(flags)}) setFlagsFromString(f);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', `${settings}${CHURN}`], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { young: number; total: number };
}

describe("the processes' memory settings", () => {
  it('keep the young generation at its first size and the heap smaller than with V8 defaults under the same churn', () => {
    const defaults = heapAfterChurn([]);
    const settings = heapAfterChurn(V8_MEMORY_FLAGS);
    expect(defaults.young).toBeGreaterThan(4);
    expect(settings.young).toBeLessThanOrEqual(2);
    expect(settings.total).toBeLessThan(defaults.total);
  });

  it('are the first thing both entries load; the rest of each process is imported only after them', () => {
    const entries: [string, string][] = [
      ['server.ts', './web-process.js'],
      ['worker.ts', './worker-process.js'],
    ];
    for (const [entry, body] of entries) {
      const code = readFileSync(fromRoot('adapters', 'platform', 'main', entry), 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('//'));
      expect(code, entry).toEqual(["import './memory-settings.js';", `await import('${body}');`]);
    }
  });
});
