import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { dollarsToCents, centsToDollars, formatAud, formatAudWithCountry, cartTotalCents, lineTotalCents, parseDollars, assertCents, MAX_CENTS } from './money.js';
import { DomainError } from './errors.js';

const expectDomainError = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe(code);
    return;
  }
  throw new Error('expected a DomainError');
};

describe('dollarsToCents / centsToDollars', () => {
  it('converts the spec numbers exactly', () => {
    expect(dollarsToCents(50)).toBe(5000);
    expect(dollarsToCents(100)).toBe(10000);
    expect(dollarsToCents(150)).toBe(15000);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(0.01)).toBe(1);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(dollarsToCents(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(0)).toBe(0);
    expect(centsToDollars(1)).toBe(0.01);
  });

  it('rejects NaN, Infinity, negatives and more than 2 decimals', () => {
    expectDomainError(() => dollarsToCents(Number.NaN), 'invalid_amount');
    expectDomainError(() => dollarsToCents(Infinity), 'invalid_amount');
    expectDomainError(() => dollarsToCents(-0.01), 'invalid_amount');
    expectDomainError(() => dollarsToCents(1.005), 'invalid_amount');
    expectDomainError(() => dollarsToCents(0.1 + 0.2), 'invalid_amount');
    expectDomainError(() => dollarsToCents(1e300), 'invalid_amount');
    expectDomainError(() => centsToDollars(1.5), 'invalid_amount');
    expectDomainError(() => centsToDollars(Number.NaN), 'invalid_amount');
  });

  it('dollars → cents → dollars is the identity for every amount with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_000_000_000_000 }), (cents) => {
        const dollars = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
        expect(dollarsToCents(dollars)).toBe(cents);
        expect(centsToDollars(dollarsToCents(dollars))).toBe(dollars);
      }),
      { numRuns: 5000 },
    );
  });

  it('cents → dollars → cents is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
      { numRuns: 5000 },
    );
  });

  it('rejects every amount with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 9 }), (cents, third) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${third}`;
        expect(() => dollarsToCents(Number(text))).toThrow(DomainError);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseDollars', () => {
  it('parses typed amounts exactly', () => {
    expect(parseDollars('50')).toBe(5000);
    expect(parseDollars('49.9')).toBe(4990);
    expect(parseDollars(' $1,299.00 ')).toBe(129900);
    expect(parseDollars('0.01')).toBe(1);
  });
  it('rejects junk', () => {
    for (const bad of ['', 'abc', '-1', '1.001', '1e3', 'NaN', '.5']) expectDomainError(() => parseDollars(bad), 'invalid_amount');
  });
});

describe('formatAud', () => {
  it('formats for display', () => {
    expect(formatAud(5000)).toBe('$50.00');
    expect(formatAud(10000)).toBe('$100.00');
    expect(formatAud(15000)).toBe('$150.00');
    expect(formatAud(0)).toBe('$0.00');
    expect(formatAud(1)).toBe('$0.01');
    expect(formatAud(123456)).toBe('$1,234.56');
    expect(formatAud(100000000)).toBe('$1,000,000.00');
    expect(formatAud(-500)).toBe('-$5.00');
    expect(formatAudWithCountry(5000)).toBe('AU $50.00');
  });
  it('rejects non-integer cents', () => {
    expectDomainError(() => formatAud(1.5), 'invalid_amount');
  });
  it('round-trips through the digits for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        const s = formatAud(cents);
        expect(s).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(parseDollars(s)).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cart total', () => {
  it('is the sum of quantity × unit price', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(
      cartTotalCents([
        { unitPriceCents: 4999, quantity: 2 },
        { unitPriceCents: 1, quantity: 1 },
      ]),
    ).toBe(9999);
    expect(lineTotalCents(3333, 3)).toBe(9999);
    // 0.1 + 0.2 style drift cannot happen with cents
    expect(
      cartTotalCents([
        { unitPriceCents: 10, quantity: 1 },
        { unitPriceCents: 20, quantity: 1 },
      ]),
    ).toBe(30);
  });
  it('rejects bad lines', () => {
    expectDomainError(() => lineTotalCents(100, -1), 'invalid_quantity');
    expectDomainError(() => lineTotalCents(100, 1.5), 'invalid_quantity');
    expectDomainError(() => lineTotalCents(Number.NaN, 1), 'invalid_amount');
    expectDomainError(() => lineTotalCents(10.5, 1), 'invalid_amount');
    expectDomainError(() => lineTotalCents(MAX_CENTS, 2), 'invalid_amount');
    expectDomainError(() => assertCents(-1), 'invalid_amount');
    expectDomainError(() => assertCents(MAX_CENTS + 1), 'invalid_amount');
    expectDomainError(() => centsToDollars(MAX_CENTS + 1), 'invalid_amount');
  });
  it('equals the sum of line totals and is order independent (very large carts included)', () => {
    const line = fc.record({ unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 0, max: 10_000 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
        const total = cartTotalCents(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0));
        expect(cartTotalCents([...lines].reverse())).toBe(total);
      }),
      { numRuns: 1000 },
    );
  });
});
