// Live events for GraphQL subscriptions. In one process an in-memory event target is enough; with
// several API instances (REDIS_URL set) events travel through Redis pub/sub, so a change made through
// one instance reaches the sockets held by another.
//
// Topics are per user ("<namespace>.dreamChanged:<userId>"): a subscriber only ever listens to its
// own user's topic, and the subscription resolver checks the owner of each event again.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type Repeater } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export type DreamChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

/** Ids only (no rows): the payload crosses Redis as JSON, and subscribers read the dream fresh. */
export interface DreamChangedEvent {
  kind: DreamChangeKind;
  userId: number;
  dreamId: number;
}

export interface AppPubSub {
  publishDreamChanged(event: DreamChangedEvent): void;
  subscribeDreamChanged(userId: number): Repeater<DreamChangedEvent>;
  close(): Promise<void>;
}

export interface PubSubOptions {
  /** redis://... to share events between instances; absent keeps them in this process. */
  redisUrl?: string;
  /** Prefix of every topic, so several deployments (or test runs) can share one Redis. */
  namespace?: string;
  logger?: Logger;
}

type Topics = Record<string, [userId: number, event: DreamChangedEvent]>;

/** Connects a Redis client now, so a wrong REDIS_URL fails the start instead of the first event. */
async function connectRedis(url: string, role: string, logger: Logger | undefined): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `oneiro-${role}` });
  let lastLogged = 0;
  client.on('error', (error: Error) => {
    // ioredis reconnects by itself; log at most every 10 s instead of once per retry.
    if (Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      logger?.error({ err: error, role }, 'redis connection error');
    }
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Cannot connect to Redis at REDIS_URL (${role}): ${(error as Error).message}`);
  }
  return client;
}

export async function createAppPubSub(options: PubSubOptions = {}): Promise<AppPubSub> {
  const topic = `${options.namespace ?? 'oneiro'}.dreamChanged`;
  let clients: Redis[] = [];
  let pubsub;
  if (options.redisUrl) {
    // A connection in subscriber mode can do nothing else, hence two.
    const [publishClient, subscribeClient] = await Promise.all([
      connectRedis(options.redisUrl, 'publish', options.logger),
      connectRedis(options.redisUrl, 'subscribe', options.logger),
    ]);
    clients = [publishClient, subscribeClient];
    pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  } else {
    pubsub = createPubSub<Topics>();
  }
  return {
    publishDreamChanged(event) {
      pubsub.publish(topic, event.userId, event);
    },
    subscribeDreamChanged(userId) {
      return pubsub.subscribe(topic, userId);
    },
    async close() {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
      clients = [];
    },
  };
}
