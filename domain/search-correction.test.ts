import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctQuery, correctWord, typoDistance } from './search-correction.js';

const word = fc.string({ unit: fc.constantFrom(...'abcdeéfgr'.split('')), minLength: 0, maxLength: 9 });

describe('typo distance', () => {
  it('counts a swap of neighbours as one typo', () => {
    expect(typoDistance('gramipans', 'grampians')).toBe(1);
    expect(typoDistance('beanei', 'beanie')).toBe(1);
    expect(typoDistance('grampians', 'grampians')).toBe(0);
    expect(typoDistance('grampans', 'grampians')).toBe(1);
    expect(typoDistance('grampianss', 'grampians')).toBe(1);
    expect(typoDistance('grempians', 'grampians')).toBe(1);
    expect(typoDistance('ca', 'abc')).toBe(3); // no substring is edited twice
    expect(typoDistance('', 'tee')).toBe(3);
  });

  it('property: a distance, symmetric, zero only for equal words, at most the longer length', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = typoDistance(a, b);
        expect(d).toBe(typoDistance(b, a));
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
        expect(d).toBeGreaterThanOrEqual(Math.abs([...a].length - [...b].length));
      }),
    );
  });

  it('property: one swap, deletion, insertion or substitution is distance at most 1', () => {
    const edit = fc.tuple(
      fc.string({ unit: fc.constantFrom(...'abcdefg'.split('')), minLength: 3, maxLength: 9 }),
      fc.nat(),
      fc.constantFrom('swap', 'delete', 'insert', 'substitute'),
      fc.constantFrom('x', 'a'),
    );
    fc.assert(
      fc.property(edit, ([w, n, kind, ch]) => {
        const i = n % w.length;
        const typo =
          kind === 'swap' && i + 1 < w.length
            ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
            : kind === 'delete'
              ? w.slice(0, i) + w.slice(i + 1)
              : kind === 'insert'
                ? w.slice(0, i) + ch + w.slice(i)
                : w.slice(0, i) + ch + w.slice(i + 1);
        expect(typoDistance(typo, w)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('correcting a query', () => {
  const dictionary = [
    { word: 'grampians', products: 1 },
    { word: 'grampian', products: 3 },
    { word: 'ridge', products: 4 },
  ];

  it('corrects an unknown word to the closest catalogue word, the most used first', () => {
    expect(correctWord('gramipans', dictionary)).toBe('grampians');
    expect(correctWord('grampiam', dictionary)).toBe('grampian');
    expect(correctWord('rdige', dictionary)).toBe('ridge');
    expect(correctWord('zzz', dictionary)).toBeNull();
    expect(correctWord('ab', [{ word: 'abc', products: 1 }])).toBeNull(); // too short to correct
    expect(correctWord('s1ze', [{ word: 'size', products: 1 }])).toBeNull(); // digits are never corrected
    expect(
      correctWord('tea', [
        { word: 'tee', products: 2 },
        { word: 'ten', products: 2 },
      ]),
    ).toBe('tee'); // a tie goes alphabetically
  });

  it('keeps known words and answers null when nothing changed', () => {
    expect(
      correctQuery([
        { word: 'gramipans', known: false, candidates: dictionary },
        { word: 'tee', known: true, candidates: [] },
      ]),
    ).toEqual(['grampians', 'tee']);
    expect(correctQuery([{ word: 'nothing', known: false, candidates: dictionary }])).toBeNull();
    expect(correctQuery([])).toBeNull();
  });

  it('property: a correction is always a candidate within one typo', () => {
    const entry = fc.record({ word, products: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(word, fc.array(entry, { maxLength: 6 }), (w, candidates) => {
        const c = correctWord(w, candidates);
        if (c === null) return;
        expect(candidates.map((x) => x.word)).toContain(c);
        expect(typoDistance(w, c)).toBe(1);
      }),
    );
  });
});
