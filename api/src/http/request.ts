// Facts about an incoming request that several handlers need: who sent it, over what, from which
// site, and its body (bounded and JSON only).
import type { IncomingMessage, ServerResponse } from 'node:http';
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

export function isSecureRequest(req: IncomingMessage, policy: RequestPolicy): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return policy.trustProxy && req.headers['x-forwarded-proto'] === 'https';
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
  // Scheme, host and port: https://example:3000 is another site than http://example:3000.
  const ownOrigin = `${isSecureRequest(req, policy) ? 'https' : 'http'}://${host}`;
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
 * For a refused body that was not read to the end: the answer goes out, then the connection closes,
 * rather than reading (or draining) the rest of a body the client may keep sending for minutes.
 */
export function closeAfterResponse(req: IncomingMessage, res: ServerResponse): void {
  // Captured now: by the time the timer fires the response may have let go of it.
  const socket = req.socket as typeof req.socket | null;
  res.setHeader('Connection', 'close');
  req.pause();
  res.once('finish', () => {
    // A short grace lets the answer reach the client before the reset that unread data causes.
    setTimeout(() => socket?.destroy(), 200).unref();
  });
}

/** Reads a body of at most maxBodyBytes, counting as it reads (Content-Length can lie or be absent). */
export async function readBody(req: IncomingMessage, policy: RequestPolicy, locale: Locale): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > policy.maxBodyBytes) throw new AppError('PAYLOAD_TOO_LARGE', m.error_body_too_large({}, { locale }));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > policy.maxBodyBytes) throw new AppError('PAYLOAD_TOO_LARGE', m.error_body_too_large({}, { locale }));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
