// Every HTTP request in one place, in the order the checks apply: host, probes, origin, then
// /graphql, the Stripe webhook, recordings, REST, and the web client (GraphiQL's assets, the
// development outbox, the app with its SPA fallback). Errors become the API's coded answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { database } from '../db/current.ts';
import type { AppServices } from '../graphql/context.ts';
import { AppError, notFound, unexpected } from '../graphql/errors.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import type { Logger } from '../logger.ts';
import { handleAudioRoute } from '../modules/audio/audio.http.ts';
import { readCookie } from '../modules/auth/session.ts';
import type { StripeClient } from '../modules/billing/stripe-client.ts';
import { handleStripeWebhook, WEBHOOK_PATH } from '../modules/billing/webhook.ts';
import { DEV_OUTBOX_PATH, sendDevOutbox } from './dev-outbox.ts';
import { GRAPHIQL_ASSETS_PATH, graphiqlAssetsDir } from './graphiql.ts';
import type { GraphQLHttpHandler } from './graphql-http.ts';
import {
  clientIp,
  isAllowedHost,
  isAllowedOrigin,
  parseRequestUrl,
  servedOverHttps,
  type RequestPolicy,
} from './request.ts';
import { logRequest } from './request-log.ts';
import { abortOnDisconnect } from './response-stream.ts';
import type { RestHandler } from './rest.ts';
import { sendError, sendJson } from './responses.ts';
import { appContentSecurityPolicy, serveFile, serveWebApp } from './static-files.ts';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Sent only when the app is served over https: browsers ignore it over plain http, and there it
 * would promise what the deployment does not keep. A year, the subdomains too, as commonly advised.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The app records dreams with the microphone, its own pages only. With billing on, Stripe's card
 * frames may offer the browser's payment sheet; nothing else is ever asked for.
 */
export function permissionsPolicy(billing: boolean): string {
  const payment = billing ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return `microphone=(self), camera=(), geolocation=(), usb=(), ${payment}`;
}

export interface HttpHandlerDeps {
  config: Config;
  services: AppServices;
  policy: RequestPolicy;
  logger: Logger;
  stripe: StripeClient | undefined;
  handleGraphQL: GraphQLHttpHandler;
  handleRest: RestHandler;
  webDistDir: string;
}

export function createHttpHandler(deps: HttpHandlerDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { config, services, policy, logger, stripe, handleGraphQL, handleRest, webDistDir } = deps;
  const appCsp = appContentSecurityPolicy({ publicUrl: config.publicUrl, stripe: config.stripe !== undefined });
  const permissions = permissionsPolicy(config.stripe !== undefined);
  return handle;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseRequestUrl(req);
    const path = url?.pathname ?? '/';
    logRequest(logger, req, res, path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Permissions-Policy', permissions);
    if (servedOverHttps(req, policy)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
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
      const hasSessionCookie = readCookie(req.headers.cookie, services.sessions.cookieName(req)) !== undefined;
      return await serveWebApp(req, res, webDistDir, path, appCsp, hasSessionCookie);
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
}
