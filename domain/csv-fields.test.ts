import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv.js';

/** A small RFC 4180 reader, to read back what csvText wrote. */
function readBack(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and writes numbers and empty values plainly', () => {
    expect(csvField('Trail Tee, M')).toBe('"Trail Tee, M"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(49.95)).toBe('49.95');
    expect(csvField(null)).toBe('');
    expect(csvText(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it('never lets a text start a formula', () => {
    for (const t of ['=1+1', '+61', '-2', '@SUM(A1)']) expect(csvField(t).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('reads back every row and field as written (formula starts aside)', () => {
    const text = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        expect(readBack(csvText(['h1', 'h2'], rows))).toEqual([['h1', 'h2'], ...rows]);
      }),
    );
  });
});
