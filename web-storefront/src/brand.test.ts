import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars } from './brand';

describe('formatDollars', () => {
  it('shows dollar amounts of the contract as the shop writes money', () => {
    expect(formatDollars(49.5)).toBe('$49.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(19.99)).toBe('$19.99');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-5)).toBe('-$5.00');
  });

  it('writes what an en-AU currency formatter writes, for any amount in cents', () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        expect(formatDollars(cents / 100)).toBe(intl.format(cents / 100));
      }),
    );
  });
});
