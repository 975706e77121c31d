/**
 * Australian localities (suburbs and towns with their state and postcode) and the rules for
 * suggesting them while a shopper types a suburb or a postcode: what counts as the same text (case,
 * accents, punctuation), how names are written, which localities match a query and in what order.
 */

/** States and territories by the abbreviation the storefront's State field holds ('VIC', 'NSW'…). */
export const AUSTRALIAN_STATES = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const;
export type AustralianState = keyof typeof AUSTRALIAN_STATES;

export const isAustralianState = (value: unknown): value is AustralianState => typeof value === 'string' && Object.hasOwn(AUSTRALIAN_STATES, value);

export interface Locality {
  readonly suburb: string;
  readonly state: AustralianState;
  /** Four digits, leading zero kept ('0800'). */
  readonly postcode: string;
  /** The postcode serves post office boxes only (ranked after street delivery areas). */
  readonly poBoxesOnly?: boolean;
}

/** Most suggestions a lookup answers. */
export const MAX_LOCALITY_SUGGESTIONS = 8;

/**
 * Text as it is compared: accents dropped, lower case, apostrophes and full stops removed, hyphens,
 * commas and runs of spaces turned into one space ("O’Connor" and "oconnor", "St. Kilda" and
 * "st kilda" compare equal).
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const LOWER_WORDS = new Set(['of', 'on', 'the', 'upon', 'by', 'in']);

const capitalise = (part: string): string => {
  if (/^mc./.test(part)) return `Mc${part.charAt(2).toUpperCase()}${part.slice(3)}`;
  return part.charAt(0).toUpperCase() + part.slice(1);
};

/** A locality name as people write it: 'ST KILDA' → 'St Kilda', 'O’CONNOR' → "O'Connor", 'MCMAHONS POINT' → 'McMahons Point'. */
export function localityName(raw: string): string {
  return raw
    .trim()
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && LOWER_WORDS.has(word)
        ? word
        : word
            .split(/(?<=[-'])/)
            .map(capitalise)
            .join(''),
    )
    .join(' ');
}

interface Key {
  readonly text: string;
  readonly entry: number;
  /** The key is the whole name (not a later word of it). */
  readonly whole: boolean;
}

interface Query {
  name: string;
  postcode: string;
  state: AustralianState | null;
  /** The words read as the state ('vic', 'victoria'). */
  stateWords: string;
}

const STATE_BY_TEXT: ReadonlyMap<string, AustralianState> = new Map(
  Object.entries(AUSTRALIAN_STATES).flatMap(([code, name]) => [
    [code.toLowerCase(), code as AustralianState],
    [normalizePlaceText(name), code as AustralianState],
  ]),
);

/** Splits 'fitzroy vic 3065' into a name, a trailing postcode (prefix) and a state, when something is left to search by. */
function parseQuery(text: string): Query {
  let rest = normalizePlaceText(text);
  let postcode = '';
  const digits = /^(.*?)\s*(\d{1,4})$/.exec(rest);
  if (digits) {
    rest = digits[1] ?? '';
    postcode = digits[2] ?? '';
  }
  for (const [words, state] of STATE_BY_TEXT) {
    if (rest.endsWith(` ${words}`) || (rest === words && postcode !== '')) return { name: rest.slice(0, rest.length - words.length).trim(), postcode, state, stateWords: words };
  }
  return { name: rest, postcode, state: null, stateWords: '' };
}

const lowerBound = <T>(items: readonly T[], below: (item: T) => boolean): number => {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (below(items[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every locality once, searchable by the start of its name, of any later word of its name
 * ('kilda' finds St Kilda), or of its postcode. Built once; a search is two binary searches and a
 * sort of the matches.
 */
export class LocalityIndex {
  readonly #entries: readonly Locality[];
  readonly #names: readonly string[];
  readonly #keys: readonly Key[];
  /** Entry numbers ordered by postcode. */
  readonly #byPostcode: readonly number[];

  private constructor(entries: readonly Locality[]) {
    this.#entries = entries;
    this.#names = entries.map((e) => normalizePlaceText(e.suburb));
    const keys: Key[] = [];
    this.#names.forEach((name, entry) => {
      const words = name.split(' ');
      words.forEach((_, i) => keys.push({ text: words.slice(i).join(' '), entry, whole: i === 0 }));
    });
    this.#keys = keys.sort((a, b) => byText(a.text, b.text));
    this.#byPostcode = entries.map((_, i) => i).sort((a, b) => byText(entries[a]!.postcode, entries[b]!.postcode));
  }

  /** Builds the index; a locality listed twice (same name, state and postcode) is kept once, as a delivery area if either is. */
  static of(localities: Iterable<Locality>): LocalityIndex {
    const unique = new Map<string, Locality>();
    for (const l of localities) {
      const key = `${normalizePlaceText(l.suburb)}|${l.state}|${l.postcode}`;
      const seen = unique.get(key);
      if (!seen || (seen.poBoxesOnly && !l.poBoxesOnly)) unique.set(key, l);
    }
    return new LocalityIndex([...unique.values()]);
  }

  get size(): number {
    return this.#entries.length;
  }

  /**
   * Localities for what the shopper typed: the start of a suburb's name or of any later word of it,
   * or the start of a postcode; 'fitzroy vic', 'fitzroy 3065' and 'fitzroy victoria 3' narrow by
   * state and postcode. Whole-name matches come first (exact ones before the rest), then word
   * matches; street delivery areas before post-office-box postcodes; then by name, state, postcode.
   */
  search(text: string, limit: number = MAX_LOCALITY_SUGGESTIONS): Locality[] {
    const query = parseQuery(text);
    if (query.name === '' && query.postcode === '') return [];
    // 'Port Victoria' is a name, not Port in Victoria: the words taken for a state are also tried as part of the name.
    const literal = query.state === null ? [] : this.#match({ ...query, name: `${query.name} ${query.stateWords}`.trim(), state: null });
    const seen = new Set<number>();
    return [...literal, ...this.#match(query)]
      .filter((entry) => !seen.has(entry) && Boolean(seen.add(entry)))
      .slice(0, Math.max(0, limit))
      .map((entry) => this.#entries[entry]!);
  }

  /** Entry numbers matching the query, best first. */
  #match(query: Query): number[] {
    const ranks = new Map<number, number>();
    if (query.name !== '') {
      for (let i = lowerBound(this.#keys, (k) => k.text < query.name); i < this.#keys.length && this.#keys[i]!.text.startsWith(query.name); i++) {
        const key = this.#keys[i]!;
        const rank = key.whole ? (this.#names[key.entry] === query.name ? 0 : 1) : 2;
        ranks.set(key.entry, Math.min(rank, ranks.get(key.entry) ?? rank));
      }
    } else {
      const start = lowerBound(this.#byPostcode, (e) => this.#entries[e]!.postcode < query.postcode);
      for (let i = start; i < this.#byPostcode.length && this.#entries[this.#byPostcode[i]!]!.postcode.startsWith(query.postcode); i++) ranks.set(this.#byPostcode[i]!, 0);
    }
    const postcodeOnly = query.name === '';
    return [...ranks]
      .filter(([entry]) => {
        const e = this.#entries[entry]!;
        return e.postcode.startsWith(query.postcode) && (query.state === null || e.state === query.state);
      })
      .sort(([a, rankA], [b, rankB]) => {
        const x = this.#entries[a]!;
        const y = this.#entries[b]!;
        return (
          (postcodeOnly ? byText(x.postcode, y.postcode) : 0) ||
          rankA - rankB ||
          Number(Boolean(x.poBoxesOnly)) - Number(Boolean(y.poBoxesOnly)) ||
          byText(this.#names[a]!, this.#names[b]!) ||
          byText(x.state, y.state) ||
          byText(x.postcode, y.postcode)
        );
      })
      .map(([entry]) => entry);
  }
}
