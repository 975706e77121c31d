/**
 * Typo tolerance of the shop search. Decisions where the spec is silent: a query word of 3 letters
 * or more that begins no word of the catalogue is corrected to the catalogue word at a
 * Damerau–Levenshtein distance of 1 (one letter wrong, missing, extra, or two neighbours swapped:
 * 'Gramipans' → 'grampians'); among several, the one in the most products wins, then the first in
 * alphabetical order. Words with digits and shorter words are never corrected.
 */
export const MAX_TYPOS = 1;
export const MIN_CORRECTED_LENGTH = 3;

/**
 * The optimal-string-alignment distance (Damerau–Levenshtein where no substring is edited twice):
 * insertions, deletions, substitutions and swaps of two neighbouring letters each cost 1. Counted
 * in Unicode code points.
 */
export function typoDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/** Whether a query word is one the search may correct. */
export const isCorrectable = (word: string): boolean => [...word].length >= MIN_CORRECTED_LENGTH && !/\d/.test(word);

export interface DictionaryWord {
  word: string;
  /** How many products use it. */
  products: number;
}

/** The catalogue word `word` was most likely meant as (within one typo), or null. */
export function correctWord(word: string, candidates: readonly DictionaryWord[]): string | null {
  if (!isCorrectable(word)) return null;
  let best: (DictionaryWord & { distance: number }) | null = null;
  for (const c of candidates) {
    const distance = typoDistance(word, c.word);
    if (distance === 0 || distance > MAX_TYPOS) continue;
    const better = best === null || distance < best.distance || (distance === best.distance && (c.products > best.products || (c.products === best.products && c.word < best.word)));
    if (better) best = { ...c, distance };
  }
  return best?.word ?? null;
}

export interface QueryWord {
  word: string;
  /** It begins a catalogue word already (or is not a word the search corrects). */
  known: boolean;
  /** Catalogue words that may be within one typo of it. */
  candidates: readonly DictionaryWord[];
}

/** The query with each unknown word corrected, or null when no word could be corrected. */
export function correctQuery(words: readonly QueryWord[]): string[] | null {
  let changed = false;
  const out = words.map((w) => {
    if (w.known) return w.word;
    const corrected = correctWord(w.word, w.candidates);
    if (corrected === null) return w.word;
    changed = true;
    return corrected;
  });
  return changed ? out : null;
}
