// The one home of rate limits and "at once" caps: every per-user and per-address rule is a policy in
// one table (policies.ts, read from the configuration), counted by rate-limiter-flexible in memory on
// one instance, or in Redis when REDIS_URL is set so that every instance shares the same counts.
//
// Counting *reserves* before the work starts: `consume` adds the points atomically (an INCRBY in a
// Lua script in Redis) and refuses when the total passes the policy's allowance. A burst sent at once
// therefore gets exactly the allowance through, never "check, work, then count" (which let 58 of 60
// parallel wrong passwords through). Work that turns out not to count gives its points back.
//
// An "at once" cap (uploads, imports, AI generations running) is the same counter held as a lease:
// taken before the work, given back when it ends. Its duration is only the longest a lease can be
// held: when an instance dies holding one, the slot comes back after that time instead of never.
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { PolicyName, PolicyTable } from './policies.ts';

/** The policy's allowance is used up for this key; `retryAfterMs` says when a point comes back. */
export class RateLimitExceeded extends Error {
  constructor(
    readonly policy: PolicyName,
    readonly retryAfterMs: number,
  ) {
    super(`rate limit ${policy} reached`);
  }
}

/** A held "at once" slot; `release` is idempotent. */
export interface Lease {
  release(): Promise<void>;
}

type Limiter = RateLimiterAbstract | RateLimiterStoreAbstract;

export class RateLimits {
  private readonly limiters: Record<PolicyName, Limiter>;

  /** `redis`: a connected client to share the counts between instances; absent, counts are in memory. */
  constructor(
    readonly policies: PolicyTable,
    options: { redis?: Redis; namespace?: string } = {},
  ) {
    const namespace = options.namespace ?? 'oneiro';
    this.limiters = Object.fromEntries(
      Object.entries(policies).map(([name, policy]) => {
        const shape = { keyPrefix: `${namespace}:limit:${name}`, points: policy.points, duration: policy.seconds };
        const limiter = options.redis
          ? new RateLimiterRedis({ ...shape, storeClient: options.redis })
          : new RateLimiterMemory(shape);
        return [name, limiter];
      }),
    ) as Record<PolicyName, Limiter>;
  }

  /** Reserves `points` of `policy` for `key`, or throws RateLimitExceeded (nothing is then held). */
  async consume(policy: PolicyName, key: string, points = 1): Promise<void> {
    try {
      await this.limiters[policy].consume(key, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // The refused reservation was counted too (INCRBY first): hand it back, so a refused burst
      // does not push the key further past its allowance than the requests that went through.
      await this.limiters[policy].reward(key, points);
      throw new RateLimitExceeded(policy, Math.max(1000, error.msBeforeNext));
    }
  }

  /** Gives back points reserved for work that did not count (e.g. a sign-in that succeeded). */
  async refund(policy: PolicyName, key: string, points = 1): Promise<void> {
    const limiter = this.limiters[policy];
    const current = await limiter.get(key);
    // A window that already ended has nothing to give back (a refund must not go below zero).
    if (!current || current.consumedPoints <= 0) return;
    await limiter.reward(key, Math.min(points, current.consumedPoints));
  }

  /** Forgets every point of `key` (e.g. an account's failures after a successful sign-in). */
  async reset(policy: PolicyName, key: string): Promise<void> {
    await this.limiters[policy].delete(key);
  }

  /** Milliseconds until `key` may use `policy` again, or 0; counts nothing. */
  async retryAfterMs(policy: PolicyName, key: string): Promise<number> {
    const current = await this.limiters[policy].get(key);
    if (!current || current.consumedPoints < this.policies[policy].points) return 0;
    return Math.max(1000, current.msBeforeNext);
  }

  /**
   * Takes one slot of an "at once" policy for each key (all or none), or throws RateLimitExceeded.
   * E.g. uploads: one slot of the user's and one of the instance-wide total.
   */
  async hold(holds: { policy: PolicyName; key: string }[]): Promise<Lease> {
    const taken: typeof holds = [];
    try {
      for (const entry of holds) {
        await this.consume(entry.policy, entry.key);
        taken.push(entry);
      }
    } catch (error) {
      await Promise.all(taken.map((entry) => this.refund(entry.policy, entry.key)));
      throw error;
    }
    return leaseOf(taken, this);
  }

  /**
   * Runs `work` while holding the single slot of a lock policy for `key`, waiting (up to `waitMs`)
   * for another holder, on this instance or another, to finish. Throws RateLimitExceeded on timeout.
   */
  async withLock<T>(policy: PolicyName, key: string, waitMs: number, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + waitMs;
    let lease: Lease | undefined;
    while (!lease) {
      try {
        lease = await this.hold([{ policy, key }]);
      } catch (error) {
        if (!(error instanceof RateLimitExceeded) || Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    try {
      return await work();
    } finally {
      await lease.release();
    }
  }
}

function leaseOf(taken: { policy: PolicyName; key: string }[], limits: RateLimits): Lease {
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await Promise.all(taken.map((entry) => limits.refund(entry.policy, entry.key)));
    },
  };
}
