import { addressErrors, isValidEmail, isValidPhone, normalizeEmail, normalizePhone, regionRequired, REQUIRED } from './address.js';
import { normalizeName, personNameProblem } from './person-name.js';
import type { FieldErrors } from './result.js';

export interface CheckoutForm {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly phoneNumber: string;
  readonly address: string;
  readonly city: string;
  readonly region: string;
  readonly postcode: string;
  readonly country: string;
  readonly description?: string;
  readonly sendOffers?: boolean;
  readonly goGreen?: boolean;
}

export const CHECKOUT_FORM_DEFAULTS = { country: 'Australia', sendOffers: true, guestUser: true } as const;

const empty = (v: string | undefined | null): boolean => v === undefined || v === null || v.trim() === '';

/**
 * 'Continue to Shipping' is enabled unless loading, or any of email, firstname, lastname, address,
 * city, postcode, phoneNumber, country is empty, or region is empty for any country except the UK.
 */
export function canContinueToShipping(form: Partial<CheckoutForm>, loading: boolean): boolean {
  if (loading) return false;
  const required = [form.email, form.firstname, form.lastname, form.address, form.city, form.postcode, form.phoneNumber, form.country];
  if (required.some(empty)) return false;
  return !(form.country !== 'United Kingdom' && empty(form.region));
}

/** Spaces stripped from the phone, e-mail trimmed and lower-cased, other text trimmed; region dropped for the UK. */
export function normalizeCheckoutForm<F extends CheckoutForm>(form: F): F {
  return {
    ...form,
    email: normalizeEmail(form.email),
    firstname: normalizeName(form.firstname),
    lastname: normalizeName(form.lastname),
    phoneNumber: normalizePhone(form.phoneNumber),
    address: form.address.trim(),
    city: form.city.trim(),
    region: regionRequired(form.country.trim()) ? form.region.trim() : '',
    postcode: form.postcode.trim(),
    country: form.country.trim(),
  };
}

/** Server-side check of step 1: field → message for email, firstname, lastname, phoneNumber, address, city, region, postcode, country. */
export function validateCheckoutForm(form: Partial<CheckoutForm>): FieldErrors {
  const errors: FieldErrors = {};
  if (empty(form.email)) errors.email = REQUIRED;
  else if (!isValidEmail(form.email ?? '')) errors.email = 'Please enter a valid email address.';
  const firstname = personNameProblem(form.firstname, { label: 'First name' });
  if (firstname) errors.firstname = firstname;
  const lastname = personNameProblem(form.lastname, { label: 'Last name' });
  if (lastname) errors.lastname = lastname;
  if (empty(form.phoneNumber)) errors.phoneNumber = REQUIRED;
  else if (!isValidPhone(form.phoneNumber ?? '')) errors.phoneNumber = 'Please enter a valid phone number.';
  Object.assign(
    errors,
    addressErrors(
      { street: form.address, city: form.city, region: form.region, postcode: form.postcode, country: form.country },
      { street: 'address', city: 'city', region: 'region', postcode: 'postcode', country: 'country' },
    ),
  );
  return errors;
}
