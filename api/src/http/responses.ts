// The two ways the server answers with JSON: a result, or a coded error. Every HTTP error body of the
// API (REST, GraphQL's HTTP refusals, static files, uploads, webhooks) is written by `sendError`, so
// it always has the same shape (graphql/errors.ts: errorBody) and the same headers.
import type { ServerResponse } from 'node:http';
import { type AppError, errorBody } from '../graphql/errors.ts';
import { sendBody } from './compression.ts';
import { sendThenDrain } from './request.ts';

/** A JSON answer, compressed when it is large and the client accepts it (compression.ts). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  void sendBody(res, status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, text);
}

export function sendError(res: ServerResponse, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  // A refused body was not read to the end: its client is still sending. Small, so never compressed.
  if (error.code === 'PAYLOAD_TOO_LARGE') {
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
    return sendThenDrain(res, error.status, headers, JSON.stringify(errorBody(error)));
  }
  sendJson(res, error.status, errorBody(error));
}
