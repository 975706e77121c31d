/**
 * Text that must stay on one line (names, address lines, business names, link fields). Decision: a
 * line refuses control characters (new lines and tabs included), the Unicode line and paragraph
 * separators, and the invisible characters that reorder or hide text (bidirectional controls,
 * zero-width characters). Such text is copied into mails and back-office screens, where a new line
 * or a reordering mark would let a shopper's words pass for the shop's.
 */
const BREAKS_A_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/u;
const BREAKS_A_LINE_ALL = new RegExp(BREAKS_A_LINE.source, 'gu');

/** Whether `text` holds nothing that breaks, hides or reorders a line. */
export const isSingleLine = (text: string): boolean => !BREAKS_A_LINE.test(text);

/** A message when `text` is not a single line, otherwise null. */
export const singleLineProblem = (label: string, text: string | null | undefined): string | null => (isSingleLine(text ?? '') ? null : `${label} must be on one line, without special characters.`);

/** `text` made safe for one line of a plain-text mail: offending characters become spaces, runs of spaces one. */
export const toSingleLine = (text: string): string => text.replace(BREAKS_A_LINE_ALL, ' ').replace(/\s+/g, ' ').trim();

/**
 * Free text (a review, feedback, a message) quoted in a plain-text mail: every line starts with
 * '> ', so nothing in it reads as the mail's own words; control characters other than new lines
 * become spaces.
 */
export function quoteInMail(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => toSingleLine(line));
  return lines.map((line) => (line === '' ? '>' : `> ${line}`)).join('\n');
}
