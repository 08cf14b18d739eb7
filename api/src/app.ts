// buildApp(): one HTTP server for the web client, the REST API, GraphQL (HTTP and websocket),
// GraphiQL's assets and the health checks. Separate from listening, so tests start it on a free port.
// It only composes: the database, the providers and services, the background jobs, then HTTP. Each
// piece is wired where it lives (services.ts, http/http-handler.ts, the modules' jobs).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { database, setDatabase } from './db/current.ts';
import { migrate } from './db/migrate.ts';
import type { AppServices } from './graphql/context.ts';
import { createAppPubSub } from './graphql/pubsub.ts';
import { createLogger, type Logger } from './logger.ts';
import { startUnattachedAudioSweep } from './modules/audio/audio-sweep.ts';
import { closeSocketsOfEndedSessions } from './modules/auth/live-session.ts';
import { startInsightsBackfill } from './modules/insights/elements-backfill.ts';
import { grantAdmins } from './modules/admin/admin-roles.ts';
import { createStripeClient } from './modules/billing/stripe-client.ts';
import { createGraphQLFastPath } from './http/graphql-fast-path.ts';
import { createGraphQLHttpHandler } from './http/graphql-http.ts';
import { createGraphQLServer } from './http/graphql-server.ts';
import { createHttpHandler } from './http/http-handler.ts';
import { createConnectionDrain } from './http/connection-drain.ts';
import { servedOverHttps, type RequestPolicy } from './http/request.ts';
import { createRestHandler } from './http/rest.ts';
import { memorySubscriptionSlots, redisSubscriptionSlots } from './http/subscription-slots.ts';
import { attachWebSocketServer } from './http/websocket.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { createShortcutHits, type ShortcutHits } from './lib/shortcut-hits.ts';
import { createServices } from './services.ts';
import { createRateLimits } from './limits/create-rate-limits.ts';
import { startNightlyBackup } from './modules/backup/nightly-backup.ts';
import { ReminderJob } from './modules/reminders/reminder-job.ts';
import { prepareCoder } from './modules/content-codes/code-dream.ts';

export interface App {
  server: Server;
  services: AppServices;
  logger: Logger;
  /** How often each performance shortcut was taken (for tests; never sent to clients). */
  shortcutHits: ShortcutHits;
  /** HTTP requests whose handling has not finished (tests check that a client that left leaves none). */
  readonly requestsInFlight: number;
  /** Subscriptions running on this instance's websockets (browser tests wait for one to listen). */
  readonly liveSubscriptions: number;
  /** The morning reminder job (tests run it at a chosen time). */
  reminderJob: ReminderJob;
  start(port?: number, host?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function buildApp(config: Config, options: { logger?: Logger } = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);

  // The database.
  const applied = await migrate(config.databaseUrl);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const shortcutHits = createShortcutHits();
  setDatabase(await openDatabase(config.databaseUrl, { reader: config.shortcuts.sqliteFastReads, hits: shortcutHits }));
  // The content coder's word lists, compiled before the server takes requests: the first save or import
  // would otherwise hold the event loop while they compile.
  prepareCoder();

  // Providers and services.
  const { secret, generated } = resolveSessionSecret(config.sessionSecret, config.dataDir);
  if (generated)
    logger.warn(
      { dataDir: config.dataDir },
      'SESSION_SECRET is not set: generated one and stored it in the data folder',
    );
  const policy: RequestPolicy = {
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    maxBodyBytes: config.maxBodyBytes,
    // Only the public host; loopback names too when no public host is configured or in development.
    allowedHosts: config.publicUrl ? [config.publicUrl.host] : [],
    allowLoopbackHosts: !config.publicUrl || config.env !== 'production',
    publicHttps: config.publicUrl?.protocol === 'https:',
  };
  const isSecure = (req: IncomingMessage) => servedOverHttps(req, policy);
  const pubsub = await createAppPubSub({ redisUrl: config.redisUrl, namespace: config.redisNamespace, logger });
  const stripe = config.stripe ? await createStripeClient(config.stripe) : undefined;
  const rateLimits = await createRateLimits(config, logger);
  const services = createServices(config, { logger, secret, isSecure, pubsub, stripe, limits: rateLimits.limits });
  if (config.adminUsernames.length > 0) {
    const missing = await grantAdmins(config.adminUsernames);
    if (missing.length > 0) logger.warn({ usernames: missing }, 'ADMIN_USERNAMES: no account has these usernames');
  }
  if (!config.ai.openai)
    logger.info('interpretations: the built-in offline interpreter (set OPENAI_API_KEY to use a model)');

  // Background jobs. The usage rollup catches up the days missed while no server ran, then runs
  // after each midnight UTC.
  services.usageRollup.start();
  const stopClosingEndedSessions = closeSocketsOfEndedSessions(pubsub, services.sessions, logger);
  // Dreams saved before insights stored their elements and content codes are read once, in the background.
  const insightsBackfill = startInsightsBackfill(logger);
  const audioSweep = startUnattachedAudioSweep(services.audio.store, logger);
  // Morning reminders: due ones are claimed in the database, so one instance sends each. Started
  // once the server listens, so the links in its mails have an address.
  const reminderJob = new ReminderJob(services.reminders, logger, config.reminders.checkMs);
  const nightlyBackup = config.backup
    ? startNightlyBackup(config, config.backup, services.audio.store.storage, logger)
    : undefined;

  // HTTP: GraphQL, REST, the web client, websockets. Without a payment provider nothing can be
  // sold, so every account has full access.
  const yoga = createGraphQLServer(
    config,
    { services, policy, billingEnabled: config.billingEnabled },
    logger,
    shortcutHits,
  );
  const webDistDir = resolve(config.webDistDir);
  if (!existsSync(resolve(webDistDir, 'index.html'))) {
    logger.warn({ webDistDir }, 'the web client is not built: run `npm run build` (or `npm start`, which builds it)');
  }
  const handle = createHttpHandler({
    config,
    services,
    policy,
    logger,
    stripe,
    handleGraphQL: createGraphQLHttpHandler(
      yoga,
      policy,
      config.shortcuts.graphqlFastPath ? createGraphQLFastPath(yoga, shortcutHits) : undefined,
    ),
    handleRest: createRestHandler(yoga, policy, logger),
    webDistDir,
  });

  let requestsInFlight = 0;
  const server = createServer((req, res) => {
    requestsInFlight += 1;
    drain.onRequest(req, res);
    void handle(req, res).finally(() => (requestsInFlight -= 1));
  });
  const drain = createConnectionDrain(server);
  // An idle keep-alive connection is closed after this long. A client that sends its next request
  // just as the server closes the socket gets ECONNRESET: browsers retry, API clients do not (a
  // browser test's request after a 5 s generation hit exactly that with Node's default of 5 s). So the
  // server waits longer than clients and proxies keep idle connections (proxies commonly 60 s), and
  // lets them close first. On stop too (http/connection-drain.ts).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const subscriptionSlots = rateLimits.redis
    ? redisSubscriptionSlots(rateLimits.redis, config.redisNamespace)
    : memorySubscriptionSlots();
  const websockets = attachWebSocketServer(
    server,
    yoga,
    services,
    policy,
    config.subscriptionLimits,
    subscriptionSlots,
  );

  return {
    server,
    services,
    logger,
    shortcutHits,
    reminderJob,
    get requestsInFlight() {
      return requestsInFlight;
    },
    get liveSubscriptions() {
      return websockets.liveSubscriptions();
    },
    start(port = config.port, host = config.host) {
      return new Promise((resolveStart, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
          const url = `http://${shownHost}:${address.port}`;
          // Links in mails need an address people can open: PUBLIC_URL when set, else this one.
          if (!config.publicUrl) services.mailer.appUrl = url;
          reminderJob.start();
          resolveStart(url);
        });
      });
    },
    async stop() {
      // A graceful stop (SIGTERM, docs in the README's "Behind a reverse proxy"): stop accepting
      // (the proxy sends new requests to another instance), close the websockets with a code the
      // client reconnects on, let requests in flight finish for up to SHUTDOWN_GRACE_MS (idle
      // keep-alive connections are left for their clients to close: http/connection-drain.ts),
      // then the background work and the database.
      const deadline = Date.now() + config.shutdownGraceMs;
      audioSweep.stop();
      await reminderJob.stop();
      await nightlyBackup?.stop();
      await insightsBackfill.stop();
      const closed = drain.drain();
      await websockets.close();
      await subscriptionSlots.close();
      const forced = setTimeout(() => drain.closeAll(), config.shutdownGraceMs);
      await closed;
      clearTimeout(forced);
      await services.usageRollup.stop();
      await services.generator.stop(Math.max(0, deadline - Date.now()));
      await stopClosingEndedSessions();
      await services.pubsub.close();
      await rateLimits.close();
      await services.audio.store.storage.close();
      await database().close();
      setDatabase(undefined);
    },
  };
}
