// Counts events per key in fixed time windows, in memory: for counts that are per process by nature
// (verification mails resent). The limits of users and addresses live in limits/ (rate-limits.ts).
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
