import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canContinueToShipping, validateCheckoutForm, normalizeCheckoutForm, CHECKOUT_FORM_DEFAULTS, type CheckoutForm } from './checkout-form.js';

const form: CheckoutForm = {
  email: 'Jane@Example.com',
  firstname: 'Jane',
  lastname: 'Doe',
  phoneNumber: '0412 345 678',
  address: '1 Collins St',
  city: 'Melbourne',
  region: 'VIC',
  postcode: '3000',
  country: 'Australia',
};

describe('canContinueToShipping', () => {
  it('enabled when complete and not loading', () => {
    expect(canContinueToShipping(form, false)).toBe(true);
    expect(canContinueToShipping(form, true)).toBe(false);
  });
  it('disabled when any required field is empty', () => {
    for (const k of ['email', 'firstname', 'lastname', 'address', 'city', 'postcode', 'phoneNumber', 'country', 'region'] as const) {
      expect(canContinueToShipping({ ...form, [k]: '' }, false)).toBe(false);
      expect(canContinueToShipping({ ...form, [k]: '   ' }, false)).toBe(false);
    }
  });
  it('region is not needed for the United Kingdom only', () => {
    expect(canContinueToShipping({ ...form, country: 'United Kingdom', region: '' }, false)).toBe(true);
    expect(canContinueToShipping({ ...form, country: 'New Zealand', region: '' }, false)).toBe(false);
  });
  it('defaults', () => {
    expect(CHECKOUT_FORM_DEFAULTS).toEqual({ country: 'Australia', sendOffers: true, guestUser: true });
  });
  it('property: any empty required field disables', () => {
    fc.assert(
      fc.property(fc.constantFrom('email', 'firstname', 'lastname', 'address', 'city', 'postcode', 'phoneNumber', 'country'), fc.boolean(), (k, loading) => {
        expect(canContinueToShipping({ ...form, [k]: '' }, loading)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('validateCheckoutForm', () => {
  it('accepts a good form and normalises it', () => {
    expect(validateCheckoutForm(form)).toEqual({});
    expect(normalizeCheckoutForm(form)).toMatchObject({ email: 'jane@example.com', phoneNumber: '0412345678' });
    expect(normalizeCheckoutForm({ ...form, country: 'United Kingdom', region: 'Kent', postcode: 'SW1A 1AA' }).region).toBe('');
  });
  it('reports fields in plain English', () => {
    expect(validateCheckoutForm({})).toEqual({
      email: 'Required field',
      firstname: 'Required field',
      lastname: 'Required field',
      phoneNumber: 'Required field',
      address: 'Required field',
      city: 'Required field',
      postcode: 'Required field',
      country: 'Required field',
      region: 'Required field',
    });
    expect(validateCheckoutForm({ ...form, email: 'jane@', phoneNumber: 'call me', postcode: 'abc' })).toEqual({
      email: 'Please enter a valid email address.',
      phoneNumber: 'Please enter a valid phone number.',
      postcode: 'Please enter a valid postcode.',
    });
  });
});

describe('names and address lines at checkout', () => {
  it('refuse new lines and links, so a guest record or an order mail never carries them', () => {
    expect(validateCheckoutForm({ ...form, firstname: 'Jane\nSECURITY NOTICE', lastname: 'evil.example', address: '1 Main St\r\nBcc: x@evil.example', city: 'Melbourne\u2028' })).toEqual({
      firstname: 'First name must be on one line.',
      lastname: 'Last name must not contain a web address.',
      address: 'Address must be on one line, without special characters.',
      city: 'City must be on one line, without special characters.',
    });
  });

  it('property: a control character anywhere in a name or address line is refused under that field', () => {
    const fields = ['firstname', 'lastname', 'address', 'city', 'region'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.integer({ min: 1, max: 4 }), fc.constantFrom('\n', '\r', '\u0000', '\u001b', '\u2028', '\u202e'), (field, at, ch) => {
        const value = form[field].slice(0, at) + ch + form[field].slice(at);
        expect(Object.keys(validateCheckoutForm({ ...form, [field]: value }))).toEqual([field]);
      }),
    );
  });
});
