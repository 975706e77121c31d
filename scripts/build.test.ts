import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { inputsHash, isStale, targetsFor } from './build.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('build staleness (a second npm start does not rebuild)', () => {
  const target = { inputs: ['src', 'config.json'], output: 'out/index.js' };

  function setup() {
    dir = mkdtempSync(join(tmpdir(), 'build-test-'));
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1;');
    writeFileSync(join(dir, 'config.json'), '{}');
    const stamp = join(dir, 'stamp');
    return stamp;
  }

  it('builds when the output or the stamp is missing, and not again once built', () => {
    const stamp = setup();
    expect(isStale(dir, target, stamp)).toBe(true);
    writeFileSync(join(dir, 'out', 'index.js'), '');
    expect(isStale(dir, target, stamp)).toBe(true);
    writeFileSync(stamp, inputsHash(dir, target.inputs));
    expect(isStale(dir, target, stamp)).toBe(false);
  });

  it('rebuilds when a source changes, not when only a test or story changes', () => {
    const stamp = setup();
    writeFileSync(join(dir, 'out', 'index.js'), '');
    writeFileSync(stamp, inputsHash(dir, target.inputs));
    writeFileSync(join(dir, 'src', 'a.test.ts'), 'test');
    writeFileSync(join(dir, 'src', 'a.stories.tsx'), 'story');
    expect(isStale(dir, target, stamp)).toBe(false);
    writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 2;');
    expect(isStale(dir, target, stamp)).toBe(true);
  });
});

describe('what npm start builds', () => {
  it('builds the server-rendering bundle with the SPAs for the web process, the server alone for the worker', () => {
    // Without the server-rendering bundle the web process serves the client-rendered shell only.
    expect(targetsFor('server')).toEqual(expect.arrayContaining(['server', 'storefront', 'storefrontSsr', 'admin']));
    expect(targetsFor('worker')).toEqual(['server']);
  });
});
