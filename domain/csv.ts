/**
 * CSV as spreadsheets write it (RFC 4180): comma-separated cells, a cell in double quotes may hold
 * commas, quotes (doubled) and line breaks, lines end in CRLF or LF. Pure text in and out.
 */

export type CsvParse = { ok: true; rows: string[][]; /** The line each row starts on (1-based). */ lines: number[] } | { ok: false; line: number; message: string };

/**
 * The rows of a CSV text, each a list of cells as written (quotes removed). A leading byte-order mark
 * and a last empty line are dropped; wholly empty lines are skipped. An unclosed quote is refused
 * with the line where the cell began.
 */
export function parseCsv(text: string): CsvParse {
  const rows: string[][] = [];
  const lines: number[] = [];
  let rowLine = 1;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 1;
  let touched = false;
  const s = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '' || touched) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      touched = true;
      quoteLine = line;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) return { ok: false, line: quoteLine, message: `A quoted cell that starts on line ${quoteLine} is never closed.` };
  if (cell !== '' || row.length > 0 || touched) endRow();
  return { ok: true, rows, lines };
}

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV: quoted when it holds a comma, quote or line break. Text a spreadsheet would run
 * as a formula (`=HYPERLINK(…)`) is written with a leading apostrophe when `text` is true, so an
 * exported product name can never execute in the spreadsheet that opens it.
 */
export function csvCell(value: string, opts: { text?: boolean } = {}): string {
  const v = opts.text === true && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Rows as CSV text, lines ending in CRLF (what spreadsheets expect). Columns listed in `textColumns` are guarded against formulas. */
export function toCsv(rows: readonly (readonly string[])[], textColumns: ReadonlySet<number> = new Set()): string {
  return rows.map((r) => r.map((v, i) => csvCell(v, { text: textColumns.has(i) })).join(',') + '\r\n').join('');
}

/** One field of an export: text guarded against formulas and quoted as needed; numbers and booleans as they are; null empty. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  return typeof value === 'string' ? csvCell(value, { text: true }) : String(value);
}

/** CSV text of an export: a header and one line per row, CRLF line ends (RFC 4180), every text field guarded. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',') + '\r\n').join('');
}
