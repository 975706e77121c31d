import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.js';

describe('record ids', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
  });

  it('refuses anything else: short, padded, unbraced parts, other characters', () => {
    for (const bad of ['', 'tee', '0f8fad5b-d9cb-469f-a165-70867728950', ' 0f8fad5b-d9cb-469f-a165-70867728950e', '0f8fad5b-d9cb-469f-a165-70867728950e/x', '0f8fad5bd9cb469fa16570867728950e', 'g f8fad5b-d9cb-469f-a165-70867728950e']) {
      expect(isUuid(bad), bad).toBe(false);
    }
  });

  it('accepts every UUID and nothing with a character added around it (property)', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ minLength: 1, maxLength: 3 }), (id, extra) => {
        expect(isUuid(id)).toBe(true);
        expect(isUuid(`${id}${extra}`)).toBe(false);
        expect(isUuid(`${extra}${id}`)).toBe(false);
      }),
    );
  });
});
