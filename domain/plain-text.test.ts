import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSingleLine, quoteInMail, singleLineProblem, toSingleLine } from './plain-text.js';

/** Text mixing ordinary characters with every kind that breaks, hides or reorders a line. */
const mixedText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('\n', '\r', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029', '\u202e', '\u2066', '\u200b', '\ufeff', ' '),
      fc.constantFrom('a', 'Z', '1', '.', ':', '/', 'é', '李', '✓', '>'),
    ),
    maxLength,
  });

describe('single-line text', () => {
  it('refuses line breaks, control and reordering characters', () => {
    expect(isSingleLine('1 Collins St, Level 2')).toBe(true);
    expect(isSingleLine('Ōtautahi — Ünïcode ✓')).toBe(true);
    for (const bad of ['a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u2028b', 'a\u202eb', 'a\u200bb', 'a\ufeffb']) expect(isSingleLine(bad)).toBe(false);
    expect(singleLineProblem('City', 'Melbourne\nSECURITY NOTICE')).toBe('City must be on one line, without special characters.');
    expect(singleLineProblem('City', 'Melbourne')).toBeNull();
    expect(toSingleLine(' a\r\n\tb\u202e c ')).toBe('a b c');
  });

  it('quotes free text line by line', () => {
    expect(quoteInMail('Love it\n\nVisit http://x.example')).toBe('> Love it\n>\n> Visit http://x.example');
    expect(quoteInMail('a\r\nb\rc')).toBe('> a\n> b\n> c');
  });

  it('property: toSingleLine gives a single line and changes nothing more on a second pass', () => {
    fc.assert(
      fc.property(mixedText(80), (s) => {
        const once = toSingleLine(s);
        expect(isSingleLine(once)).toBe(true);
        expect(toSingleLine(once)).toBe(once);
      }),
    );
  });

  it('property: every line of quoted text starts with > and the line count is kept', () => {
    fc.assert(
      fc.property(mixedText(200), (s) => {
        const quoted = quoteInMail(s);
        const lines = quoted.split('\n');
        expect(lines.length).toBe(s.replace(/\r\n?/g, '\n').split('\n').length);
        for (const line of lines) {
          expect(line.startsWith('>')).toBe(true);
          expect(isSingleLine(line)).toBe(true);
        }
      }),
    );
  });
});
