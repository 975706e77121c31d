import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greeting, greetingName, isValidPersonName, normalizeName, personNameProblem } from './person-name.js';

const first = { label: 'First name' };

describe('person names', () => {
  it('accepts names of any script with apostrophes, hyphens and full stops', () => {
    for (const name of ['Ada', "O'Brien", 'O’Neil', 'Jean-Luc', 'Mary Ann', 'J. R.', 'Nguyễn Thị Minh', '李小龍', 'Zoë', 'Łukasz', 'Ngā', 'Paul·la', 'Ó Briain']) {
      expect(personNameProblem(name, first)).toBeNull();
    }
  });

  it('refuses new lines, control characters, links, symbols and digits, each with a message naming the field', () => {
    expect(personNameProblem('Security notice\nvisit http://evil.example', first)).toBe('First name must be on one line.');
    expect(personNameProblem('Ada\r\nBcc: x@evil.example', first)).toBe('First name must be on one line.');
    expect(personNameProblem('Ada\u0000', first)).toBe('First name must be on one line.');
    expect(personNameProblem('Ada\u202Egnp.exe', first)).toBe('First name must be on one line.');
    expect(personNameProblem('http://evil.example', first)).toBe('First name may only contain letters, spaces, apostrophes, hyphens and full stops.');
    expect(personNameProblem('Visit evil.example now', first)).toBe('First name must not contain a web address.');
    expect(personNameProblem('www.evil.com', first)).toBe('First name must not contain a web address.');
    expect(personNameProblem('<b>Ada</b>', first)).toMatch(/only contain letters/);
    expect(personNameProblem('Ada 2', first)).toMatch(/only contain letters/);
    expect(personNameProblem('-Ada', first)).toMatch(/only contain letters/);
  });

  it('is required unless told otherwise, and length-limited', () => {
    expect(personNameProblem('  ', first)).toBe('Required field');
    expect(personNameProblem(undefined, first)).toBe('Required field');
    expect(personNameProblem('', { ...first, required: false })).toBeNull();
    expect(personNameProblem('a'.repeat(50), first)).toBeNull();
    expect(personNameProblem('a'.repeat(51), first)).toBe('First name must be at most 50 characters.');
    expect(personNameProblem('a'.repeat(100), { label: 'Full name', maxLength: 100 })).toBeNull();
    expect(personNameProblem('李'.repeat(50), first)).toBeNull(); // counted in characters, not UTF-16 units
  });

  it('greets only with a short valid name', () => {
    expect(greeting('Ada')).toBe('Hi Ada,');
    expect(greeting(' Ada  Lovelace ')).toBe('Hi Ada Lovelace,');
    expect(greeting('Ada\u00A0Lovelace')).toBe('Hi Ada Lovelace,'); // a pasted no-break space is a space
    expect(greeting('')).toBe('Hi,');
    expect(greeting(null)).toBe('Hi,');
    expect(greeting('Security notice\nYour account is locked')).toBe('Hi,');
    expect(greeting('Visit evil.example')).toBe('Hi,');
    expect(greeting('a'.repeat(31))).toBe('Hi,');
  });

  it('property: a name with any control character, line or paragraph separator is refused', () => {
    const breaker = fc.constantFrom('\n', '\r', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029', '\u202e', '\u200b');
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), breaker, fc.string({ maxLength: 20 }), (a, b, c) => {
        expect(personNameProblem(`Ada${a}${b}${c}`, first)).not.toBeNull();
      }),
    );
  });

  it('property: names made of letters, spaces, apostrophes and hyphens within the limit are accepted and kept as typed', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéöñßøłđ李ä'.split(''));
    const part = fc.array(letter, { minLength: 1, maxLength: 12 }).map((cs) => cs.join(''));
    const joiner = fc.constantFrom(' ', '-', "'", '’');
    const name = fc.tuple(part, fc.array(fc.tuple(joiner, part), { maxLength: 3 })).map(([head, rest]) => head + rest.map(([j, p]) => j + p).join(''));
    fc.assert(
      fc.property(name, (n) => {
        expect(personNameProblem(n, first)).toBeNull();
        expect(isValidPersonName(n)).toBe(true);
        expect(normalizeName(n)).toBe(n.normalize('NFC'));
      }),
    );
  });

  it('property: a greeting name is null or a valid name of at most 30 characters on one line, without link characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const g = greetingName(s);
        if (g === null) return;
        expect([...g].length).toBeLessThanOrEqual(30);
        expect(g).not.toMatch(/[\n\r:/@<>]/);
        expect(isValidPersonName(g)).toBe(true);
      }),
    );
  });
});
