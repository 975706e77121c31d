export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the current window (0 when refused). */
  remaining: number;
  /** When refused: milliseconds until a request is allowed again. */
  retryAfterMs: number;
}

/** Fixed-window counters: Redis when configured (shared by all web processes), in memory otherwise. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}
