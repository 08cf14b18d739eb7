// Live events for GraphQL subscriptions. In one process an in-memory event target is enough; with
// several API instances (REDIS_URL set) events travel through Redis pub/sub, so a change made through
// one instance reaches the sockets held by another.
//
// Topics are per user ("<namespace>.dreamChanged:<userId>", "<namespace>.interpretationProgress:<userId>",
// "<namespace>.importProgress:<userId>"):
// a subscriber only ever listens to its own user's topic, and the resolver checks each event's owner again.
import { setMaxListeners } from 'node:events';
import { createPubSub, type Repeater } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export type DreamChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

/** Ids only (no rows): the payload crosses Redis as JSON, and subscribers read the dream fresh. */
export interface DreamChangedEvent {
  kind: DreamChangeKind;
  userId: number;
  dreamId: number;
}

export type InterpretationProgressStatus = 'GENERATING' | 'DONE' | 'FAILED';

/**
 * A generation's progress. `text` is the whole text so far (not a delta), so a subscriber that joins
 * late, on any instance, is complete with the next event; events are coalesced (see generation.ts).
 */
export interface InterpretationProgressEvent {
  userId: number;
  dreamId: number;
  type: 'JUNG_AI' | 'ROGERS_AI' | 'CBT_AI';
  status: InterpretationProgressStatus;
  text: string;
  /** Set with DONE: the stored interpretation. */
  interpretationId?: number;
  /** Set with FAILED: why (InterpretationFailed reasons, DREAM_DELETED, or STORE_FAILED when storing the text failed). */
  failure?: string;
}

/**
 * How far a journal import has got, for the page that sent it (a 5,000-dream file takes seconds).
 * CHECKING: dreams read and checked so far; WRITING: dreams written so far.
 */
export interface ImportProgressEvent {
  userId: number;
  phase: 'CHECKING' | 'WRITING';
  done: number;
  total: number;
}

/** Sessions that ended (sign-out, password change, account deletion): every instance closes their sockets. */
export interface SessionsEndedEvent {
  /** Session row ids (SHA-256 of the cookie's secret id, never the id itself). */
  sessionIds: string[];
}

export interface AppPubSub {
  publishDreamChanged(event: DreamChangedEvent): void;
  subscribeDreamChanged(userId: number): Repeater<DreamChangedEvent>;
  publishInterpretationProgress(event: InterpretationProgressEvent): void;
  subscribeInterpretationProgress(userId: number): Repeater<InterpretationProgressEvent>;
  publishImportProgress(event: ImportProgressEvent): void;
  subscribeImportProgress(userId: number): Repeater<ImportProgressEvent>;
  publishSessionsEnded(event: SessionsEndedEvent): void;
  subscribeSessionsEnded(): Repeater<SessionsEndedEvent>;
  close(): Promise<void>;
}

export interface PubSubOptions {
  /** redis://... to share events between instances; absent keeps them in this process. */
  redisUrl?: string;
  /** Prefix of every topic, so several deployments (or test runs) can share one Redis. */
  namespace?: string;
  logger?: Logger;
}

type Topics = Record<
  string,
  [userId: number, event: DreamChangedEvent | InterpretationProgressEvent | ImportProgressEvent]
>;
type SessionTopics = Record<string, [event: SessionsEndedEvent]>;

/** Connects a Redis client now, so a wrong REDIS_URL fails the start instead of the first event. */
export async function connectRedis(url: string, role: string, logger: Logger | undefined): Promise<Redis> {
  // Loaded only with REDIS_URL: one process without it never pays for the client (start time, memory).
  const { Redis } = await import('ioredis');
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

/**
 * The client as the Redis event target uses it, with the commands it sends without awaiting them
 * (publish, subscribe, unsubscribe) caught: their rejection was unhandled and ended the process. A
 * rolling restart under load showed it (api/src/http/nginx-proxy.test.ts): a subscription that ends
 * as its socket closes unsubscribes after the shutdown has closed the connection, and the instance
 * exited 1 instead of 0. While closing that is expected; otherwise an event was lost, which is logged.
 */
function withCaughtCommands(client: Redis, closing: () => boolean, logger: Logger | undefined): Redis {
  const caught = new Set<PropertyKey>(['publish', 'subscribe', 'unsubscribe']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!caught.has(property)) return value.bind(target);
      return (...args: unknown[]) =>
        (value as (...args: unknown[]) => Promise<unknown>).apply(target, args).catch((error: unknown) => {
          if (!closing()) logger?.error({ err: error, command: property }, 'redis pub/sub command failed');
        });
    },
  });
}

export async function createAppPubSub(options: PubSubOptions = {}): Promise<AppPubSub> {
  const namespace = options.namespace ?? 'oneiro';
  const dreamTopic = `${namespace}.dreamChanged`;
  const progressTopic = `${namespace}.interpretationProgress`;
  const importTopic = `${namespace}.importProgress`;
  // One topic for every instance: a session's sockets may be held by any of them.
  const sessionsEndedTopic = `${namespace}.sessionsEnded`;
  let clients: Redis[] = [];
  let closing = false;
  let eventTarget;
  if (options.redisUrl) {
    // A connection in subscriber mode can do nothing else, hence two.
    const [publishClient, subscribeClient] = await Promise.all([
      connectRedis(options.redisUrl, 'publish', options.logger),
      connectRedis(options.redisUrl, 'subscribe', options.logger),
    ]);
    clients = [publishClient, subscribeClient];
    const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
    eventTarget = createRedisEventTarget({
      publishClient: withCaughtCommands(publishClient, () => closing, options.logger),
      subscribeClient: withCaughtCommands(subscribeClient, () => closing, options.logger),
    });
  } else {
    // One listener per running subscription on a topic (a user's topic: their tabs and devices).
    // Their number is capped per socket and per user (http/websocket.ts), so Node's warning past
    // ten listeners would only be noise in the logs.
    const local = new EventTarget();
    setMaxListeners(0, local);
    eventTarget = local;
  }
  const pubsub = createPubSub<Topics>({ eventTarget });
  // The same channel, typed for the one topic that is not per user.
  const sessionPubSub = createPubSub<SessionTopics>({ eventTarget });
  return {
    publishDreamChanged(event) {
      pubsub.publish(dreamTopic, event.userId, event);
    },
    subscribeDreamChanged(userId) {
      return pubsub.subscribe(dreamTopic, userId) as Repeater<DreamChangedEvent>;
    },
    publishInterpretationProgress(event) {
      pubsub.publish(progressTopic, event.userId, event);
    },
    subscribeInterpretationProgress(userId) {
      return pubsub.subscribe(progressTopic, userId) as Repeater<InterpretationProgressEvent>;
    },
    publishImportProgress(event) {
      pubsub.publish(importTopic, event.userId, event);
    },
    subscribeImportProgress(userId) {
      return pubsub.subscribe(importTopic, userId) as Repeater<ImportProgressEvent>;
    },
    publishSessionsEnded(event) {
      sessionPubSub.publish(sessionsEndedTopic, event);
    },
    subscribeSessionsEnded() {
      return sessionPubSub.subscribe(sessionsEndedTopic);
    },
    async close() {
      closing = true;
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
      clients = [];
    },
  };
}
