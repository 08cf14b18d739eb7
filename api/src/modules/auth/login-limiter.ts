// Slows down password guessing without locking owners out (ASVS V6.3, NIST 800-63B 5.2.2):
// - per account, whatever identifier names it (username in any case, or email): failures from
//   clients the account has not signed in from before, answered with a growing delay;
// - per (account, trusted device): a browser that has signed in to the account before (trusted-
//   device.ts) has a counter of its own, so an attacker's failures never delay the owner there;
// - per IP, every attempt: a generous backstop against one address spraying many accounts. Behind a
//   proxy, every client shares the proxy's address unless TRUST_PROXY is set (README).
import { AttemptCounter, FailureBackoff } from '../../lib/attempt-counter.ts';

export interface LoginLimits {
  windowMs: number;
  maxFailuresPerAccount: number;
  maxAttemptsPerIp: number;
}

/** The delay after the account's (or device's) maximum of failures; it doubles with each further one. */
const BASE_DELAY_MS = 30_000;

/** Who is signing in: the account (or, when none matches, the identifier) and a trusted device. */
export interface LoginSubject {
  account: string;
  device: string | null;
}

export class LoginLimiter {
  private readonly failures: FailureBackoff;
  private readonly attemptsByIp: AttemptCounter;

  constructor(limits: LoginLimits, now?: () => number) {
    this.failures = new FailureBackoff(
      {
        delayFrom: limits.maxFailuresPerAccount,
        baseDelayMs: BASE_DELAY_MS,
        maxDelayMs: limits.windowMs,
        forgetAfterMs: limits.windowMs,
      },
      now,
    );
    this.attemptsByIp = new AttemptCounter(limits.windowMs, limits.maxAttemptsPerIp, now);
  }

  /** Counts an attempt; returns how long the caller must wait (ms), or 0 when it may proceed. */
  attempt(subject: LoginSubject, ip: string): number {
    const waitMs = Math.max(this.failures.retryAfterMs(keyOf(subject)), this.attemptsByIp.retryAfterMs(ip));
    if (waitMs === 0) this.attemptsByIp.hit(ip);
    return waitMs;
  }

  failed(subject: LoginSubject): void {
    this.failures.failed(keyOf(subject));
  }

  succeeded(subject: LoginSubject): void {
    this.failures.reset(keyOf(subject));
  }
}

function keyOf(subject: LoginSubject): string {
  return subject.device ? `${subject.account}\u0000device:${subject.device}` : subject.account;
}
