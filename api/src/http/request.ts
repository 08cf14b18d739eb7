// Facts about an incoming request that several handlers need: who sent it, over what, from which
// site, and its body (bounded and JSON only).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { AppError } from '../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { checkJsonValue } from './json-input.ts';

export interface RequestPolicy {
  trustProxy: boolean;
  allowedOrigins: string[];
  maxBodyBytes: number;
  /** Host names (with port when not the scheme's default) this server answers for; see hostPolicy. */
  allowedHosts: string[];
  /** Loopback names (localhost, 127.0.0.1, [::1]) on any port are accepted too. */
  allowLoopbackHosts: boolean;
  /**
   * PUBLIC_URL is https: people reach the app over https only (usually through a proxy that ends
   * TLS), so the app's own origin is https whatever the connection to this process was.
   */
  publicHttps: boolean;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Host header as `URL.host` writes it (lower case, default port dropped), or null when it is not
 * a valid host: `new URL` would otherwise throw from deep inside a handler.
 */
export function normalizedHost(host: string | undefined): string | null {
  if (!host || /[\s/?#@\\]/.test(host)) return null;
  try {
    const url = new URL(`http://${host}`);
    return url.host;
  } catch {
    return null;
  }
}

/**
 * The request's URL under its own Host, or null when either is malformed (a bad Host, or a target
 * that is not a path: absolute-form targets would name another host than the header).
 */
export function parseRequestUrl(req: IncomingMessage): URL | null {
  const host = normalizedHost(req.headers.host);
  const target = req.url ?? '/';
  if (!host || !target.startsWith('/')) return null;
  try {
    return new URL(`http://${host}${target}`);
  } catch {
    return null;
  }
}

/**
 * Whether the request names a host this server answers for. A DNS-rebinding page reaches the server
 * under the attacker's name with a matching Origin, so the Origin check alone cannot refuse it: the
 * Host must be ours.
 */
export function isAllowedHost(host: string, policy: RequestPolicy): boolean {
  if (policy.allowedHosts.includes(host)) return true;
  if (!policy.allowLoopbackHosts) return false;
  return LOOPBACK_HOSTNAMES.has(new URL(`http://${host}`).hostname);
}

/**
 * The client's address. Behind a trusted proxy, the last X-Forwarded-For entry: the one the proxy
 * itself added. Earlier entries come from the client and could name any address, which would let
 * one client spread its attempts over as many per-IP budgets as it likes.
 */
export function clientIp(req: IncomingMessage, policy: RequestPolicy): string {
  if (policy.trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Whether the request itself arrived over TLS: directly, or through a trusted proxy that says so. */
export function isSecureRequest(req: IncomingMessage, policy: RequestPolicy): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  return policy.trustProxy && req.headers['x-forwarded-proto'] === 'https';
}

/**
 * Whether the app is served over https for this request: its public address is https, or the
 * request came over TLS. Decides the app's own origin, HSTS and the session cookie's name.
 */
export function servedOverHttps(req: IncomingMessage, policy: RequestPolicy): boolean {
  return policy.publicHttps || isSecureRequest(req, policy);
}

/**
 * Browsers send Origin on cross-site requests: one that is neither this host nor an allowed origin is
 * refused, which (with JSON-only bodies and SameSite cookies) closes cross-site request forgery.
 * Requests without Origin come from same-origin navigations or non-browser clients.
 */
export function isAllowedOrigin(req: IncomingMessage, policy: RequestPolicy): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (policy.allowedOrigins.includes(origin)) return true;
  const host = normalizedHost(req.headers.host);
  if (!host) return false;
  // Scheme, host and port: https://example:3000 is another site than http://example:3000. With an
  // https public address a plain-http page of the same name (a network attacker's) is another site.
  const ownOrigin = `${servedOverHttps(req, policy) ? 'https' : 'http'}://${host}`;
  try {
    return new URL(origin).origin === new URL(ownOrigin).origin;
  } catch {
    return false;
  }
}

function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/**
 * How much of a refused body (413) is still read and thrown away, so that its client reads the
 * answer: twice the largest body any route takes (a recording's upload, about 33 MB), and a time
 * a client on a fair link needs for that. Past either the connection is cut, so a client that sends
 * forever cannot hold it.
 */
export const REFUSED_BODY_DRAIN = { maxBytes: 64 * 1024 * 1024, maxMs: 15_000 };

/**
 * Answers a request whose body was refused before it was read to the end (413), then reads the
 * rest of that body and throws it away before the connection closes (`Connection: close`: nothing
 * valid can follow). Closing at once would be cheaper, but a socket closed with data still unread
 * sends a reset, and the client's system drops an answer its program had not read yet on a reset:
 * one 5 MB dream in three saw "connection reset" instead of the 413 and its message. So the answer
 * goes out at once (a client that reads early can stop sending), but the response is ended, which
 * is when the server closes the connection, only once the body is over; past REFUSED_BODY_DRAIN
 * the socket is destroyed instead.
 */
export function sendThenDrain(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string,
  drain = REFUSED_BODY_DRAIN,
): void {
  const req = res.req;
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'Content-Length': bytes.length, Connection: 'close' });
  res.write(bytes);
  if (req.readableEnded || req.destroyed) {
    res.end();
    return;
  }
  // Captured now: the response lets go of its socket once it ends.
  const socket = req.socket;
  let drained = 0;
  const stop = () => {
    clearTimeout(timer);
    req.off('data', discard);
    req.off('end', finish);
    socket.off('close', stop);
  };
  const giveUp = () => {
    stop();
    socket.destroy();
  };
  const finish = () => {
    stop();
    res.end();
  };
  const discard = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > drain.maxBytes) giveUp();
  };
  const timer = setTimeout(giveUp, drain.maxMs);
  timer.unref();
  req.on('data', discard);
  req.once('end', finish);
  socket.once('close', stop);
  // The reader that refused the body paused it (or never started): flow again, into `discard`.
  req.resume();
}

function tooLarge(locale: Locale): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', m.error_body_too_large({}, { locale }));
}

/**
 * Reads a body of at most maxBodyBytes, counting as it reads (Content-Length can lie or be absent).
 * Past the limit it stops reading but leaves the request open (a `for await` would destroy it, and
 * the socket with it): the 413 is sent, then the rest drained (sendThenDrain).
 */
export function readBody(req: IncomingMessage, policy: RequestPolicy, locale: Locale): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > policy.maxBodyBytes) return Promise.reject(tooLarge(locale));
  // Already read (its 'end' will not come again): nothing more, as an iterator would say.
  if (req.readableEnded) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', take);
      req.off('end', end);
      req.off('error', fail);
      req.off('close', closed);
    };
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= policy.maxBodyBytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      reject(tooLarge(locale));
    };
    const end = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const fail = (error: Error) => {
      stop();
      reject(error);
    };
    // The client left before the end of its body (an 'error' usually comes first).
    const closed = () => fail(new Error('the request closed before its body was read'));
    req.on('data', take);
    req.once('end', end);
    req.once('error', fail);
    req.once('close', closed);
  });
}

/**
 * A request's JSON body: absent or empty is `undefined`; anything that is not declared JSON is 415
 * (a cross-site HTML form can only send form encodings); malformed JSON is 400.
 */
export async function readJsonBody(req: IncomingMessage, policy: RequestPolicy, locale: Locale): Promise<unknown> {
  if (req.headers['content-type'] !== undefined && !isJson(req)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.error_json_required({}, { locale }));
  }
  const text = await readBody(req, policy, locale);
  if (text.trim() === '') return undefined;
  if (!isJson(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.error_json_required({}, { locale }));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_USER_INPUT', m.error_malformed_json({}, { locale }));
  }
  checkJsonValue(value, locale);
  return value;
}
