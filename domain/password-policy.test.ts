import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextWords, FROM_CONTEXT, passwordProblem, TOO_COMMON, type PasswordPolicy } from './password-policy.js';

const COMMON = ['password', 'summer', 'dragon', 'letmein', 'monkey', 'sunshine', 'qwerty', '12345678', 'iloveyou', 'football'];
const policy: PasswordPolicy = { commonPasswords: new Set(COMMON), shopNames: ['Soul Searching Outdoor Co.'] };
const ada = { email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('password length', () => {
  it('is 8 to 128 code points', () => {
    expect(passwordProblem('', policy)).toBe('Required field');
    expect(passwordProblem(undefined, policy)).toBe('Required field');
    expect(passwordProblem('Ab3$xyz', policy)).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('Ab3$xyzq', policy)).toBeNull();
    expect(passwordProblem('🌏🌏🌏🌏🌏🌏🌏', policy)).toBe('Password must be at least 8 characters.'); // 7 code points
    expect(passwordProblem('🌏🌏🌏🌏🌏🌏🌏🌏', policy)).toBeNull();
    expect(passwordProblem('k'.repeat(129), policy)).toBe('Password must be at most 128 characters.');
  });
});

describe('common passwords', () => {
  it('refuses a listed password in any case', () => {
    expect(passwordProblem('password', policy)).toBe(TOO_COMMON);
    expect(passwordProblem('PassWord', policy)).toBe(TOO_COMMON);
    expect(passwordProblem('12345678', policy)).toBe(TOO_COMMON);
  });

  it('refuses one dressed up with digits and symbols around it or the usual letter swaps', () => {
    for (const pw of ['Password123!', 'Summer2024!', '2024summer', '!!Dragon!!', 'P@ssw0rd', 'P@$$w0rd99', 'L3tm31n!', 'Sunsh1ne', 'iloveyou4ever?'.replace('4ever?', '2')]) {
      expect(passwordProblem(pw, policy), pw).toBe(TOO_COMMON);
    }
  });

  it('accepts passphrases and passwords that only contain a common word among others', () => {
    for (const pw of ['correct horse battery', 'navy cobol 1906', 'tr33-fern-river', 'summer-in-the-grampians', 'Ab3$xyzq', 'dragonfruit-smoothie', '39571864']) {
      expect(passwordProblem(pw, policy), pw).toBeNull();
    }
  });

  it('property: any listed password with any case and any digits or symbols around it is refused', () => {
    const affix = fc.string({ unit: fc.constantFrom(...'0123456789!?#$%&*-_.'), maxLength: 6 });
    fc.assert(
      fc.property(fc.constantFrom(...COMMON.filter((w) => /[a-z]/.test(w))), affix, affix, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (word, before, after, upper) => {
        const cased = [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        const pw = `${before}${cased}${after}`;
        fc.pre([...pw].length >= 8);
        expect(passwordProblem(pw, policy)).toBe(TOO_COMMON);
      }),
    );
  });

  it('property: long strings of letters that hold no listed or context word are accepted', () => {
    // No vowels: none of the test words, the shop's words or the person's fits inside.
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'bcdfghjklmnpqrstvwxz'), minLength: 8, maxLength: 40 }),
        fc.string({ unit: fc.constantFrom(...'0123456789-'), maxLength: 4 }),
        (letters, digits) => {
          expect(passwordProblem(`${letters}${digits}`, policy, ada)).toBeNull();
        },
      ),
    );
  });
});

describe('context words', () => {
  it('are the words of the shop’s names and the person’s, and the e-mail’s local part whole and in parts', () => {
    expect(contextWords(policy, ada)).toEqual(expect.arrayContaining(['soulsearchingoutdoorco', 'searching', 'outdoor', 'soul', 'adalovelace', 'lovelace', 'ada']));
    expect(contextWords(policy, { email: 'jo@example.com' })).not.toContain('jo'); // too short to mean anything
  });

  it('refuse a password made from them with little else', () => {
    for (const pw of ['SoulSearching1!', 'soul-searching', 'Outdoor2024!', '0utd00r-2024', 'ada.lovelace1815', 'Lovelace!!', 'AdaLovelace', 'lovelace-summer']) {
      expect(passwordProblem(pw, policy, ada), pw).toBe(FROM_CONTEXT);
    }
  });

  it('allow a password that holds a context word among enough else', () => {
    for (const pw of ['soulful river nights', 'outdoor fern gully walk', 'ada-climbs-mount-feathertop']) {
      expect(passwordProblem(pw, policy, ada), pw).toBeNull();
    }
  });

  it('property: a context word with any digits or symbols around it is refused', () => {
    const affix = fc.string({ unit: fc.constantFrom(...'0123456789!?#._-'), maxLength: 6 });
    fc.assert(
      fc.property(fc.constantFrom(...contextWords(policy, ada)), affix, affix, (word, before, after) => {
        const pw = `${before}${word}${after}`;
        fc.pre([...pw].length >= 8);
        expect([TOO_COMMON, FROM_CONTEXT]).toContain(passwordProblem(pw, policy, ada));
      }),
    );
  });
});
