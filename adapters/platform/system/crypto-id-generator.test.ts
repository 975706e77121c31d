import { describe, expect, it } from 'vitest';
import { cryptoIdGenerator } from './crypto-id-generator.js';

describe('cryptoIdGenerator', () => {
  it('makes URL-safe secrets of at least 16 characters that do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const t = cryptoIdGenerator.secureToken(8);
      expect(t).toMatch(/^[A-Za-z0-9_-]{16}$/);
      seen.add(t);
    }
    expect(seen.size).toBe(1000);
    expect(cryptoIdGenerator.secureToken(40)).toHaveLength(40);
  });

  it('makes UUIDs for records', () => {
    expect(cryptoIdGenerator.newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
