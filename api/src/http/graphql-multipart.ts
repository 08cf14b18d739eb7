// GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec), read by
// graphql-upload's processRequest: the `operations` field comes back with an Upload wherever `map`
// put a file, and each file streams into a temporary file (fs-capacitor) that the Upload scalar's
// resolver reads. The temporary files are removed when the response closes, whether it was sent,
// failed, or its client went away (processRequest listens for that).
import type { IncomingMessage, ServerResponse } from 'node:http';
import processRequest from 'graphql-upload/processRequest.mjs';
import { AppError } from '../graphql/errors.ts';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { checkJsonValue } from './json-input.ts';

export interface MultipartLimits {
  /** The largest file part. */
  maxFileBytes: number;
  /** The largest `operations` or `map` field: what a JSON request may be. */
  maxFieldBytes: number;
}

/** The largest body: one file, the two JSON fields, and room for part headers and boundaries. */
export function multipartBodyBytes(limits: MultipartLimits): number {
  return limits.maxFileBytes + 2 * limits.maxFieldBytes + 64 * 1024;
}

/** The status graphql-upload's errors (http-errors) carry, if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The request's operations, with Uploads in place of its files. One file at most (no operation of
 * this schema takes more), and a body no larger than `multipartBodyBytes`: a declared length over
 * it is refused (413) before anything is read; a body that runs past it anyway (no length, or a
 * false one) has its connection closed, as nothing valid can follow.
 */
export async function readMultipartOperations(
  req: IncomingMessage,
  res: ServerResponse,
  limits: MultipartLimits,
  locale: Locale,
): Promise<Record<string, unknown> | Record<string, unknown>[]> {
  const maxBodyBytes = multipartBodyBytes(limits);
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', m.error_body_too_large({}, { locale }));
  const parsing = processRequest(req, res, {
    maxFieldSize: limits.maxFieldBytes,
    maxFileSize: limits.maxFileBytes,
    maxFiles: 1,
  });
  // Attached in the same tick as processRequest's pipe, so both see every chunk.
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBodyBytes) return;
    req.off('data', count);
    req.destroy();
  };
  req.on('data', count);
  req.once('end', () => req.off('data', count));

  let operations: Record<string, unknown> | Record<string, unknown>[];
  try {
    operations = await parsing;
  } catch (error) {
    if (received > maxBodyBytes || statusOf(error) === 413)
      throw new AppError('PAYLOAD_TOO_LARGE', m.error_body_too_large({}, { locale }));
    if (statusOf(error) !== undefined) throw new AppError('BAD_REQUEST', m.error_multipart_invalid({}, { locale }));
    throw error;
  }
  checkJsonValue(operations, locale);
  return operations;
}

/**
 * How a file that failed while streaming in is reported to its resolver: over the size limit
 * (413), or cut short (the client left, or sent a malformed body). Anything else stays unexpected.
 */
export function uploadStreamError(error: unknown, tooLarge: () => AppError, unreadable: () => AppError): unknown {
  if (error instanceof AppError) return error;
  const status = statusOf(error);
  if (status === 413) return tooLarge();
  if (status !== undefined) return unreadable();
  return error;
}
