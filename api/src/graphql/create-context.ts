// Builds the GraphQL context of a request, the same way for HTTP, REST and websockets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickLocale, type Locale } from '#shared/i18n/locale.ts';
import { responseCookieJar } from '../http/cookie-jar.ts';
import { clientIp, type RequestPolicy } from '../http/request.ts';
import { recordActivity } from '../modules/admin/activity.ts';
import { requestViewer } from '../modules/tokens/request-viewer.ts';
import type { AppServices, GraphQLContext } from './context.ts';

export interface ContextDeps {
  services: AppServices;
  policy: RequestPolicy;
  billingEnabled: boolean;
}

export async function createContext(
  deps: ContextDeps,
  req: IncomingMessage,
  res: ServerResponse | undefined,
  // Without a client to lose (the websocket: graphql-ws ends a closed socket's operations), a signal
  // that never aborts, one per context: the executor leaves a listener on it for each execution, so a
  // shared one would collect them forever.
  signal: AbortSignal = new AbortController().signal,
): Promise<GraphQLContext> {
  const locale = pickLocale(req.headers['accept-language']);
  // Cookies are only set for a browser's session, never in answer to a token.
  const cookies = res && !req.headers.authorization ? responseCookieJar(res) : null;
  const viewer = await requestViewer(deps.services, req, cookies);
  // Last activity for the admin dashboard (throttled: a write every few minutes per user at most).
  if (viewer) await recordActivity(viewer.user);
  return {
    ...base(deps, req, locale, signal),
    viewer: viewer?.user ?? null,
    session: viewer?.session ?? null,
    token: viewer?.token ?? null,
    cookies,
  };
}

function base(deps: ContextDeps, req: IncomingMessage, locale: Locale, signal: AbortSignal) {
  return {
    locale,
    ip: clientIp(req, deps.policy),
    req,
    services: deps.services,
    billingEnabled: deps.billingEnabled,
    signal,
  };
}
