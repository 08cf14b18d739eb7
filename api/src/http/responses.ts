// The two ways the server answers with JSON: a result, or a coded error. Every HTTP error body of the
// API (REST, GraphQL's HTTP refusals, static files, uploads, webhooks) is written by `sendError`, so
// it always has the same shape (graphql/errors.ts: errorBody) and the same headers.
import type { ServerResponse } from 'node:http';
import { type AppError, errorBody } from '../graphql/errors.ts';
import { sendBody } from './compression.ts';
import { closeAfterResponse } from './request.ts';

/** A JSON answer, compressed when it is large and the client accepts it (compression.ts). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  void sendBody(res, status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, text);
}

export function sendError(res: ServerResponse, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  // A refused body was not read to the end: close the connection rather than drain it.
  if (error.code === 'PAYLOAD_TOO_LARGE') closeAfterResponse(res.req, res);
  sendJson(res, error.status, errorBody(error));
}
