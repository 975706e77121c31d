/**
 * Wire shapes of the address autofill calls, as zod schemas with their inferred types (the storefront
 * imports the types with `import type`). A suggestion fills the address form's suburb (`city`), state
 * (`region`, the abbreviation the State field holds: 'VIC', 'NSW'…) and postcode.
 */
import { z } from 'zod';
import { AUSTRALIAN_STATES, type AustralianState } from '../../../domain/localities.js';

const stateKeys = Object.keys(AUSTRALIAN_STATES) as [AustralianState, ...AustralianState[]];

/** One locality from GET /api/places/suggest. */
export const placeSuggestion = z.object({ suburb: z.string(), state: z.enum(stateKeys), postcode: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

/** GET /api/places/suggest?q=…&country=Australia: at most 8, best first; none for other countries. */
export const placeSuggestAnswer = z.object({ suggestions: z.array(placeSuggestion) });
export type PlaceSuggestResponse = z.infer<typeof placeSuggestAnswer>;

/**
 * GET /api/places/config: whether the street field also autocompletes through Google Places. The
 * key is the owner's browser key (restricted to the shop's address in Google's console); the
 * storefront loads `scriptUrl` only when `street` is present.
 */
export const placesConfigAnswer = z.object({ street: z.object({ provider: z.enum(['google']), scriptUrl: z.string(), apiKey: z.string() }).nullable() });
export type PlacesConfigResponse = z.infer<typeof placesConfigAnswer>;
