import { describe, expect, it } from 'vitest';
import { cardComplete, cardNumberComplete, expiryComplete, formatCardNumber, formatExpiry, securityCodeComplete } from './card';

describe('card fields', () => {
  it('knows when each field is complete', () => {
    expect(cardNumberComplete('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberComplete('4242 4242')).toBe(false);
    expect(expiryComplete('12/34')).toBe(true);
    expect(expiryComplete('00/34')).toBe(false);
    expect(expiryComplete('1/34')).toBe(false);
    expect(securityCodeComplete('123')).toBe(true);
    expect(securityCodeComplete('12')).toBe(false);
    expect(cardComplete({ number: '4000000000000002', expiry: '01/2030', cvc: '1234' })).toBe(true);
  });

  it('formats as the shopper types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42a4')).toBe('424');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });
});
