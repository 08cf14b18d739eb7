// Structured logs. What a request log may contain is decided in http/request-log.ts: never bodies,
// query strings, cookies or tokens, because dream text and credentials travel in them.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['*.password', '*.cookie', '*.authorization', '*.token', '*.content'], censor: '[redacted]' },
  });
}
