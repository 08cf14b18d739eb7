// Builds the GraphQL context of a request, the same way for HTTP, REST and websockets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickLocale } from '#shared/i18n/locale.ts';
import { responseCookieJar } from '../http/cookie-jar.ts';
import { clientIp, type RequestPolicy } from '../http/request.ts';
import { recordActivity } from '../modules/admin/activity.ts';
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
  const cookies = res ? responseCookieJar(res) : null;
  const signedIn = await deps.services.sessions.read(req, cookies);
  // Last activity for the admin dashboard (throttled: a write every few minutes per user at most).
  if (signedIn) await recordActivity(signedIn.user);
  return {
    viewer: signedIn?.user ?? null,
    session: signedIn?.session ?? null,
    locale: pickLocale(req.headers['accept-language']),
    ip: clientIp(req, deps.policy),
    cookies,
    req,
    services: deps.services,
    billingEnabled: deps.billingEnabled,
    signal,
  };
}
