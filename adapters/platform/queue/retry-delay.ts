/** How many times a background job runs before it is given up: with the default delays, about 5 hours of retries. */
export const DEFAULT_JOB_ATTEMPTS = 30;
export const DEFAULT_RETRY_BASE_MS = 1_000;
export const DEFAULT_RETRY_MAX_MS = 15 * 60_000;

/** Delay before the retry that follows failed attempt `attempt` (1-based): base × 2^(attempt−1), at most `maxMs`. */
export function retryDelayMs(baseMs: number, maxMs: number, attempt: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(0, attempt - 1), 40));
}
