import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAME_MAX, categoryNameProblem, normaliseCategoryName } from './category.js';

describe('category names', () => {
  it('accepts names a shop uses, kept in their case', () => {
    for (const name of ['tops', 'Tops', 'Hats & Caps', "Men's", 'T-Shirts', 'Über Warm', 'Sale (Winter)', '2026 Range']) expect(categoryNameProblem(name), name).toBeNull();
    expect(normaliseCategoryName('  Hats   &  Caps ')).toBe('Hats & Caps');
    expect(normaliseCategoryName('Tops')).not.toBe(normaliseCategoryName('tops'));
  });

  it('refuses an empty name, a long one, and one that is not text a link can carry', () => {
    expect(categoryNameProblem('')).toBe('Please enter a category name.');
    expect(categoryNameProblem('x'.repeat(CATEGORY_NAME_MAX + 1))).toMatch(/at most 40/);
    for (const bad of ['-', '<b>tops</b>', 'tops/bottoms', 'a\u202Eb', 'line\nbreak', '&']) expect(categoryNameProblem(bad), bad).not.toBeNull();
  });

  it('property: normalising is idempotent and never leaves edge or double spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const name = normaliseCategoryName(raw);
        expect(normaliseCategoryName(name)).toBe(name);
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s\s/);
      }),
    );
  });

  it('property: a name of letters and single spaces within the limit is accepted', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(' ');
        expect(categoryNameProblem(name)).toBeNull();
      }),
    );
  });
});
