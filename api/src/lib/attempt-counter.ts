// Counts events per key in fixed time windows, for rate limits. In memory: limits are per process,
// which is what a single instance needs; several instances behind a balancer each keep their own.
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one event for `key`. */
  hit(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      window.count += 1;
    }
  }

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterMs(key: string): number {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < this.max) return 0;
    return window.resetAt - now;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface BackoffOptions {
  /** From this many failures on, each one delays the next try. */
  delayFrom: number;
  /** The delay after the `delayFrom`-th failure; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

/**
 * Failures per key answered with a growing delay rather than a lock until a window ends: whoever is
 * behind the key can always try again, but each try past the limit costs twice the wait of the
 * last (NIST 800-63B 5.2.2: rate limiting without locking the owner out for good).
 */
export class FailureBackoff {
  private readonly states = new Map<string, { failures: number; lastAt: number }>();

  constructor(
    private readonly options: BackoffOptions,
    private readonly now: () => number = Date.now,
  ) {}

  failed(key: string): void {
    const now = this.now();
    const state = this.current(key, now);
    if (!state && this.states.size > 10_000) this.prune(now);
    this.states.set(key, { failures: (state?.failures ?? 0) + 1, lastAt: now });
  }

  /** Milliseconds until `key` may try again, or 0. */
  retryAfterMs(key: string): number {
    const now = this.now();
    const state = this.current(key, now);
    const over = (state?.failures ?? 0) - this.options.delayFrom;
    if (!state || over < 0) return 0;
    const delay = Math.min(this.options.baseDelayMs * 2 ** Math.min(over, 30), this.options.maxDelayMs);
    return Math.max(0, state.lastAt + delay - now);
  }

  reset(key: string): void {
    this.states.delete(key);
  }

  private current(key: string, now: number) {
    const state = this.states.get(key);
    if (state && now - state.lastAt >= this.options.forgetAfterMs) {
      this.states.delete(key);
      return undefined;
    }
    return state;
  }

  private prune(now: number): void {
    for (const [key, state] of this.states)
      if (now - state.lastAt >= this.options.forgetAfterMs) this.states.delete(key);
  }
}
