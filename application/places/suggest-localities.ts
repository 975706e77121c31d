import { HOME_COUNTRY } from '../../domain/countries.js';
import { MAX_LOCALITY_SUGGESTIONS, normalizePlaceText, type AustralianState } from '../../domain/localities.js';
import type { PlaceLookup } from './ports.js';
import { ok, type Result } from '../../domain/result.js';

export interface LocalitySuggestion {
  suburb: string;
  state: AustralianState;
  postcode: string;
}

/** Fewest letters of a suburb worth a lookup (any digit of a postcode is). */
export const MIN_SUBURB_LETTERS = 2;

/**
 * Suburb, state and postcode suggestions for an address form. Only Australian addresses have a
 * dataset: any other country answers no suggestions, as does text too short to narrow the list.
 */
export function makeSuggestLocalities(deps: { lookup: PlaceLookup }) {
  return async (input: { text: string; country: string }): Promise<Result<{ suggestions: LocalitySuggestion[] }>> => {
    const typed = normalizePlaceText(input.text);
    const tooShort = typed.length < MIN_SUBURB_LETTERS && !/^\d$/.test(typed);
    if (input.country !== HOME_COUNTRY || tooShort) return ok({ suggestions: [] });
    const found = await deps.lookup.suggestLocalities(input.text, MAX_LOCALITY_SUGGESTIONS);
    return ok({ suggestions: found.map(({ suburb, state, postcode }) => ({ suburb, state, postcode })) });
  };
}
