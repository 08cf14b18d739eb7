// Slows down password guessing without locking owners out for good (ASVS V6.3, NIST 800-63B 5.2.2):
// - per account, whatever identifier names it (username in any case, or email): failures from
//   clients the account has not signed in from before;
// - per (account, trusted device): a browser that has signed in to the account before (trusted-
//   device.ts) has a counter of its own, so an attacker's failures never delay the owner there;
// - per IP, every attempt: a generous backstop against one address spraying many accounts. Behind a
//   proxy, every client shares the proxy's address unless TRUST_PROXY is set (README).
// A failure is *reserved* before the password is checked and given back when it was right, so a
// burst of guesses sent at once gets at most the allowance checked (limits/rate-limits.ts).
import type { RateLimits } from '../../limits/rate-limits.ts';

/** Who is signing in: the account (or, when none matches, the identifier) and a trusted device. */
export interface LoginSubject {
  account: string;
  device: string | null;
}

export class LoginLimiter {
  constructor(private readonly limits: RateLimits) {}

  /** Counts the attempt and reserves a failure; throws RateLimitExceeded when either is used up. */
  async attempt(subject: LoginSubject, ip: string): Promise<void> {
    await this.limits.consume('loginAttempts', ip);
    await this.limits.consume('loginFailures', keyOf(subject));
  }

  /** The password was right: the subject's failures are forgotten (the reserved one with them). */
  async succeeded(subject: LoginSubject): Promise<void> {
    await this.limits.reset('loginFailures', keyOf(subject));
  }
}

function keyOf(subject: LoginSubject): string {
  return subject.device ? `${subject.account}\u0000device:${subject.device}` : subject.account;
}
