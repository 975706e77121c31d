import { describe, expect, it } from 'vitest';
import { InMemoryPlaceLookup } from '../testing/in-memory-places.js';
import { makeSuggestLocalities } from './suggest-localities.js';

const lookup = () =>
  new InMemoryPlaceLookup([
    { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
    { suburb: 'Fitzroy', state: 'SA', postcode: '5082' },
    { suburb: 'Melbourne', state: 'VIC', postcode: '3001', poBoxesOnly: true },
  ]);

describe('suggestLocalities', () => {
  it('answers suburb, state and postcode for an Australian address', async () => {
    const suggest = makeSuggestLocalities({ lookup: lookup() });
    expect(await suggest({ text: 'fitz', country: 'Australia' })).toEqual({
      ok: true,
      value: {
        suggestions: [
          { suburb: 'Fitzroy', state: 'SA', postcode: '5082' },
          { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
        ],
      },
    });
    expect(await suggest({ text: '3', country: 'Australia' })).toEqual({
      ok: true,
      value: {
        suggestions: [
          { suburb: 'Melbourne', state: 'VIC', postcode: '3001' },
          { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
        ],
      },
    });
  });

  it('does not look up other countries or a single letter', async () => {
    const places = lookup();
    const suggest = makeSuggestLocalities({ lookup: places });
    expect(await suggest({ text: 'fitz', country: 'New Zealand' })).toEqual({ ok: true, value: { suggestions: [] } });
    expect(await suggest({ text: ' f ', country: 'Australia' })).toEqual({ ok: true, value: { suggestions: [] } });
    expect(places.queries).toEqual([]);
  });
});
