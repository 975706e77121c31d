import { isCountry, type Country } from './countries.js';
import { isSingleLine, singleLineProblem } from './plain-text.js';
import type { FieldErrors } from './result.js';

/**
 * Address rules. Decisions where the spec is silent: postcodes are checked per country
 * (Australia and New Zealand 4 digits, United States 5 digits or ZIP+4, Canada 'A1A 1A1',
 * United Kingdom the usual outward/inward shape); phone numbers, once spaces are stripped, are
 * an optional leading + and 6 to 15 digits (brackets and hyphens are also stripped); address lines
 * are single lines (./plain-text.ts), the street at most 200 characters, city and region at most 100.
 */
export const REQUIRED = 'Required field';

/** Region field label: hidden (null) for United Kingdom, 'Region' for New Zealand, 'State' otherwise. */
export function regionLabel(country: string): 'Region' | 'State' | null {
  if (country === 'United Kingdom') return null;
  return country === 'New Zealand' ? 'Region' : 'State';
}

export const regionRequired = (country: string): boolean => regionLabel(country) !== null;

/** Strips spaces (and other whitespace) from a phone number, as the checkout does. */
export const normalizePhone = (phone: string): string => phone.replace(/\s+/g, '');

/** Trims and lower-cases an e-mail address. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A pragmatic e-mail check: something@domain.tld, no spaces, at most 254 characters. */
export const isValidEmail = (email: string): boolean => {
  const e = normalizeEmail(email);
  return e.length <= 254 && EMAIL.test(e) && isSingleLine(e);
};

export const isValidPhone = (phone: string): boolean => /^\+?\d{6,15}$/.test(normalizePhone(phone).replace(/[()-]/g, ''));

const POSTCODE: Readonly<Record<Country, RegExp>> = {
  Australia: /^\d{4}$/,
  'New Zealand': /^\d{4}$/,
  'United States': /^\d{5}(-\d{4})?$/,
  Canada: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  'United Kingdom': /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

export function isValidPostcode(country: string, postcode: string): boolean {
  if (!isCountry(country)) return false;
  return POSTCODE[country].test(postcode.trim());
}

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

export interface AddressInput {
  readonly streetAdress?: string | null;
  readonly city?: string | null;
  readonly region?: string | null;
  readonly zipCode?: string | null;
  readonly country?: string | null;
}

/** Shared checks, with the caller's field names (address book vs checkout spell them differently). */
export function addressErrors(
  input: { street?: string | null; city?: string | null; region?: string | null; postcode?: string | null; country?: string | null },
  names: { street: string; city: string; region: string; postcode: string; country: string },
): FieldErrors {
  const errors: FieldErrors = {};
  const line = (field: string, label: string, value: string | null | undefined, max: number): void => {
    const problem = singleLineProblem(label, value) ?? ((value ?? '').trim().length > max ? `${label} is too long.` : null);
    if (problem) errors[field] = problem;
  };
  if (blank(input.street)) errors[names.street] = REQUIRED;
  else line(names.street, 'Address', input.street, 200);
  if (blank(input.city)) errors[names.city] = REQUIRED;
  else line(names.city, 'City', input.city, 100);
  const country = (input.country ?? '').trim();
  if (blank(country)) errors[names.country] = REQUIRED;
  else if (!isCountry(country)) errors[names.country] = 'We only ship to Australia, New Zealand, Canada, United Kingdom and United States.';
  if (blank(input.postcode)) errors[names.postcode] = REQUIRED;
  else if (isCountry(country) && !isValidPostcode(country, input.postcode ?? '')) errors[names.postcode] = 'Please enter a valid postcode.';
  else line(names.postcode, 'Postcode', input.postcode, 20);
  if (regionRequired(country) && blank(input.region)) errors[names.region] = REQUIRED;
  else if (regionRequired(country)) line(names.region, regionLabel(country) ?? 'Region', input.region, 100);
  return errors;
}

/** Address-book form validation: fields streetAdress, city, region, zipCode, country. */
export function validateAddress(input: AddressInput): FieldErrors {
  return addressErrors(
    { street: input.streetAdress, city: input.city, region: input.region, postcode: input.zipCode, country: input.country },
    { street: 'streetAdress', city: 'city', region: 'region', postcode: 'zipCode', country: 'country' },
  );
}
