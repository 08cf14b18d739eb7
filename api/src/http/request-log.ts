// One structured line per request. Only the method, the path without its query string (search terms
// are dream text), the status and the duration: never bodies, cookies or headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';

// Path segments that are secrets (emailed tokens) are replaced by their name.
const SECRET_SEGMENTS = [/^(\/api\/verify-email\/)[^/]+/];

function loggablePath(path: string): string {
  return SECRET_SEGMENTS.reduce((result, pattern) => result.replace(pattern, '$1:token'), path);
}

export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, path: string): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = { method: req.method, path: loggablePath(path), status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    if (res.statusCode >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });
}
