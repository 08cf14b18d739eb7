// buildApp(): one HTTP server for the web client, the REST API, GraphQL (HTTP and websocket),
// GraphiQL's assets and the health checks. Separate from listening, so tests start it on a free port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { database, setDatabase } from './db/current.ts';
import { migrate } from './db/migrate.ts';
import type { AppServices } from './graphql/context.ts';
import { createAppPubSub } from './graphql/pubsub.ts';
import { AppError, notFound, unexpected } from './graphql/errors.ts';
import { messages as m, pickLocale } from './i18n/locale.ts';
import { createLogger, type Logger } from './logger.ts';
import { AudioStore } from './modules/audio/audio-store.ts';
import { handleAudioRoute } from './modules/audio/audio.http.ts';
import { AUDIO_LIMITS } from './modules/audio/audio.inputs.ts';
import { removeUnattachedAudio } from './modules/audio/audio.service.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { RegistrationLimiter } from './modules/auth/registration-limiter.ts';
import { TrustedDevices } from './modules/auth/trusted-device.ts';
import { readCookie, SESSION_COOKIE, SessionManager } from './modules/auth/session.ts';
import { InterpretationGenerator } from './modules/interpretations/generation.ts';
import { storeAiInterpretation } from './modules/interpretations/interpretations.service.ts';
import { createInterpretationProvider } from './providers/ai/index.ts';
import { GRAPHIQL_ASSETS_PATH, graphiqlAssetsDir, graphiqlContentSecurityPolicy } from './http/graphiql.ts';
import { sendBody } from './http/compression.ts';
import { createTranscriber } from './providers/transcription/transcriber.ts';
import { createGraphQLFastPath } from './http/graphql-fast-path.ts';
import { readMultipartOperations } from './http/graphql-multipart.ts';
import { createGraphQLServer, type ServerContext } from './http/graphql-server.ts';
import {
  clientIp,
  isAllowedHost,
  isAllowedOrigin,
  isSecureRequest,
  parseRequestUrl,
  readBody,
  type RequestPolicy,
} from './http/request.ts';
import { abortOnDisconnect, pipeResponseBody } from './http/response-stream.ts';
import { checkJsonText } from './http/json-input.ts';
import { logRequest } from './http/request-log.ts';
import { createRestHandler } from './http/rest.ts';
import { sendError, sendJson } from './http/responses.ts';
import { APP_CSP, APP_CSP_WITH_STRIPE, serveFile, serveWebApp } from './http/static-files.ts';
import { attachWebSocketServer } from './http/websocket.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { createShortcutHits, type ShortcutHits } from './lib/shortcut-hits.ts';
import { DEV_OUTBOX_PATH, sendDevOutbox } from './http/dev-outbox.ts';
import { Mailer } from './modules/account/mailer.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import { createStripeClient } from './modules/billing/stripe-client.ts';
import { handleStripeWebhook, WEBHOOK_PATH } from './modules/billing/webhook.ts';
import { grantAdmins } from './modules/admin/admin-roles.ts';
import { configuredServices } from './modules/admin/platform-status.ts';
import { UsageRollupJob } from './modules/admin/usage-rollup.ts';
import { startElementsBackfill } from './modules/insights/elements-backfill.ts';
import { createMailProvider } from './providers/mail/index.ts';

export interface App {
  server: Server;
  services: AppServices;
  logger: Logger;
  /** How often each performance shortcut was taken (for tests; never sent to clients). */
  shortcutHits: ShortcutHits;
  /** HTTP requests whose handling has not finished (tests check that a client that left leaves none). */
  readonly requestsInFlight: number;
  start(port?: number, host?: string): Promise<string>;
  stop(): Promise<void>;
}

const UNATTACHED_AUDIO_MS = 24 * 3600_000;
const AUDIO_SWEEP_INTERVAL_MS = 3600_000;
const AUDIO_FIRST_SWEEP_MS = 60_000;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export async function buildApp(config: Config, options: { logger?: Logger } = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const applied = await migrate(config.databaseUrl);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const shortcutHits = createShortcutHits();
  setDatabase(await openDatabase(config.databaseUrl, { reader: config.shortcuts.sqliteFastReads, hits: shortcutHits }));

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
  };
  const pubsub = await createAppPubSub({ redisUrl: config.redisUrl, namespace: config.redisNamespace, logger });
  const isSecure = (req: IncomingMessage) => config.publicUrl?.protocol === 'https:' || isSecureRequest(req, policy);
  const stripe = config.stripe ? await createStripeClient(config.stripe) : undefined;
  const mail = createMailProvider(config.mail, { logger, production: config.env === 'production' });
  const services: AppServices = {
    sessions: new SessionManager({ secret, ttlSeconds: config.sessionTtlSeconds, isSecureRequest: isSecure }),
    loginLimiter: new LoginLimiter(config.loginLimits),
    trustedDevices: new TrustedDevices(secret, isSecure),
    registrationLimiter: new RegistrationLimiter(config.registrationsPerIpPerHour),
    pubsub,
    mailer: new Mailer(mail.provider, mail.outbox, logger, config.publicUrl),
    generator: new InterpretationGenerator({
      provider: createInterpretationProvider(config.ai, { logger }),
      pubsub,
      logger,
      limits: config.aiLimits,
      store: (request, text) =>
        storeAiInterpretation(request.dreamId, request.userId, request.type, text, request.locale),
    }),
    audio: {
      store: new AudioStore(resolve(config.dataDir, 'audio'), config.audioQuotaBytes),
      transcriber: createTranscriber(config.transcription),
    },
    billing: stripe && config.stripe ? new BillingService(stripe, config.stripe, logger) : undefined,
    usageRollup: new UsageRollupJob(database, logger),
    configuredServices: configuredServices(config),
  };
  if (config.adminUsernames.length > 0) {
    const missing = await grantAdmins(config.adminUsernames);
    if (missing.length > 0) logger.warn({ usernames: missing }, 'ADMIN_USERNAMES: no account has these usernames');
  }
  // Catches up the days missed while no server ran, then runs after each midnight UTC.
  services.usageRollup.start();
  const elementsBackfill = startElementsBackfill(logger);
  // Recordings uploaded but never attached to a dream (the dream was not saved) go after a day.
  const sweepAudio = () =>
    void removeUnattachedAudio(services.audio.store, UNATTACHED_AUDIO_MS).catch((error: unknown) =>
      logger.error({ err: error }, 'removing unattached recordings failed'),
    );
  const audioSweeper = setInterval(sweepAudio, AUDIO_SWEEP_INTERVAL_MS);
  audioSweeper.unref();
  // Also soon after start, off the start path: a server restarted more often than hourly would
  // otherwise never sweep.
  const firstAudioSweep = setTimeout(sweepAudio, AUDIO_FIRST_SWEEP_MS);
  firstAudioSweep.unref();
  if (!config.ai.openai)
    logger.info('interpretations: the built-in offline interpreter (set OPENAI_API_KEY to use a model)');
  // Without a payment provider nothing can be sold, so every account has full access.
  const yoga = createGraphQLServer(
    config,
    { services, policy, billingEnabled: config.billingEnabled },
    logger,
    shortcutHits,
  );
  const handleRest = createRestHandler(yoga, policy, logger);
  const tryFastPath = config.shortcuts.graphqlFastPath ? createGraphQLFastPath(yoga, shortcutHits) : undefined;
  const webDistDir = resolve(config.webDistDir);
  if (!existsSync(resolve(webDistDir, 'index.html'))) {
    logger.warn({ webDistDir }, 'the web client is not built: run `npm run build` (or `npm start`, which builds it)');
  }

  async function handleGraphQL(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    signal: AbortSignal,
  ): Promise<void> {
    const locale = pickLocale(req.headers['accept-language']);
    let body: string | undefined;
    let multipartOperations: ServerContext['multipartOperations'];
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (req.method === 'POST' && type === 'multipart/form-data') {
      // A GraphQL multipart request (uploadAudio), read by graphql-upload. The Origin check above
      // already refused a cross-site form.
      multipartOperations = await readMultipartOperations(
        req,
        res,
        { maxFileBytes: AUDIO_LIMITS.maxBytes, maxFieldBytes: policy.maxBodyBytes },
        locale,
      );
    } else if (req.method === 'POST') {
      if (type !== 'application/json' && type !== 'application/graphql-response+json') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.error_json_required({}, { locale }));
      }
      body = await readBody(req, policy, locale);
      checkJsonText(body, locale);
      if (tryFastPath && (await tryFastPath(req, res, body, signal))) return;
    } else {
      const variables = url.searchParams.get('variables');
      if (variables) checkJsonText(variables, locale);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // The body was read here (a multipart one by graphql-upload); Yoga gets what was read.
    headers.delete('content-length');
    // The request's work ends when its client leaves (execution stops on this signal).
    const response = await yoga.fetch(new Request(url, { method: req.method, headers, body, signal }), {
      req,
      res,
      multipartOperations,
      signal,
    });
    if (signal.aborted) return void res.destroy();
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value);
    });
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      const html = await response.text();
      res.setHeader('Content-Security-Policy', graphiqlContentSecurityPolicy(html));
      res.writeHead(response.status);
      res.end(html);
      return;
    }
    // A GraphQL result is finite JSON: sent whole, compressed when large. Anything else (a stream)
    // is piped and stops when its client leaves.
    if (response.headers.get('content-type')?.includes('json')) {
      await sendBody(res, response.status, {}, Buffer.from(await response.arrayBuffer()));
      return;
    }
    res.writeHead(response.status);
    await pipeResponseBody(response, res, signal);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseRequestUrl(req);
    const path = url?.pathname ?? '/';
    logRequest(logger, req, res, path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    /** Aborts when an API request's client leaves before its answer is written: its work stops. */
    let clientGone: AbortSignal | undefined;
    try {
      const locale = pickLocale(req.headers['accept-language']);
      if (!url) throw new AppError('BAD_REQUEST', m.error_host_malformed({}, { locale }));
      // Probes reach an instance by its own address, and these two answers reveal nothing.
      if (path !== '/health' && path !== '/ready' && !isAllowedHost(url.host, policy)) {
        throw new AppError('MISDIRECTED_REQUEST', m.error_host_not_allowed({}, { locale }));
      }
      if (path === '/health') return sendJson(res, 200, { status: 'ok' });
      if (path === '/ready') {
        try {
          await database().prisma.$queryRaw`SELECT 1`;
          return sendJson(res, 200, { status: 'ready' });
        } catch (error) {
          logger.error({ err: error }, 'readiness check failed');
          return sendJson(res, 503, { status: 'unavailable' });
        }
      }
      const isApi = path === '/graphql' || path.startsWith('/api/');
      if (isApi && req.method !== 'GET' && req.method !== 'HEAD' && !isAllowedOrigin(req, policy)) {
        throw new AppError('FORBIDDEN', m.error_origin({}, { locale: pickLocale(req.headers['accept-language']) }));
      }
      if (isApi) {
        const signal = (clientGone = abortOnDisconnect(res));
        if (path === '/graphql') return await handleGraphQL(req, res, url, signal);
        if (path === WEBHOOK_PATH && stripe && services.billing && config.stripe) {
          if (req.method !== 'POST') {
            res.setHeader('Allow', 'POST');
            throw new AppError('METHOD_NOT_ALLOWED', m.error_method_not_allowed({}, { locale }));
          }
          const deps = {
            stripe,
            billing: services.billing,
            webhookSecret: config.stripe.webhookSecret,
            policy,
            logger,
          };
          return await handleStripeWebhook(req, res, deps);
        }
        if (await handleAudioRoute(req, res, path, { ...services.audio, sessions: services.sessions, policy })) return;
        if (await handleRest(req, res, url, signal)) return;
        throw notFound(pickLocale(req.headers['accept-language']));
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        throw new AppError(
          'METHOD_NOT_ALLOWED',
          m.error_method_not_allowed({}, { locale: pickLocale(req.headers['accept-language']) }),
        );
      }
      // Development only: production never lists mails, whatever the provider.
      const devOutbox = config.env === 'production' ? undefined : services.mailer.outbox;
      if (path === DEV_OUTBOX_PATH && devOutbox) return sendDevOutbox(res, devOutbox);
      if (path.startsWith(GRAPHIQL_ASSETS_PATH)) {
        const served = await serveFile(
          req,
          res,
          graphiqlAssetsDir,
          path.slice(GRAPHIQL_ASSETS_PATH.length - 1),
          'public, max-age=86400',
        );
        if (!served) sendError(res, notFound(pickLocale(req.headers['accept-language'])));
        return;
      }
      const hasSessionCookie = readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
      const csp = config.stripe ? APP_CSP_WITH_STRIPE : APP_CSP;
      return await serveWebApp(req, res, webDistDir, path, csp, hasSessionCookie);
    } catch (error) {
      // The client left and its work was stopped: nobody to answer, nothing unexpected to log.
      if (res.headersSent || clientGone?.aborted) {
        res.destroy();
      } else if (error instanceof AppError) {
        sendError(res, error);
      } else {
        logger.error({ err: error, ip: clientIp(req, policy) }, 'request failed unexpectedly');
        sendError(res, unexpected(pickLocale(req.headers['accept-language'])));
      }
    }
  }

  let requestsInFlight = 0;
  const server = createServer((req, res) => {
    requestsInFlight += 1;
    void handle(req, res).finally(() => (requestsInFlight -= 1));
  });
  // An idle keep-alive connection is closed after this long. A client that sends its next request
  // just as the server closes the socket gets ECONNRESET: browsers retry, API clients do not (a
  // browser test's request after a 5 s generation hit exactly that with Node's default of 5 s). So the
  // server waits longer than clients and proxies keep idle connections (proxies commonly 60 s), and
  // lets them close first. Idle connections still close at once on stop.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const websockets = attachWebSocketServer(server, yoga, services, policy, config.subscriptionLimits);

  return {
    server,
    services,
    logger,
    shortcutHits,
    get requestsInFlight() {
      return requestsInFlight;
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
          resolveStart(url);
        });
      });
    },
    async stop() {
      // Stop accepting, let requests in flight finish (idle keep-alive sockets are closed now),
      // close the websockets, then the database.
      clearInterval(audioSweeper);
      clearTimeout(firstAudioSweep);
      await services.usageRollup.stop();
      await elementsBackfill.stop();
      const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      server.closeIdleConnections();
      await websockets.close();
      await services.generator.stop();
      await services.pubsub.close();
      const forced = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(forced);
      await database().close();
      setDatabase(undefined);
    },
  };
}
