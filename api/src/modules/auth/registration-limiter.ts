// Registrations per client address: each one costs a password hash (deliberately expensive) and an
// account row, so one address gets a budget per hour. Behind a proxy, set TRUST_PROXY so the budget
// is per client rather than one for everyone (README).
import { AttemptCounter } from '../../lib/attempt-counter.ts';

export class RegistrationLimiter {
  private readonly attempts: AttemptCounter;

  constructor(perHour: number, now?: () => number) {
    this.attempts = new AttemptCounter(3_600_000, perHour, now);
  }

  /** Counts an attempt; returns how long the caller must wait (ms), or 0 when it may proceed. */
  attempt(ip: string): number {
    const waitMs = this.attempts.retryAfterMs(ip);
    if (waitMs === 0) this.attempts.hit(ip);
    return waitMs;
  }
}
