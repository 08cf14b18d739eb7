// Where a request's Set-Cookie headers go. Its own module so that sessions (modules/auth/session.ts)
// and the resolver context (graphql/context.ts) both depend on it rather than on each other.
import type { ServerResponse } from 'node:http';

export interface CookieJar {
  set(cookie: string): void;
}

export function responseCookieJar(res: ServerResponse): CookieJar {
  return { set: (cookie) => res.appendHeader('Set-Cookie', cookie) };
}
