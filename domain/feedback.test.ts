import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedback.js';

describe('feedback', () => {
  it('needs 1 to 5 stars and an e-mail, and answers both at once', () => {
    expect(validateFeedback({ email: 'fan@example.com', stars: 5 })).toEqual({});
    expect(validateFeedback({})).toEqual({ stars: 'Please choose from 1 to 5 stars.', email: 'Email is required.' });
    expect(validateFeedback({ email: 'x', stars: '5', feedback: 'a'.repeat(2001) })).toEqual({
      stars: 'Please choose from 1 to 5 stars.',
      email: 'Invalid email',
      feedback: 'Feedback must be at most 2000 characters.',
    });
  });

  it('property: stars are accepted exactly when they are a whole number from 1 to 5', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double(), fc.string(), fc.constant(null)), (stars) => {
        const ok = typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5;
        expect('stars' in validateFeedback({ email: 'fan@example.com', stars })).toBe(!ok);
      }),
    );
  });
});
