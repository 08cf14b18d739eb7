// Password hashing with argon2id at OWASP's recommended minimum cost (19 MiB, 2 passes), which keeps a
// sign-in around 30 ms on this class of machine while making offline guessing expensive. Every hash
// and check goes through one bounded pool (lib/bounded-pool.ts): at most two at once (libuv has four
// threads, and the rest of the server needs some), at most 256 waiting (200 sign-ins at once fit);
// beyond that, PoolFullError.
import argon2 from 'argon2';
import { BoundedPool } from '../../lib/bounded-pool.ts';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const pool = new BoundedPool(2, 256);

export function hashPassword(password: string): Promise<string> {
  return pool.run(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return pool.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= argon2.hash('no account has this password', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
