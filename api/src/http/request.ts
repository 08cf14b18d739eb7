// Facts about an incoming request that several handlers need: who sent it, over what, from which
// site, and its body (bounded and JSON only).
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { AppError } from '../graphql/errors.ts';
import { messages as m, type Locale } from '../i18n/locale.ts';

export interface RequestPolicy {
  trustProxy: boolean;
  allowedOrigins: string[];
  maxBodyBytes: number;
}

export function clientIp(req: IncomingMessage, policy: RequestPolicy): string {
  if (policy.trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
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
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
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
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_USER_INPUT', m.error_malformed_json({}, { locale }));
  }
}
