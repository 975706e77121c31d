import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isPlausibleCode, validateReview, validateRegistration, validateNewPassword, canSubmitLogin, canSubmitNewPassword, newsletterEmailProblem, validateNewsletterSignup } from './account.js';
import { validateCheckoutForm } from './checkout-form.js';
import { personNameProblem } from './person-name.js';
import type { PasswordPolicy } from './password-policy.js';

const policy: PasswordPolicy = { commonPasswords: new Set(['password', 'letmein', '12345678', 'summer']), shopNames: ['Soul Searching Outdoor Co.'] };

describe('isPlausibleCode', () => {
  it('property: a code of 16 to 1024 URL-safe characters is plausible, with any other character it is not', () => {
    const urlSafe = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
    fc.assert(
      fc.property(fc.array(urlSafe, { minLength: 16, maxLength: 1024 }), fc.constantFrom('.', '/', ' ', '%', '+', 'é'), (chars, other) => {
        const code = chars.join('');
        expect(isPlausibleCode(code)).toBe(true);
        expect(encodeURIComponent(code)).toBe(code);
        expect(isPlausibleCode(`${code.slice(1)}${other}`)).toBe(false);
      }),
    );
  });
  it('codes shorter than 16 characters are not plausible', () => {
    expect(isPlausibleCode('a'.repeat(15))).toBe(false);
    expect(isPlausibleCode('a'.repeat(16))).toBe(true);
    expect(isPlausibleCode('a b'.repeat(8))).toBe(false);
  });
});

describe('review validation', () => {
  const good = { rating: 5, review: 'Great tee', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' };
  it('accepts a good review with or without a png/jpeg image', () => {
    expect(validateReview(good)).toEqual({});
    expect(validateReview({ ...good, rating: '4', imageContentType: 'image/jpeg' })).toEqual({});
    expect(validateReview({ ...good, imageContentType: 'image/png' })).toEqual({});
  });
  it('requires fields with "Required field"', () => {
    expect(validateReview({})).toEqual({ rating: 'Please choose a rating.', review: 'Required field', firstName: 'Required field', lastName: 'Required field', email: 'Required field' });
  });
  it('rating 1–5 integer; image type', () => {
    for (const r of [0, 6, 4.5, 'five', Number.NaN]) expect(validateReview({ ...good, rating: r }).rating).toBe('Rating must be a whole number from 1 to 5.');
    for (const r of [1, 2, 3, 4, 5]) expect(validateReview({ ...good, rating: r })).toEqual({});
    expect(validateReview({ ...good, imageContentType: 'image/gif' })).toEqual({ reviewImage: 'Only PNG or JPEG images are accepted.' });
    expect(validateReview({ ...good, email: 'nope' })).toEqual({ email: 'Invalid email' });
  });
});

describe('registration and passwords', () => {
  const good = { firstName: 'Jane', lastName: 'Doe', email: 'Jane@Example.com', password: 'tr33-fern-river', password2: 'tr33-fern-river', agreement: true };
  it('accepts a good registration', () => {
    expect(validateRegistration(good, policy)).toEqual({});
  });
  it('reports each field', () => {
    expect(validateRegistration({}, policy)).toEqual({
      firstName: 'Required field',
      lastName: 'Required field',
      email: 'Required field',
      password: 'Required field',
      password2: 'Required field',
      agreement: 'Please accept the terms of use and privacy policy.',
    });
    expect(validateRegistration({ ...good, password2: 'different-one' }, policy)).toEqual({ password2: 'Passwords must match.' });
    expect(validateRegistration({ ...good, password: 'letmein1', password2: 'letmein1' }, policy).password).toMatch(/too common/);
    expect(validateRegistration({ ...good, email: 'jane' }, policy)).toEqual({ email: 'Please enter a valid email address.' });
    expect(validateRegistration({ ...good, email: 'jane.doe@example.com', password: 'JaneDoe1984!', password2: 'JaneDoe1984!' }, policy).password).toMatch(/e-mail address, your name/);
  });
  it('reset password and submit guards', () => {
    expect(validateNewPassword('tr33-fern-river', 'tr33-fern-river', policy)).toEqual({});
    expect(validateNewPassword('short', 'short', policy)).toEqual({ password1: 'Password must be at least 8 characters.' });
    expect(validateNewPassword('tr33-fern-river', 'x', policy)).toEqual({ password2: 'Passwords must match.' });
    expect(validateNewPassword('Summer2024!', 'Summer2024!', policy).password1).toMatch(/too common/);
    expect(validateNewPassword('bushwalker-88', 'bushwalker-88', policy, { email: 'bushwalker@example.com' }).password1).toMatch(/e-mail address/);
    expect(canSubmitLogin('a@b.co', '')).toBe(false);
    expect(canSubmitLogin('a@b.co', 'x')).toBe(true);
    expect(canSubmitNewPassword('a', '')).toBe(false);
    expect(canSubmitNewPassword('a', 'b')).toBe(true);
  });
  it('newsletter e-mail', () => {
    expect(newsletterEmailProblem('')).toBe('Required');
    expect(newsletterEmailProblem('x')).toBe('Invalid email');
    expect(newsletterEmailProblem('x@y.com')).toBeNull();
  });
});

describe('names in the account and review forms', () => {
  const injected = 'Security notice\nYour account is locked: http://evil.example';
  it('registration, reviews and the newsletter refuse a name with new lines or a link, each under its field', () => {
    const registration = validateRegistration({ firstName: injected, lastName: 'Visit evil.example', email: 'a@example.com', password: 'Ab3$xyzq!', password2: 'Ab3$xyzq!', agreement: true }, policy);
    expect(registration).toEqual({ firstName: 'First name must be on one line.', lastName: 'Last name must not contain a web address.' });
    const review = validateReview({ rating: 5, review: 'Warm', firstName: 'Ava', lastName: 'N\u0000g', email: 'ava@example.com' });
    expect(review).toEqual({ lastName: 'Last name must be on one line.' });
    expect(validateNewsletterSignup({ email: 'a@example.com', firstName: injected })).toEqual({ firstName: 'First name must be on one line.' });
    expect(validateNewsletterSignup({ email: '', firstName: 'a'.repeat(51) })).toEqual({ email: 'Required', firstName: 'First name must be at most 50 characters.' });
    expect(validateNewsletterSignup({ email: 'a@example.com' })).toEqual({});
  });

  it('property: registration, reviews and checkout report a name exactly as the one name rule does', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const expected = personNameProblem(name, { label: 'First name' }) ?? undefined;
        expect(validateRegistration({ firstName: name, lastName: 'Lovelace', email: 'a@example.com', password: 'Ab3$xyzq!', password2: 'Ab3$xyzq!', agreement: true }, policy).firstName).toBe(
          expected,
        );
        expect(validateReview({ rating: 5, review: 'Warm', firstName: name, lastName: 'Ng', email: 'ava@example.com' }).firstName).toBe(expected);
        expect(
          validateCheckoutForm({
            email: 'a@example.com',
            firstname: name,
            lastname: 'Doe',
            phoneNumber: '0412345678',
            address: '1 Collins St',
            city: 'Melbourne',
            region: 'VIC',
            postcode: '3000',
            country: 'Australia',
          }).firstname,
        ).toBe(expected);
      }),
    );
  });
});
