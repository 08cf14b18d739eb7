// Who a request is from, for every path that reads it (the GraphQL context, so GraphQL and REST, and
// the plain-HTTP audio routes): a personal access token when it carries `Authorization: Bearer`
// (its cookies are then ignored), else the session cookie. A token that is not live is refused
// outright (401) rather than read as signed out, so a script learns its token stopped working.
import type { IncomingMessage } from 'node:http';
import type { User } from '../../../generated/prisma/client.ts';
import { AppError } from '../../graphql/errors.ts';
import type { CookieJar } from '../../http/cookie-jar.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import type { TokenScope } from '#shared/inputs/tokens.inputs.ts';
import { limited } from '../../limits/rate-limited.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import type { SessionHandle, SessionManager } from '../auth/session.ts';
import { authenticateToken, bearerToken } from './tokens.service.ts';

export interface RequestViewer {
  user: User;
  /** The browser session, when signed in by cookie. */
  session: SessionHandle | null;
  /** The personal access token, when the request carried one. */
  token: { id: number; scope: TokenScope } | null;
}

export async function requestViewer(
  services: { sessions: SessionManager; limits: RateLimits },
  req: IncomingMessage,
  jar: CookieJar | null,
): Promise<RequestViewer | null> {
  const bearer = bearerToken(req.headers.authorization);
  if (bearer !== undefined) {
    const locale = pickLocale(req.headers['accept-language']);
    const auth = await authenticateToken(bearer);
    if (!auth) throw new AppError('UNAUTHENTICATED', m.error_token_invalid({}, { locale }));
    // Each token has its own allowance per minute, counted on every instance (limits/policies.ts).
    await limited(locale, () => services.limits.consume('tokenRequests', String(auth.token.id)));
    return { user: auth.user, session: null, token: auth.token };
  }
  const signedIn = await services.sessions.read(req, jar);
  return signedIn && { user: signedIn.user, session: signedIn.session, token: null };
}
