import { COUNTRIES } from '../../../domain/index.js';

/** One part of a place's address as Google Places (New) describes it. */
export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

/** What a chosen street suggestion fills in; a part the place lacks is left as the shopper typed it. */
export interface StreetAddress {
  address: string;
  city?: string;
  region?: string;
  postcode?: string;
  country?: string;
}

const ISO_OF: Record<string, string> = { Australia: 'au', 'New Zealand': 'nz', Canada: 'ca', 'United Kingdom': 'gb', 'United States': 'us' };

/** The region code a street search is limited to ('au' for Australia). */
export const regionCodeOf = (country: string): string | undefined => ISO_OF[country];

/**
 * The checkout's address fields from a place's address components: unit/number and street as the
 * address, the suburb (locality, else postal town or sublocality) as the city, the state's short
 * form ('VIC') as the region, the postcode, and the country when the shop ships there.
 */
export function streetAddressOf(components: readonly AddressComponent[], typed: string): StreetAddress {
  const part = (type: string, form: 'longText' | 'shortText' = 'longText') => components.find((c) => c.types.includes(type))?.[form] ?? undefined;
  const number = [part('subpremise'), part('street_number')].filter(Boolean).join('/');
  const street = [number, part('route')].filter(Boolean).join(' ');
  const out: StreetAddress = { address: street || typed };
  const city = part('locality') ?? part('postal_town') ?? part('sublocality_level_1') ?? part('sublocality');
  if (city) out.city = city;
  const region = part('administrative_area_level_1', 'shortText');
  if (region) out.region = region;
  const postcode = part('postal_code');
  if (postcode) out.postcode = postcode;
  const country = part('country');
  if (country && (COUNTRIES as readonly string[]).includes(country)) out.country = country;
  return out;
}
