import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestWaitMs, retryAfterSeconds, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_FAILURES_PER_ADDRESS, TAKEN_EMAIL_ANSWERS_PER_ADDRESS, tiersGrow } from './guess-throttle.js';

describe('guess throttle tiers', () => {
  it('grow: each longer window allows more failures in all but fewer per unit of time', () => {
    for (const tiers of [SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_FAILURES_PER_ADDRESS, TAKEN_EMAIL_ANSWERS_PER_ADDRESS]) expect(tiersGrow(tiers)).toBe(true);
    expect(
      tiersGrow([
        { failures: 5, windowMs: 60_000 },
        { failures: 5, windowMs: 120_000 },
      ]),
    ).toBe(false);
    expect(
      tiersGrow([
        { failures: 5, windowMs: 60_000 },
        { failures: 20, windowMs: 120_000 },
      ]),
    ).toBe(false); // faster, not slower
    expect(tiersGrow([{ failures: 0, windowMs: 60_000 }])).toBe(false);
  });

  it('let a person who mistypes a few times in a minute go on after at most a minute', () => {
    const first = SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS[0]!;
    expect(first.failures).toBeGreaterThanOrEqual(5);
    expect(first.windowMs).toBeLessThanOrEqual(60_000);
  });

  it('bound guesses at one account from one address to at most 50 a day', () => {
    const day = SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.find((t) => t.windowMs === 24 * 3_600_000);
    expect(day?.failures).toBe(50);
  });
});

describe('longestWaitMs', () => {
  it('is 0 when every tier allows, else the longest refusal', () => {
    expect(longestWaitMs([])).toBe(0);
    expect(longestWaitMs([{ allowed: true, retryAfterMs: 0 }])).toBe(0);
    expect(
      longestWaitMs([
        { allowed: false, retryAfterMs: 5000 },
        { allowed: true, retryAfterMs: 0 },
        { allowed: false, retryAfterMs: 900_000 },
      ]),
    ).toBe(900_000);
  });

  it('property: never shorter than any refusal, positive exactly when something refuses', () => {
    const verdict = fc.record({ allowed: fc.boolean(), retryAfterMs: fc.integer({ min: 0, max: 86_400_000 }) });
    fc.assert(
      fc.property(fc.array(verdict, { maxLength: 8 }), (verdicts) => {
        const wait = longestWaitMs(verdicts);
        for (const v of verdicts) if (!v.allowed) expect(wait).toBeGreaterThanOrEqual(v.retryAfterMs);
        expect(wait > 0).toBe(verdicts.some((v) => !v.allowed));
      }),
    );
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
  });

  it('property: never tells a client to come back before the wait is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400_000 }), (ms) => {
        expect(retryAfterSeconds(ms) * 1000).toBeGreaterThanOrEqual(ms);
      }),
    );
  });
});
