import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES, isAustralianState, LocalityIndex, localityName, MAX_LOCALITY_SUGGESTIONS, normalizePlaceText, type AustralianState, type Locality } from './localities.js';

const place = (suburb: string, state: AustralianState, postcode: string, poBoxesOnly = false): Locality => ({ suburb, state, postcode, ...(poBoxesOnly ? { poBoxesOnly } : {}) });

const PLACES: Locality[] = [
  place('Melbourne', 'VIC', '3000'),
  place('Melbourne', 'VIC', '3001', true),
  place('Melbourne', 'VIC', '3004'),
  place('East Melbourne', 'VIC', '3002'),
  place('Melton', 'VIC', '3337'),
  place('Fitzroy', 'VIC', '3065'),
  place('Fitzroy', 'SA', '5082'),
  place('Fitzroy North', 'VIC', '3068'),
  place('St Kilda', 'VIC', '3182'),
  place('St Kilda', 'SA', '5110'),
  place("O'Connor", 'ACT', '2602'),
  place('Darwin', 'NT', '0800'),
  place('Port Victoria', 'SA', '5573'),
  place('Port Melbourne', 'VIC', '3207'),
  place('Hobart', 'TAS', '7000'),
];
const index = LocalityIndex.of(PLACES);
const labels = (found: Locality[]) => found.map((l) => `${l.suburb} ${l.state} ${l.postcode}`);

describe('normalizePlaceText and localityName', () => {
  it('compares without case, accents, apostrophes or full stops', () => {
    expect(normalizePlaceText('  St. KILDA ')).toBe('st kilda');
    expect(normalizePlaceText('O’Connor')).toBe('oconnor');
    expect(normalizePlaceText('Bélmont—North')).toBe('belmont north');
  });

  it('writes dataset names the way people do', () => {
    expect(localityName('ST KILDA')).toBe('St Kilda');
    expect(localityName('O’CONNOR')).toBe("O'Connor");
    expect(localityName('MCMAHONS POINT')).toBe('McMahons Point');
    expect(localityName('BRIDGEWATER ON LODDON')).toBe('Bridgewater on Loddon');
    expect(localityName('KIRRIBILLI-NORTH')).toBe('Kirribilli-North');
  });

  it('knows the eight states and territories by the abbreviation the State field holds', () => {
    expect(Object.keys(AUSTRALIAN_STATES).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(isAustralianState('VIC')).toBe(true);
    expect(isAustralianState('Victoria')).toBe(false);
    expect(isAustralianState('toString')).toBe(false);
  });
});

describe('LocalityIndex.search', () => {
  it('finds suburbs by the start of their name, the exact name first and delivery areas before PO boxes', () => {
    expect(labels(index.search('melbourne'))).toEqual(['Melbourne VIC 3000', 'Melbourne VIC 3004', 'Melbourne VIC 3001', 'East Melbourne VIC 3002', 'Port Melbourne VIC 3207']);
    expect(labels(index.search('mel'))).toEqual(['Melbourne VIC 3000', 'Melbourne VIC 3004', 'Melton VIC 3337', 'Melbourne VIC 3001', 'East Melbourne VIC 3002', 'Port Melbourne VIC 3207']);
  });

  it('finds a suburb by a later word of its name, after the names that start with it', () => {
    expect(labels(index.search('kil'))).toEqual(['St Kilda SA 5110', 'St Kilda VIC 3182']);
    expect(labels(index.search('north'))).toEqual(['Fitzroy North VIC 3068']);
  });

  it('finds localities by the start of a postcode, in postcode order, leading zeros kept', () => {
    expect(labels(index.search('300'))).toEqual(['Melbourne VIC 3000', 'Melbourne VIC 3001', 'East Melbourne VIC 3002', 'Melbourne VIC 3004']);
    expect(labels(index.search('3065'))).toEqual(['Fitzroy VIC 3065']);
    expect(labels(index.search('08'))).toEqual(['Darwin NT 0800']);
    expect(index.search('9999')).toEqual([]);
  });

  it('ignores case, accents and punctuation in what is typed', () => {
    expect(index.search('FITZROY')).toEqual(index.search('fitzroy'));
    expect(labels(index.search('ST. KÍLDA'))).toEqual(['St Kilda SA 5110', 'St Kilda VIC 3182']);
    expect(labels(index.search('o’conn'))).toEqual(["O'Connor ACT 2602"]);
    expect(labels(index.search('oconnor'))).toEqual(["O'Connor ACT 2602"]);
  });

  it('narrows by a state (abbreviation or name) and a postcode typed after the suburb', () => {
    expect(labels(index.search('fitzroy'))).toEqual(['Fitzroy SA 5082', 'Fitzroy VIC 3065', 'Fitzroy North VIC 3068']);
    expect(labels(index.search('Fitzroy SA'))).toEqual(['Fitzroy SA 5082']);
    expect(labels(index.search('fitzroy, south australia'))).toEqual(['Fitzroy SA 5082']);
    expect(labels(index.search('fitzroy vic 3065'))).toEqual(['Fitzroy VIC 3065']);
    expect(labels(index.search('st kilda 3'))).toEqual(['St Kilda VIC 3182']);
    expect(labels(index.search('victoria 7'))).toEqual([]);
  });

  it('reads a state word as part of a name first ("Port Victoria" is in SA)', () => {
    expect(labels(index.search('port victoria'))).toEqual(['Port Victoria SA 5573', 'Port Melbourne VIC 3207']);
  });

  it('answers nothing for empty or punctuation-only text, and at most the limit', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search(' - , ')).toEqual([]);
    expect(index.search('m', 2)).toHaveLength(2);
    expect(index.search('m', 0)).toEqual([]);
  });

  it('keeps a locality listed twice once, as a delivery area if either listing is one', () => {
    const twice = LocalityIndex.of([place('Hobart', 'TAS', '7000', true), place('HOBART', 'TAS', '7000')]);
    expect(twice.size).toBe(1);
    expect(twice.search('hobart')[0]?.poBoxesOnly).toBeUndefined();
  });

  const names = fc.constantFrom(...PLACES.map((p) => p.suburb));
  const prefixOf = (s: string) => fc.integer({ min: 1, max: s.length }).map((n) => s.slice(0, n));

  it('property: every suggestion matches what was typed, none twice, never more than the limit', () => {
    fc.assert(
      fc.property(fc.oneof(names.chain(prefixOf), fc.stringMatching(/^\d{1,4}$/), fc.string({ maxLength: 12 })), fc.integer({ min: 0, max: 20 }), (typed, limit) => {
        const found = index.search(typed, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        expect(new Set(found).size).toBe(found.length);
        const q = normalizePlaceText(typed);
        if (/^\d+$/.test(q)) for (const l of found) expect(l.postcode.startsWith(q)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: any start of a suburb’s name, in any case, finds that suburb (with a limit as large as the list)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLACES), fc.boolean(), (target, upper) => {
        const typed = target.suburb.slice(0, Math.max(1, Math.ceil(target.suburb.length / 2)));
        const found = index.search(upper ? typed.toUpperCase() : typed.toLowerCase(), PLACES.length);
        expect(found).toContainEqual(target);
        expect(index.search(`${target.suburb} ${target.state} ${target.postcode}`, PLACES.length)[0]).toEqual(target);
      }),
      { numRuns: 200 },
    );
  });

  it(`suggests at most ${MAX_LOCALITY_SUGGESTIONS} by default`, () => {
    const many = LocalityIndex.of(Array.from({ length: 30 }, (_, i) => place(`Glen ${String.fromCharCode(65 + (i % 26))}${i}`, 'VIC', String(3100 + i))));
    expect(many.search('glen')).toHaveLength(MAX_LOCALITY_SUGGESTIONS);
  });
});
