export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the current window (0 when refused). */
  remaining: number;
  /** When refused: milliseconds until a request is allowed again. */
  retryAfterMs: number;
}

/** Fixed-window counters: Redis when configured (shared by all web processes), in memory otherwise. */
export interface RateLimiter {
  /** Counts one hit of `key`; a window of `windowMs` opens with the key's first hit. Allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /**
   * Whether a hit now would be allowed, without counting one: refused while the key's open window
   * already holds `limit` hits or more (then `retryAfterMs` says when it closes). A key with no open
   * window is allowed with `limit` remaining.
   */
  peek(key: string, limit: number): Promise<RateLimitDecision>;
  /** Forgets the key's count and window, as if it had never been hit (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
