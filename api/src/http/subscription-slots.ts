// The per-user cap on live subscriptions, counted across every instance. Each running subscription
// holds one slot of its user's; the slot is taken before the subscription starts (so a burst of
// subscribe messages cannot pass the cap) and given back when it ends.
//
// In memory on one instance. With Redis, a user's slots are one sorted set: each member is a slot,
// scored with the time it expires. An instance renews its slots every RENEW_EVERY_MS, so the slots of
// an instance that died (no SIGTERM, no close messages) free themselves within SLOT_TTL_MS instead of
// holding the user's cap for ever; taking a slot first drops the expired ones, then counts, in one
// script (atomic in Redis).
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

const SLOT_TTL_MS = 60_000;
const RENEW_EVERY_MS = 20_000;

export interface SubscriptionSlots {
  /** Takes one of the user's `cap` slots under the name `slot`; false when all are taken. */
  take(userId: number, slot: string, cap: number): Promise<boolean>;
  /** Gives a slot back (idempotent). */
  release(userId: number, slot: string): void;
  /** Gives every slot of this instance back and stops renewing. */
  close(): Promise<void>;
}

/** A name for a slot, unique across instances: this process's, the connection's, the operation's. */
export function slotNamer() {
  const instance = randomBytes(6).toString('hex');
  let connections = 0;
  return () => {
    const connection = (connections += 1);
    return (operationId: string) => `${instance}:${connection}:${operationId}`;
  };
}

export function memorySubscriptionSlots(): SubscriptionSlots {
  const byUser = new Map<number, Set<string>>();
  return {
    take(userId, slot, cap) {
      const slots = byUser.get(userId) ?? new Set();
      if (slots.size >= cap) return Promise.resolve(false);
      byUser.set(userId, slots.add(slot));
      return Promise.resolve(true);
    },
    release(userId, slot) {
      const slots = byUser.get(userId);
      slots?.delete(slot);
      if (slots?.size === 0) byUser.delete(userId);
    },
    close: () => Promise.resolve(),
  };
}

const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export function redisSubscriptionSlots(redis: Redis, namespace: string): SubscriptionSlots {
  const keyOf = (userId: number) => `${namespace}:subscriptions:${userId}`;
  /** The slots this instance holds, with their user. */
  const held = new Map<string, number>();
  const renew = setInterval(() => {
    if (held.size === 0) return;
    const expiry = Date.now() + SLOT_TTL_MS;
    const batch = redis.pipeline();
    for (const [slot, userId] of held) {
      batch.zadd(keyOf(userId), 'XX', expiry, slot);
      batch.pexpire(keyOf(userId), SLOT_TTL_MS);
    }
    // A failed renewal is retried at the next turn; slots stay valid for SLOT_TTL_MS meanwhile.
    batch.exec().catch(() => undefined);
  }, RENEW_EVERY_MS);
  renew.unref();

  return {
    async take(userId, slot, cap) {
      const now = Date.now();
      const taken = await redis.eval(TAKE_SCRIPT, 1, keyOf(userId), now, now + SLOT_TTL_MS, cap, slot, SLOT_TTL_MS);
      if (taken === 1) held.set(slot, userId);
      return taken === 1;
    },
    release(userId, slot) {
      if (!held.delete(slot)) return;
      // Not awaited by the socket's handlers; a slot whose release failed expires by itself.
      redis.zrem(keyOf(userId), slot).catch(() => undefined);
    },
    async close() {
      clearInterval(renew);
      const batch = redis.pipeline();
      for (const [slot, userId] of held) batch.zrem(keyOf(userId), slot);
      held.clear();
      await batch.exec().catch(() => undefined);
    },
  };
}
