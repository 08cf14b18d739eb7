// Every per-user and per-address limit of the server, in one table built from the configuration.
// `points` per `seconds`: for a rate, the allowance in each window; for an "at once" cap, the slots,
// and `seconds` is only how long a slot held by an instance that died stays taken.
import type { Config } from '../config.ts';
import { FEEDBACK_LIMITS } from '#shared/inputs/feedback.inputs.ts';

export interface Policy {
  points: number;
  seconds: number;
  /** Who it counts: a user, a client address, an account, or the whole deployment. */
  per: 'user' | 'ip' | 'account' | 'everyone';
}

/** Longest an "at once" slot stays taken by an instance that died holding it. */
const LEASE_SECONDS = 15 * 60;

export function policiesFrom(config: Config) {
  const loginWindowSeconds = Math.ceil(config.loginLimits.windowMs / 1000);
  return {
    /** Wrong passwords per account (or per trusted browser of it): reserved before the password is checked. */
    loginFailures: { points: config.loginLimits.maxFailuresPerAccount, seconds: loginWindowSeconds, per: 'account' },
    /** Every sign-in attempt from one address: a backstop against spraying many accounts. */
    loginAttempts: { points: config.loginLimits.maxAttemptsPerIp, seconds: loginWindowSeconds, per: 'ip' },
    /** Registrations, and starts of one at Stripe, per address and hour. */
    registrations: { points: config.registrationsPerIpPerHour, seconds: 3600, per: 'ip' },
    aiGenerationsPerHour: { points: config.aiLimits.perHour, seconds: 3600, per: 'user' },
    aiGenerationsAtOnce: { points: config.aiLimits.concurrentPerUser, seconds: LEASE_SECONDS, per: 'user' },
    /** One generation of each dream and voice at a time, on whichever instance runs it (key: dream:type). */
    generationOfDream: { points: 1, seconds: LEASE_SECONDS, per: 'user' },
    feedbackPerHour: { points: FEEDBACK_LIMITS.perUserPerHour, seconds: 3600, per: 'user' },
    uploadsAtOnce: { points: config.uploadLimits.concurrentPerUser, seconds: LEASE_SECONDS, per: 'user' },
    uploadsAtOnceTotal: { points: config.uploadLimits.concurrentTotal, seconds: LEASE_SECONDS, per: 'everyone' },
    /** One journal import per user at a time (a second one would race the first's duplicate check). */
    importsAtOnce: { points: 1, seconds: LEASE_SECONDS, per: 'user' },
    /** One quota check and write of a recording per user at a time: parallel uploads cannot pass the quota. */
    audioQuotaLock: { points: 1, seconds: 60, per: 'user' },
    /** One token creation per user at a time: the per-user cap is counted, then written. */
    tokenCreateLock: { points: 1, seconds: 60, per: 'user' },
    /** Requests per minute of one personal access token (its own allowance, apart from the user's). */
    tokenRequests: { points: config.tokenRequestsPerMinute, seconds: 60, per: 'user' },
  } satisfies Record<string, Policy>;
}

export type PolicyTable = ReturnType<typeof policiesFrom>;
export type PolicyName = keyof PolicyTable;
