import type { RateLimitDecision, RateLimiter } from '../../../application/platform/rate-limiter.js';

export interface MemoryRateLimiterOptions {
  /** Current time (default `Date.now`). */
  now?: () => number;
  /** How often expired windows are swept away (default 60 s). */
  sweepIntervalMs?: number;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed-window counters in this process: a window opens at a key's first hit and lasts `windowMs`.
 * Expired windows are dropped on later hits, so memory stays bounded by the keys active recently.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;
  private readonly sweepIntervalMs: number;
  private nextSweepAt: number;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
    this.nextSweepAt = this.now() + this.sweepIntervalMs;
  }

  /** Number of windows held (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true, remaining: limit - window.count, retryAfterMs: 0 };
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, window.endsAt - now) };
  }

  async peek(key: string, limit: number): Promise<RateLimitDecision> {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    const count = window && window.endsAt > now ? window.count : 0;
    if (count < limit) return { allowed: true, remaining: limit - count, retryAfterMs: 0 };
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, (window?.endsAt ?? now) - now) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.sweepIntervalMs;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
