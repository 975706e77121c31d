import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../project-root.js';
import { configSchema, loadConfig } from './config.js';

describe('.env.example', () => {
  const lines = readFileSync(fromRoot('.env.example'), 'utf8')
    .split('\n')
    .filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l));
  const listed = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));

  it('lists every variable the configuration reads, and nothing else', () => {
    expect(Object.keys(listed).sort()).toEqual(Object.keys(configSchema.def.in.shape).sort());
  });

  it('shows the real defaults', () => {
    expect(loadConfig(listed)).toEqual(loadConfig({}));
  });
});
