import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, normalizeAbn } from './abn.js';

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
const checksum = (d: number[]): number => d.reduce((s, x, i) => s + WEIGHTS[i]! * (i === 0 ? x - 1 : x), 0) % 89;

describe('ABN', () => {
  it('accepts known valid ABNs, with or without spaces', () => {
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });

  it('rejects wrong checksums, lengths and letters', () => {
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535561')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
    expect(isValidAbn('')).toBe(false);
    expect(isValidAbn('00000000000')).toBe(false);
  });

  it('normalizes and formats', () => {
    expect(normalizeAbn(' 51 824 753 556 ')).toBe('51824753556');
    expect(normalizeAbn('51-824')).toBeNull();
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });

  it('agrees with the weighted-sum rule for any 11 digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }), (digits) => {
        const expected = digits[0] !== 0 && checksum(digits) === 0;
        expect(isValidAbn(digits.join(''))).toBe(expected);
      }),
    );
  });

  it('changing any single digit of a valid ABN makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '51824753556'.split('').map(Number);
        digits[pos] = (digits[pos]! + delta) % 10;
        // Weights are all below 89 and coprime with it, so a one-digit change always breaks the sum.
        expect(isValidAbn(digits.join(''))).toBe(false);
      }),
    );
  });
});
