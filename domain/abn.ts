/**
 * Australian Business Number check (ATO rule): 11 digits; subtract 1 from the first digit, multiply
 * each digit by its weight (10, 1, 3, 5, …, 19), and the sum must be divisible by 89.
 * Spaces are allowed between digits ('51 824 753 556').
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The 11 digits without spaces, or null when the text is not 11 digits. */
export function normalizeAbn(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

export function isValidAbn(text: string): boolean {
  const digits = normalizeAbn(text);
  if (digits === null || digits[0] === '0') return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/** The ABN written the usual way, 'NN NNN NNN NNN' (input must be valid). */
export const formatAbn = (text: string): string => {
  const d = normalizeAbn(text) ?? text;
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 11)}`;
};
