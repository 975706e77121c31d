import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv.js';

describe('CSV text', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF, and notes the line each row starts on', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n';
    expect(parseCsv(text)).toEqual({
      ok: true,
      rows: [
        ['a', 'b', 'c'],
        ['x, y', 'say "hi"', 'two\nlines'],
        ['1', '', '3'],
      ],
      lines: [1, 2, 5],
    });
  });

  it('keeps a last line without a line break and a row of one empty quoted cell', () => {
    expect(parseCsv('a,b\n""\nc,')).toEqual({ ok: true, rows: [['a', 'b'], [''], ['c', '']], lines: [1, 2, 3] });
  });

  it('refuses a quote that is never closed, naming the line it opens on', () => {
    expect(parseCsv('a\nb\n"open,\nstill')).toEqual({ ok: false, line: 3, message: 'A quoted cell that starts on line 3 is never closed.' });
  });

  it('quotes only what needs it and keeps a spreadsheet from running an exported name as a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=HYPERLINK("http://x")', { text: true })).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-5', { text: true })).toBe("'-5");
    expect(csvCell('-5')).toBe('-5');
    expect(
      toCsv(
        [
          ['a', '@x'],
          ['b', 'c'],
        ],
        new Set([1]),
      ),
    ).toBe("a,'@x\r\nb,c\r\n");
  });

  it('reads back exactly the rows it wrote (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', 'é', "'"), maxLength: 6 });
    const row = fc.array(cell, { minLength: 1, maxLength: 5 }).filter((r) => !(r.length === 1 && r[0] === ''));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const parsed = parseCsv(toCsv(rows));
        expect(parsed.ok && parsed.rows).toEqual(rows);
      }),
    );
  });
});
