import { describe, it, expect } from 'vitest';
import { regionLabel, normalizePhone, normalizeEmail, isValidEmail, isValidPhone, isValidPostcode, validateAddress } from './address.js';

describe('address rules', () => {
  it('region label', () => {
    expect(regionLabel('United Kingdom')).toBeNull();
    expect(regionLabel('New Zealand')).toBe('Region');
    expect(regionLabel('Australia')).toBe('State');
    expect(regionLabel('Canada')).toBe('State');
    expect(regionLabel('United States')).toBe('State');
  });
  it('normalises phone and e-mail', () => {
    expect(normalizePhone('0412 345 678')).toBe('0412345678');
    expect(normalizePhone(' +61 412\t345 678 ')).toBe('+61412345678');
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
  it('validates e-mail, phone and postcodes', () => {
    expect(isValidEmail('jane@example.com')).toBe(true);
    expect(isValidEmail(' JANE@EXAMPLE.COM ')).toBe(true);
    for (const bad of ['jane', 'jane@', 'jane@example', 'ja ne@example.com', '@example.com']) expect(isValidEmail(bad)).toBe(false);
    expect(isValidPhone('0412 345 678')).toBe(true);
    expect(isValidPhone('+64 (21) 123-4567')).toBe(true);
    expect(isValidPhone('12ab')).toBe(false);
    expect(isValidPostcode('Australia', '3000')).toBe(true);
    expect(isValidPostcode('Australia', '300')).toBe(false);
    expect(isValidPostcode('New Zealand', '6011')).toBe(true);
    expect(isValidPostcode('United States', '90210-1234')).toBe(true);
    expect(isValidPostcode('Canada', 'K1A 0B1')).toBe(true);
    expect(isValidPostcode('United Kingdom', 'SW1A 1AA')).toBe(true);
    expect(isValidPostcode('France', '75001')).toBe(false);
  });
  it('validateAddress uses the address-book field names', () => {
    expect(validateAddress({ streetAdress: '1 Collins St', city: 'Melbourne', region: 'VIC', zipCode: '3000', country: 'Australia' })).toEqual({});
    expect(validateAddress({})).toEqual({ streetAdress: 'Required field', city: 'Required field', zipCode: 'Required field', country: 'Required field', region: 'Required field' });
    expect(validateAddress({ streetAdress: '10 Downing St', city: 'London', zipCode: 'SW1A 2AA', country: 'United Kingdom' })).toEqual({});
    expect(validateAddress({ streetAdress: 'x', city: 'y', zipCode: '1', region: 'r', country: 'France' })).toEqual({
      country: 'We only ship to Australia, New Zealand, Canada, United Kingdom and United States.',
    });
    expect(validateAddress({ streetAdress: 'x', city: 'y', zipCode: '30', region: 'VIC', country: 'Australia' })).toEqual({ zipCode: 'Please enter a valid postcode.' });
  });
  it('address lines and e-mails are single lines', () => {
    expect(validateAddress({ streetAdress: '1 Collins St\nSECURITY NOTICE', city: 'Melbourne\t', region: 'VIC\u202e', zipCode: '3000', country: 'Australia' })).toEqual({
      streetAdress: 'Address must be on one line, without special characters.',
      city: 'City must be on one line, without special characters.',
      region: 'State must be on one line, without special characters.',
    });
    expect(validateAddress({ streetAdress: 'x'.repeat(201), city: 'y'.repeat(101), region: 'VIC', zipCode: '3000', country: 'Australia' })).toEqual({
      streetAdress: 'Address is too long.',
      city: 'City is too long.',
    });
    expect(isValidEmail('ada\u0001@example.com')).toBe(false);
    expect(isValidEmail('ada\u202e@example.com')).toBe(false);
  });
});
