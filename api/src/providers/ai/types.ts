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
 * The dream being interpreted: with the journal memory's counts (below), the only data an
 * interpretation may see. Never other dreams' words, never the account (name, email, ids).
 */
export interface DreamInput {
  title: string;
  /** The dream's content as plain text (the stored `contentText`, not the HTML). */
  text: string;
  tags: readonly string[];
  date: Date;
}

/** Which kind of element recurs: the insights' kinds (symbols, people, places, feelings). */
export type RecurringKind = 'SYMBOL' | 'PERSON' | 'PLACE' | 'FEELING';

/** One element of this dream that the dreamer's own journal holds in other dreams too. */
export interface RecurringElement {
  kind: RecurringKind;
  /** The lexicon's (or emotion's) id, as stored with each dream (insights' `elements`). */
  id: string;
  /** Dreams of the journal that hold it, this one included (at least 2). */
  dreams: number;
}

/**
 * The memory of the journal an interpretation may use: counts of this dream's elements in the same
 * user's other dreams, read from their stored codes. Counts and ids only: no other dream's title,
 * text, tags or date reaches a voice or a model, and never another user's journal.
 */
export interface JournalMemory {
  /** The user's dreams counted (the newest, at most JOURNAL_MEMORY_DREAMS), this one included. */
  dreams: number;
  /** The date of the oldest dream counted. */
  since: Date;
  /** At most three, the most frequent first. */
  recurring: readonly RecurringElement[];
}

export interface InterpretationRequest {
  type: AiInterpretationType;
  /** The language the interpretation is written in: the user's language. */
  locale: Locale;
  dream: DreamInput;
  /** What recurs in the dreamer's own journal; absent when nothing does (or for a first dream). */
  memory?: JournalMemory;
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
  /**
   * A cheap request that shows the model server answers with these settings (the admin's Platform
   * Status); rejects when it does not. Absent on the offline interpreter, which has nothing to ask.
   */
  check?(timeoutMs: number): Promise<void>;
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
 * - UNUSABLE: the finished text broke a rule that cannot be mended (another language: model-text.ts).
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
  'UNUSABLE',
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
