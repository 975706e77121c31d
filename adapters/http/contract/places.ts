/**
 * JSON shapes of the address autofill calls. Types only: the storefront imports them with `import type`.
 * A suggestion fills the address form's suburb (`city`), state (`region`, the abbreviation the
 * State field holds: 'VIC', 'NSW'…) and postcode.
 */

/** One locality from GET /api/places/suggest. */
export interface PlaceSuggestion {
  suburb: string;
  state: 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';
  postcode: string;
}

/** GET /api/places/suggest?q=…&country=Australia: at most 8, best first; none for other countries. */
export interface PlaceSuggestResponse {
  suggestions: PlaceSuggestion[];
}

/**
 * GET /api/places/config: whether the street field also autocompletes through Google Places. The
 * key is the owner's browser key (restricted to the shop's address in Google's console); the
 * storefront loads `scriptUrl` only when `street` is present.
 */
export interface PlacesConfigResponse {
  street: { provider: 'google'; scriptUrl: string; apiKey: string } | null;
}
