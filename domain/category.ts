/**
 * Product categories. A category's name is how products and the shop's links name it, kept exactly
 * as typed (case-sensitive, as the back office's form says): `Tops` and `tops` are two categories.
 */

export const CATEGORY_NAME_MAX = 40;

/** Letters, digits and spaces, with the few marks a shop's category names use (`Men's`, `Hats & Caps`, `T-Shirts`). */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} &'’\-(),.]*$/u;

/** The name as stored: surrounding spaces dropped, inner runs of spaces made one. Case is kept. */
export const normaliseCategoryName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** What is wrong with a (normalised) category name, or null when it is fine. */
export function categoryNameProblem(name: string): string | null {
  if (name === '') return 'Please enter a category name.';
  if ([...name].length > CATEGORY_NAME_MAX) return `A category name has at most ${CATEGORY_NAME_MAX} characters.`;
  if (!NAME.test(name)) return "A category name starts with a letter or digit and holds only letters, digits, spaces and & ' - ( ) , .";
  return null;
}
