import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  passwordProblem, isPlausibleCode, validateReview, validateRegistration, validateNewPassword, canSubmitLogin, canSubmitNewPassword, newsletterEmailProblem,
} from './account.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

describe('password policy', () => {
  it('at least 8 characters and not common', () => {
    expect(passwordProblem('')).toBe('Required field');
    expect(passwordProblem('Ab3$xyz')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('Ab3$xyzq')).toBeNull();
    expect(passwordProblem('password')).toBe('This password is too common. Please choose a less common password.');
    expect(passwordProblem('PASSWORD1')).toBe('This password is too common. Please choose a less common password.');
    expect(passwordProblem('12345678')).not.toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(passwordProblem('🌏🌏🌏🌏🌏🌏🌏')).toBe('Password must be at least 8 characters.'); // 7 code points
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
  });
});

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
    expect(validateRegistration(good)).toEqual({});
  });
  it('reports each field', () => {
    expect(validateRegistration({})).toEqual({
      firstName: 'Required field', lastName: 'Required field', email: 'Required field', password: 'Required field', password2: 'Required field',
      agreement: 'Please accept the terms of use and privacy policy.',
    });
    expect(validateRegistration({ ...good, password2: 'different-one' })).toEqual({ password2: 'Passwords must match.' });
    expect(validateRegistration({ ...good, password: 'letmein1', password2: 'letmein1' }).password).toMatch(/too common/);
    expect(validateRegistration({ ...good, email: 'jane' })).toEqual({ email: 'Please enter a valid email address.' });
  });
  it('reset password and submit guards', () => {
    expect(validateNewPassword('tr33-fern-river', 'tr33-fern-river')).toEqual({});
    expect(validateNewPassword('short', 'short')).toEqual({ password1: 'Password must be at least 8 characters.' });
    expect(validateNewPassword('tr33-fern-river', 'x')).toEqual({ password2: 'Passwords must match.' });
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
