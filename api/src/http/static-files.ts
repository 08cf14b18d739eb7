// The built web client (and GraphiQL's bundle) as static files. Paths that are not files get
// index.html, so the client-side router handles them (including its own not-found page).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { AppError, notFound } from '../graphql/errors.ts';
import { messages as m, pickLocale } from '#shared/i18n/locale.ts';
import { sendError } from './responses.ts';
import { acceptedEncodings, type Encoding } from './compression.ts';
import { allowingScripts, inlineScriptHashes } from './inline-scripts.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The app's own pages: no inline scripts but those the served page itself carries (by hash, added
 * when it is sent: see pagePolicy), data only from the app's own origin. Its live updates
 * are a websocket to that origin: `'self'` covers it in CSP level 3 browsers (same host and port,
 * ws or wss), and the public address's ws(s) origin is named too when it is known, for the others.
 * With billing on, the payment form needs Stripe.js (a script from js.stripe.com), its card fields
 * (iframes from js.stripe.com, a bank's check through hooks.stripe.com) and its API; nothing else is
 * opened, and nothing of Stripe's with billing off.
 */
export function appContentSecurityPolicy(options: { publicUrl: URL | undefined; stripe: boolean }): string {
  const { publicUrl, stripe } = options;
  const liveUpdates = publicUrl ? ` ${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}` : '';
  const stripeScripts = stripe ? ' https://js.stripe.com https://*.js.stripe.com' : '';
  const stripeImages = stripe ? ' https://*.stripe.com' : '';
  const stripeApi = stripe ? ' https://api.stripe.com' : '';
  const frames = stripe ? 'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; ' : '';
  return (
    `default-src 'self'; script-src 'self'${stripeScripts}; style-src 'self' 'unsafe-inline'; ` +
    `img-src 'self' data: blob:${stripeImages}; media-src 'self' blob:; ` +
    `connect-src 'self'${liveUpdates}${stripeApi}; font-src 'self' data:; ${frames}object-src 'none'; ` +
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  );
}

/** Without a public address or billing: for callers that serve no page of their own (GraphiQL's assets). */
const DEFAULT_APP_CSP = appContentSecurityPolicy({ publicUrl: undefined, stripe: false });

/** Resolves a URL path inside `root`, or undefined when it would escape it. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

interface FileInfo {
  size: number;
  mtimeMs: number;
}

async function fileInfo(path: string): Promise<FileInfo | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

// Types worth compressing; images and fonts are compressed formats already.
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The build writes `<file>.br` and `<file>.gz` beside each compressible file (web/vite-compress.ts);
 * the client gets the smallest one it accepts, else the file itself.
 */
async function pickVariant(req: IncomingMessage, path: string, info: FileInfo) {
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const variant = `${path}${ENCODED_SUFFIX[encoding]}`;
    const variantInfo = await fileInfo(variant);
    if (variantInfo) return { path: variant, info: variantInfo, encoding };
  }
  return { path, info, encoding: undefined };
}

// Each HTML file's inline-script hashes, read once per version of the file (its size and time).
const pageScripts = new Map<string, { version: string; hashes: string[] }>();

/** `policy` for the page at `path`, allowing the inline scripts of that very file (by their hash). */
async function pagePolicy(path: string, info: FileInfo, policy: string): Promise<string> {
  const version = `${info.size}-${info.mtimeMs}`;
  let known = pageScripts.get(path);
  if (known?.version !== version) {
    known = { version, hashes: inlineScriptHashes(await readFile(path, 'utf8')) };
    pageScripts.set(path, known);
  }
  return allowingScripts(policy, known.hashes);
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  info: FileInfo,
  cacheControl: string,
  contentSecurityPolicy: string,
  varyOnCookie: boolean,
) {
  const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type);
  const variant = compressible ? await pickVariant(req, path, info) : { path, info, encoding: undefined };
  // A new build changes the file's size or time, so the browser's revalidation of a `no-cache`
  // index.html fetches it again, and an unchanged one costs a 304. Each encoding is its own bytes.
  const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${variant.encoding ? `-${variant.encoding}` : ''}"`;
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(info.mtimeMs).toUTCString(),
    ...(compressible || varyOnCookie
      ? { Vary: [compressible && 'Accept-Encoding', varyOnCookie && 'Cookie'].filter(Boolean).join(', ') }
      : {}),
    ...(type.startsWith('text/html')
      ? { 'Content-Security-Policy': await pagePolicy(path, info, contentSecurityPolicy) }
      : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Length': variant.info.size,
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(variant.path).pipe(res);
}

/** Serves a file under `root` for `urlPath`; returns false when there is none. */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  urlPath: string,
  cacheControl: string,
  contentSecurityPolicy = DEFAULT_APP_CSP,
  varyOnCookie = false,
) {
  const path = resolveInside(root, urlPath);
  const info = path ? await fileInfo(path) : undefined;
  if (!path || !info) return false;
  await send(req, res, path, info, cacheControl, contentSecurityPolicy, varyOnCookie);
  return true;
}

/**
 * index.html for home opened with a session cookie: the same page with the signed-in code preloaded
 * (web/vite-signed-in-html.ts). Whether the session is still valid does not matter here: the page
 * asks the server who is signed in, as index.html does; a stale cookie costs only the early downloads.
 */
const SIGNED_IN_HOME_HTML = '/index.signed-in.html';

/** The web client: hashed assets are cached for good, everything else revalidates; unknown paths get the app. */
export async function serveWebApp(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
  urlPath: string,
  contentSecurityPolicy = DEFAULT_APP_CSP,
  hasSessionCookie = false,
) {
  const immutable = urlPath.startsWith('/assets/');
  const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (urlPath !== '/' && (await serveFile(req, res, distDir, urlPath, cacheControl, contentSecurityPolicy))) {
    return;
  }
  const locale = pickLocale(req.headers['accept-language']);
  if (immutable || extname(urlPath) !== '') return sendError(res, notFound(locale));
  // Home's page depends on the cookie, so a cache keeps one copy per cookie.
  const home = urlPath === '/';
  if (home && hasSessionCookie) {
    if (await serveFile(req, res, distDir, SIGNED_IN_HOME_HTML, 'no-cache', contentSecurityPolicy, true)) return;
  }
  if (await serveFile(req, res, distDir, '/index.html', 'no-cache', contentSecurityPolicy, home)) return;
  // The operator's instruction goes to the log (app.ts warns at start too); the visitor is told only
  // that the app is unavailable.
  sendError(res, new AppError('SERVICE_UNAVAILABLE', m.error_web_unavailable({}, { locale })));
}
