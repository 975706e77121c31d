/**
 * How fast someone may guess. Guesses are sign-in failures and registration answers that say an
 * e-mail already has an account. Each tier allows so many of them within a window that opens with
 * the first one; the tiers grow in both, so a few mistakes cost a short wait and going on costs
 * longer and longer ones. Only failures count; a successful sign-in clears the counts of that
 * e-mail from that address, so signing in often (from many devices) never locks anybody out.
 */
export interface ThrottleTier {
  /** Failures allowed within the window; the next attempt waits until the window closes. */
  readonly failures: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * One e-mail from one address (the key is the pair, so nobody elsewhere can lock an account out):
 * 5 failures a minute, 10 in a quarter of an hour, 20 an hour, 50 a day.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: readonly ThrottleTier[] = [
  { failures: 5, windowMs: MINUTE },
  { failures: 10, windowMs: 15 * MINUTE },
  { failures: 20, windowMs: HOUR },
  { failures: 50, windowMs: DAY },
];

/** One address over all e-mails (trying one password on many accounts): 10 failures in 15 minutes, 100 a day. */
export const SIGN_IN_FAILURES_PER_ADDRESS: readonly ThrottleTier[] = [
  { failures: 10, windowMs: 15 * MINUTE },
  { failures: 100, windowMs: DAY },
];

/** Registrations answered "already registered" from one address (testing which e-mails have accounts): 5 in 15 minutes, 20 a day. */
export const TAKEN_EMAIL_ANSWERS_PER_ADDRESS: readonly ThrottleTier[] = [
  { failures: 5, windowMs: 15 * MINUTE },
  { failures: 20, windowMs: DAY },
];

/** Whether tiers grow as they should: longer windows allow more failures in all, but fewer per unit of time. */
export function tiersGrow(tiers: readonly ThrottleTier[]): boolean {
  return tiers.every((t, i) => {
    const prev = tiers[i - 1];
    if (!Number.isSafeInteger(t.failures) || t.failures < 1 || !(t.windowMs > 0)) return false;
    return !prev || (t.windowMs > prev.windowMs && t.failures > prev.failures && t.failures / t.windowMs < prev.failures / prev.windowMs);
  });
}

/** The wait before the next attempt given each tier's verdict: the longest refusal, or 0 when every tier allows. */
export function longestWaitMs(verdicts: readonly { readonly allowed: boolean; readonly retryAfterMs: number }[]): number {
  return verdicts.reduce((wait, v) => (v.allowed ? wait : Math.max(wait, Math.max(1, v.retryAfterMs))), 0);
}

/** A wait as the whole seconds of a Retry-After header (rounded up, at least 1). */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));
