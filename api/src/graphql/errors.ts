// Every coded error of the API, its HTTP status, and the one shape of an HTTP error body. GraphQL
// carries the code in `extensions.code`; REST and every plain HTTP answer (static files, uploads,
// webhooks) write the body with `errorBody`, so a client reads the same `{message, code,
// fieldErrors?}` whatever path it took. Anything that is not one of these is unexpected: Yoga masks
// it ("Unexpected error."), HTTP answers 500, and it is logged.
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import { fieldErrorsOf } from '#shared/inputs/field-errors.ts';

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  /** The request itself is malformed or not served on this path (a bad Host, a subscription over HTTP). */
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** A Host this server does not answer for (DNS rebinding). */
  MISDIRECTED_REQUEST: 421,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** Masked: the message never says what went wrong inside (it is logged). */
  INTERNAL_SERVER_ERROR: 500,
  /** The interpreter could not write the text (timeout, provider error...). */
  GENERATION_FAILED: 502,
  /** The transcription provider failed; the recording is still in the browser. */
  TRANSCRIPTION_FAILED: 502,
  /** An audio Range outside the recording. */
  RANGE_NOT_SATISFIABLE: 416,
  /** Stripe refused or did not answer (nothing was charged; the user can try again). */
  PAYMENT_PROVIDER_FAILED: 502,
  /** The mail provider refused or did not answer (the user can try again). */
  MAIL_FAILED: 502,
  /** The server cannot serve this now: the web client is not built, too much expensive work
   * (password hashing) is already queued, or a service it needs is not set up (transcription, mail). */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, extra: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {}) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  get fieldErrors(): FieldErrors | undefined {
    return this.extensions.fieldErrors as FieldErrors | undefined;
  }

  get retryAfterSeconds(): number | undefined {
    return this.extensions.retryAfterSeconds as number | undefined;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

// --- Factories, one per refusal the API makes (messages in the request's language).

export const unauthenticated = (locale: Locale) =>
  new AppError('UNAUTHENTICATED', m.error_unauthenticated({}, { locale }));

export const forbidden = (locale: Locale) => new AppError('FORBIDDEN', m.error_forbidden({}, { locale }));

/** A refused object or field: FORBIDDEN when signed in, UNAUTHENTICATED when not. */
export function refused(context: { viewer: unknown; locale: Locale }): AppError {
  return context.viewer ? forbidden(context.locale) : unauthenticated(context.locale);
}

/** Missing, or someone else's: the two are never told apart. */
export const notFound = (locale: Locale) => new AppError('NOT_FOUND', m.error_not_found({}, { locale }));

export const paymentRequired = (locale: Locale) =>
  new AppError('PAYMENT_REQUIRED', m.error_premium_required({}, { locale }));

export const unexpected = (locale: Locale) => new AppError('INTERNAL_SERVER_ERROR', m.error_unexpected({}, { locale }));

/** A 400 about one field, with the message on that field too (forms show it under the input). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { fieldErrors: { [field]: [message] } });
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

// --- The HTTP body of an error.

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fieldErrors?: FieldErrors;
}

/** The JSON body of an HTTP error: always the message and code, and the field errors when there are any. */
export function errorBody(error: AppError): ErrorBody {
  const { fieldErrors } = error;
  return { message: error.message, code: error.code, ...(fieldErrors ? { fieldErrors } : {}) };
}
