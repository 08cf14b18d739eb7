// Slows down password guessing: failures per account (whoever sends them) and attempts per IP
// (however many accounts they target). Either limit answers 429 until its window ends.
import { AttemptCounter } from '../../lib/attempt-counter.ts';

export interface LoginLimits {
  windowMs: number;
  maxFailuresPerAccount: number;
  maxAttemptsPerIp: number;
}

export class LoginLimiter {
  private readonly failuresByAccount: AttemptCounter;
  private readonly attemptsByIp: AttemptCounter;

  constructor(limits: LoginLimits, now?: () => number) {
    this.failuresByAccount = new AttemptCounter(limits.windowMs, limits.maxFailuresPerAccount, now);
    this.attemptsByIp = new AttemptCounter(limits.windowMs, limits.maxAttemptsPerIp, now);
  }

  /** Counts an attempt; returns how long the caller must wait (ms), or 0 when it may proceed. */
  attempt(account: string, ip: string): number {
    const waitMs = Math.max(this.failuresByAccount.retryAfterMs(account), this.attemptsByIp.retryAfterMs(ip));
    if (waitMs === 0) this.attemptsByIp.hit(ip);
    return waitMs;
  }

  failed(account: string): void {
    this.failuresByAccount.hit(account);
  }

  succeeded(account: string): void {
    this.failuresByAccount.reset(account);
  }
}
