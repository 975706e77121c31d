import { DomainError } from './errors.js';

/** Countries the shop ships to, spelt as the checkout form sends them. */
export const COUNTRIES = ['Australia', 'New Zealand', 'Canada', 'United Kingdom', 'United States'] as const;
export type Country = (typeof COUNTRIES)[number];

export const HOME_COUNTRY: Country = 'Australia';

export const isCountry = (value: unknown): value is Country => typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);

/** Returns the country (exact spelling, surrounding spaces ignored) or throws DomainError('unknown_country'). */
export function parseCountry(value: unknown, field = 'country'): Country {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (!isCountry(trimmed)) {
    throw new DomainError('unknown_country', `We don't ship to ${String(value)}.`, field);
  }
  return trimmed;
}

export const isDomestic = (country: Country): boolean => country === HOME_COUNTRY;
