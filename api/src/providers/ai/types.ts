// The contract between the interpretation providers and their callers (the GraphQL layer). Pure
// types and one error class: no Node APIs, no SDK types leak out of here.
import type { Locale } from '#shared/i18n/locale.ts';

import type { AiInterpretationType } from '#shared/interpretations/types.ts';

// The voices are shared with the web (its tabs); the provider contract below is the server's.
export {
  AI_INTERPRETATION_TYPES,
  isAiInterpretationType,
  type AiInterpretationType,
} from '#shared/interpretations/types.ts';

/**
 * The only data an interpretation may see: the one dream being interpreted. Never other dreams,
 * never the account (name, email, ids).
 */
export interface DreamInput {
  title: string;
  /** The dream's content as plain text (the stored `contentText`, not the HTML). */
  text: string;
  tags: readonly string[];
  date: Date;
}

export interface InterpretationRequest {
  type: AiInterpretationType;
  /** The language the interpretation is written in: the user's language. */
  locale: Locale;
  dream: DreamInput;
}

export type ProviderKind = 'openai' | 'offline';

export interface InterpretationProvider {
  readonly kind: ProviderKind;
  /**
   * Text chunks in order as they are produced; their concatenation is the interpretation. Ends
   * normally only when the text is complete; otherwise throws `InterpretationFailed` (then whatever
   * was yielded so far is a fragment and must not be stored).
   */
  stream(request: InterpretationRequest, signal: AbortSignal): AsyncIterable<string>;
}

/**
 * Why a generation ended without a complete text.
 * - TIMEOUT: no first token within the first-token limit, or not finished within the total limit.
 * - RATE_LIMITED: the provider answered 429 (`retryAfterSeconds` when it said).
 * - PROVIDER_ERROR: the provider answered another error (`status`), or sent an error event.
 * - CONNECTION: the provider could not be reached.
 * - BROKEN_STREAM: the stream was malformed or ended before the model said it had finished.
 * - INCOMPLETE: the model stopped for a reason other than finishing (length, content filter).
 * - EMPTY: the model finished without any text.
 * - CANCELLED: the caller aborted the signal.
 */
export const INTERPRETATION_FAILURE_REASONS = [
  'TIMEOUT',
  'RATE_LIMITED',
  'PROVIDER_ERROR',
  'CONNECTION',
  'BROKEN_STREAM',
  'INCOMPLETE',
  'EMPTY',
  'CANCELLED',
] as const;
export type InterpretationFailureReason = (typeof INTERPRETATION_FAILURE_REASONS)[number];

export interface InterpretationFailedDetails {
  /** HTTP status of the provider's answer, when there was one. */
  status?: number;
  /** From the provider's Retry-After header (429). */
  retryAfterSeconds?: number;
  /** Which timeout fired. */
  timeout?: 'first_token' | 'total';
  cause?: unknown;
}

/**
 * The one error a provider's stream throws. The message is for logs, in English, and never contains
 * the dream; the caller shows its own localised message.
 */
export class InterpretationFailed extends Error {
  override readonly name = 'InterpretationFailed';
  readonly reason: InterpretationFailureReason;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly timeout: 'first_token' | 'total' | undefined;

  constructor(reason: InterpretationFailureReason, message: string, details: InterpretationFailedDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.timeout = details.timeout;
  }
}

export function isInterpretationFailed(error: unknown): error is InterpretationFailed {
  return error instanceof InterpretationFailed;
}
