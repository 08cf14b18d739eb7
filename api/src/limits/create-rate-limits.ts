// The rate limits of one app: shared through Redis when REDIS_URL is set (every instance counts in
// the same keys), in this process otherwise.
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { connectRedis } from '../graphql/pubsub.ts';
import type { Logger } from '../logger.ts';
import { policiesFrom } from './policies.ts';
import { RateLimits } from './rate-limits.ts';

export async function createRateLimits(
  config: Config,
  logger: Logger,
): Promise<{ limits: RateLimits; redis?: Redis; close(): Promise<void> }> {
  const policies = policiesFrom(config);
  if (!config.redisUrl) return { limits: new RateLimits(policies), close: async () => undefined };
  const redis = await connectRedis(config.redisUrl, 'limits', logger);
  return {
    limits: new RateLimits(policies, { redis, namespace: config.redisNamespace }),
    // Also the store of the other shared counts (the subscription slots).
    redis,
    close: () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
  };
}
