/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe, so a shopper's name can never become a formula in the accountant's
 * spreadsheet. Numbers are written as they are.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text: a header and one line per row, CRLF line ends (RFC 4180). */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
