// The built web client (and GraphiQL's bundle) as static files. Paths that are not files get
// index.html, so the client-side router handles them (including its own not-found page).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { AppError, notFound } from '../graphql/errors.ts';
import { messages as m, pickLocale } from '../i18n/locale.ts';
import { sendError } from './responses.ts';

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

// The app's own pages: no inline scripts, data only from this origin.
export const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' blob:; connect-src 'self' ws: wss:; font-src 'self' data:; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

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

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

function send(req: IncomingMessage, res: ServerResponse, path: string, size: number, cacheControl: string): void {
  const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': size,
    'Cache-Control': cacheControl,
    ...(type.startsWith('text/html') ? { 'Content-Security-Policy': APP_CSP } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}

/** Serves a file under `root` for `urlPath`; returns false when there is none. */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  urlPath: string,
  cacheControl: string,
) {
  const path = resolveInside(root, urlPath);
  const size = path ? await fileSize(path) : undefined;
  if (!path || size === undefined) return false;
  send(req, res, path, size, cacheControl);
  return true;
}

/** The web client: hashed assets are cached for good, everything else revalidates; unknown paths get the app. */
export async function serveWebApp(req: IncomingMessage, res: ServerResponse, distDir: string, urlPath: string) {
  const immutable = urlPath.startsWith('/assets/');
  if (
    urlPath !== '/' &&
    (await serveFile(req, res, distDir, urlPath, immutable ? 'public, max-age=31536000, immutable' : 'no-cache'))
  ) {
    return;
  }
  const locale = pickLocale(req.headers['accept-language']);
  if (immutable || extname(urlPath) !== '') return sendError(res, notFound(locale));
  if (await serveFile(req, res, distDir, '/index.html', 'no-cache')) return;
  // The operator's instruction goes to the log (app.ts warns at start too); the visitor is told only
  // that the app is unavailable.
  sendError(res, new AppError('SERVICE_UNAVAILABLE', m.error_web_unavailable({}, { locale })));
}
