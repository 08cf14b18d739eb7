// Coded errors shared by GraphQL and REST. Anything that is not one of these is unexpected: Yoga
// masks it ("Unexpected error.") and the REST adapter answers 500, and it is logged.
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { fieldErrorsOf } from '../lib/field-errors.ts';

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  /** The request itself is malformed or not served on this path (a bad Host, a subscription over HTTP). */
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A Host this server does not answer for (DNS rebinding). */
  MISDIRECTED_REQUEST: 421,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The interpreter could not write the text (timeout, provider error...). */
  GENERATION_FAILED: 502,
  /** Too much expensive work already queued (password hashing): try again shortly. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

/** A 400 whose message is the first problem and whose fieldErrors hold all of them. */
export function badInput(error: z.ZodError): AppError {
  return new AppError('BAD_USER_INPUT', error.issues[0]?.message ?? 'Invalid input', {
    fieldErrors: fieldErrorsOf(error),
  });
}

/** Parses `value` with a zod schema, throwing a coded 400 on failure. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badInput(result.error);
  return result.data;
}
