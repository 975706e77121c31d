import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutBuyer, checkoutFingerprint, type FingerprintedCheckout } from './checkout-fingerprint.js';

const base: FingerprintedCheckout = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Collins St',
  city: 'Melbourne',
  country: 'Australia',
  region: 'VIC',
  postcode: '3000',
  phoneNumber: '0412345678',
  message: '',
  goGreen: false,
  shippingMethod: 'standard-shipping',
  couponCode: null,
  userId: null,
  guestId: 'guest-1',
  express: false,
  lines: [
    { productId: 'tee', variantId: 'tee-S', quantity: 2 },
    { productId: 'cap', variantId: null, quantity: 1 },
  ],
};

const textFields = ['firstName', 'lastName', 'email', 'address', 'city', 'country', 'region', 'postcode', 'phoneNumber', 'message', 'shippingMethod'] as const;

const line = fc.record({
  productId: fc.string({ minLength: 1, maxLength: 8 }),
  variantId: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 99 }),
});

describe('checkoutFingerprint', () => {
  it('is the same for the same checkout, whatever the order of the cart lines, the case of the e-mail or coupon, and surrounding spaces', () => {
    const again: FingerprintedCheckout = { ...base, email: ' Ada@Example.COM ', firstName: 'Ada ', couponCode: null, lines: [...base.lines].reverse() };
    expect(checkoutFingerprint('stripe', again)).toBe(checkoutFingerprint('stripe', base));
    expect(checkoutFingerprint('stripe', { ...base, couponCode: 'save10' })).toBe(checkoutFingerprint('stripe', { ...base, couponCode: ' SAVE10' }));
    expect(checkoutFingerprint('stripe', { ...base, couponCode: '' })).toBe(checkoutFingerprint('stripe', base));
  });

  it('differs for another payment type, buyer, address, cart, coupon or shipping', () => {
    const original = checkoutFingerprint('paypal', base);
    expect(checkoutFingerprint('stripe', base)).not.toBe(original);
    for (const changed of [
      { email: 'eve@example.com' },
      { userId: 'user-2' },
      { guestId: 'guest-2' },
      { address: '2 Collins St' },
      { phoneNumber: '0499999999' },
      { shippingMethod: 'express-shipping' },
      { couponCode: 'SAVE10' },
      { goGreen: true },
      { express: true },
      { lines: [{ productId: 'tee', variantId: 'tee-S', quantity: 3 }] },
    ] satisfies Partial<FingerprintedCheckout>[]) {
      expect(checkoutFingerprint('paypal', { ...base, ...changed })).not.toBe(original);
    }
  });

  it('property: any permutation of the cart lines gives the same fingerprint', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.nat(), (lines, seed) => {
        const shuffled = [...lines].sort((a, b) => ((a.quantity * 31 + seed) % 7) - ((b.quantity * 31 + seed) % 7));
        expect(checkoutFingerprint('stripe', { ...base, lines: shuffled })).toBe(checkoutFingerprint('stripe', { ...base, lines }));
      }),
    );
  });

  it('property: changing the words of any field changes the fingerprint', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...textFields),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        (field, extra) => {
          const changed = { ...base, [field]: `${base[field]}${extra}` };
          // Only a change a person would see counts: an e-mail differing in case alone is the same address.
          fc.pre(field !== 'email' || changed.email.trim().toLowerCase() !== base.email);
          expect(checkoutFingerprint('stripe', changed)).not.toBe(checkoutFingerprint('stripe', base));
        },
      ),
    );
  });

  it('property: the same fingerprint always means the same buyer', () => {
    const checkout = fc.record({
      email: fc.constantFrom('ada@example.com', 'eve@example.com'),
      userId: fc.constantFrom(null, 'user-1'),
      guestId: fc.constantFrom(null, 'guest-1'),
      lines: fc.array(line, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.constantFrom('stripe', 'paypal'), checkout, fc.constantFrom('stripe', 'paypal'), checkout, (ta, a, tb, b) => {
        const x = { ...base, ...a };
        const y = { ...base, ...b };
        if (checkoutFingerprint(ta, x) === checkoutFingerprint(tb, y)) expect(checkoutBuyer(ta, x)).toBe(checkoutBuyer(tb, y));
      }),
    );
  });
});

describe('checkoutBuyer', () => {
  it('is the payment type and the account, else the guest record, else the e-mail; not the address or cart', () => {
    expect(checkoutBuyer('paypal', { ...base, address: 'elsewhere', lines: [] })).toBe(checkoutBuyer('paypal', base));
    expect(checkoutBuyer('stripe', base)).not.toBe(checkoutBuyer('paypal', base));
    // A wallet's payer e-mail for the same guest record is the same buyer.
    expect(checkoutBuyer('paypal', { ...base, email: 'wallet.payer@example.com' })).toBe(checkoutBuyer('paypal', base));
    expect(checkoutBuyer('paypal', { ...base, guestId: 'guest-2' })).not.toBe(checkoutBuyer('paypal', base));
    expect(checkoutBuyer('paypal', { ...base, guestId: null, userId: 'guest-1' })).not.toBe(checkoutBuyer('paypal', base));
    expect(checkoutBuyer('paypal', { ...base, guestId: null })).not.toBe(checkoutBuyer('paypal', base));
    const anonymous = { ...base, guestId: null };
    expect(checkoutBuyer('paypal', { ...anonymous, email: ' ADA@example.com' })).toBe(checkoutBuyer('paypal', anonymous));
    expect(checkoutBuyer('paypal', { ...anonymous, email: 'eve@example.com' })).not.toBe(checkoutBuyer('paypal', anonymous));
  });
});
