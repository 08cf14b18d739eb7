// Interpretations of a dream: the AI ones (stored only when complete, one per type, replaced by a new
// generation), the user's own, and feedback. Every query has the owner (the interpretation's own
// userId, copied from its dream) in its WHERE clause, so another user's interpretation behaves
// exactly like a missing one.
import type { DreamInterpretation, User } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { AppError, fieldError, notFound, parseInput, paymentRequired } from '../../graphql/errors.ts';
import { untilAborted } from '../../lib/abort.ts';
import { isLocale, messages as m, type Locale } from '#shared/i18n/locale.ts';
import { isAiInterpretationType, type AiInterpretationType } from '../../providers/ai/index.ts';
import { detectLanguage, tokenize } from '../../interpreter/text.ts';
import { byTabOrder, interpretationInputs, type InterpretationType } from '#shared/inputs/interpretations.inputs.ts';
import * as dreams from '../dreams/dreams.service.ts';
import { RateLimitExceeded } from '../../limits/rate-limits.ts';
import { rateLimited } from '../../limits/rate-limited.ts';
import type { InterpretationGenerator } from './generation.ts';
import { parseElements, readElements } from '../insights/dream-elements.ts';
import { journalMemoryOf } from './journal-memory.ts';

/** Types that need premium access: every AI voice (see README, "CBT is premium"). Your own never does. */
export function isPremiumType(type: string): boolean {
  return isAiInterpretationType(type);
}

/** Dream ids per query: well under SQLite's parameter limit (as for tags). */
const QUERY_CHUNK = 500;

/**
 * The interpretations of several of the user's dreams in one query per 500 dreams, each list in tab
 * order; without premium access, only the user's own.
 */
export async function interpretationsOfDreams(
  dreamIds: readonly number[],
  userId: number,
  hasAccess: boolean,
): Promise<Map<number, DreamInterpretation[]>> {
  const byDream = new Map<number, DreamInterpretation[]>(dreamIds.map((id) => [id, []]));
  for (let start = 0; start < dreamIds.length; start += QUERY_CHUNK) {
    const rows = await db().dreamInterpretation.findMany({
      where: {
        dreamEntryId: { in: dreamIds.slice(start, start + QUERY_CHUNK) },
        userId,
        ...(hasAccess ? {} : { type: 'USER' }),
      },
    });
    for (const row of rows.sort(byTabOrder)) byDream.get(row.dreamEntryId)?.push(row);
  }
  return byDream;
}

/** Whether the dream has an interpretation of this type (the caller has checked the dream's owner). */
export async function hasInterpretation(dreamId: number, type: InterpretationType): Promise<boolean> {
  return (await db().dreamInterpretation.count({ where: { dreamEntryId: dreamId, type } })) > 0;
}

/**
 * The language an interpretation is written in: as recorded, or for an AI text stored before the
 * language was recorded, as its function words tell; null for the user's own take or when unclear.
 */
export function languageOf(row: Pick<DreamInterpretation, 'type' | 'content' | 'language'>): Locale | null {
  if (!isAiInterpretationType(row.type)) return null;
  if (isLocale(row.language)) return row.language;
  const detected = detectLanguage(tokenize(row.content).map((token) => token.word));
  return detected === 'both' ? null : detected;
}

export function findInterpretation(id: number, userId: number): Promise<DreamInterpretation | null> {
  return db().dreamInterpretation.findFirst({ where: { id, userId } });
}

/** Thrown by storeAiInterpretation when the dream is gone (deleted while its text was written). */
const dreamDeleted = () => Object.assign(new Error('The dream was deleted'), { code: 'DREAM_DELETED' });

/**
 * Stores a finished AI text, with the language it was written in, as the dream's interpretation of
 * that type, replacing an earlier one (whose feedback then no longer applies).
 */
export async function storeAiInterpretation(
  dreamId: number,
  userId: number,
  type: AiInterpretationType,
  content: string,
  language: Locale,
): Promise<number> {
  return db().$transaction(async (tx) => {
    const dream = await tx.dreamEntry.findFirst({ where: { id: dreamId, userId }, select: { id: true } });
    if (!dream) throw dreamDeleted();
    const fresh = { content, language, date: new Date(), feedback: null, helpful: null, feedbackText: null };
    const row = await tx.dreamInterpretation.upsert({
      where: { dreamEntryId_type: { dreamEntryId: dreamId, type } },
      create: { dreamEntryId: dreamId, userId, type, ...fresh },
      update: fresh,
      select: { id: true },
    });
    return row.id;
  });
}

/** The stored AI interpretation of a dream and type, with when it was written. */
export async function findAiInterpretation(dreamId: number, type: AiInterpretationType) {
  const row = await db().dreamInterpretation.findUnique({
    where: { dreamEntryId_type: { dreamEntryId: dreamId, type } },
    select: { id: true, content: true, date: true },
  });
  return row && { id: row.id, text: row.content, at: row.date };
}

/** Creates the user's own interpretation of a dream, or updates it when there is one. */
export async function saveOwnInterpretation(
  dreamId: number,
  userId: number,
  rawContent: unknown,
  locale: Locale,
): Promise<DreamInterpretation> {
  const { content } = parseInput(interpretationInputs(locale).ownInterpretation, { content: rawContent });
  return db().$transaction(async (tx) => {
    const dream = await tx.dreamEntry.findFirst({ where: { id: dreamId, userId }, select: { id: true } });
    if (!dream) throw notFound(locale);
    return tx.dreamInterpretation.upsert({
      where: { dreamEntryId_type: { dreamEntryId: dreamId, type: 'USER' } },
      create: { dreamEntryId: dreamId, userId, type: 'USER', content },
      update: { content },
    });
  });
}

/** Updates the user's own interpretation by its id (the REST PUT .../feedback with `content`). */
export async function updateOwnInterpretation(
  id: number,
  userId: number,
  rawContent: unknown,
  locale: Locale,
): Promise<DreamInterpretation> {
  const { content } = parseInput(interpretationInputs(locale).ownInterpretation, { content: rawContent });
  const existing = await findInterpretation(id, userId);
  if (!existing) throw notFound(locale);
  if (existing.type !== 'USER') throw fieldError('content', m.validation_interpretation_not_own({}, { locale }));
  return db().dreamInterpretation.update({ where: { id }, data: { content } });
}

export interface FeedbackInput {
  /** Jung and Rogers: UP, DOWN, or null to clear. Undefined when not sent. */
  feedback?: 'UP' | 'DOWN' | null;
  /** CBT: whether it helped. */
  helpful?: boolean | null;
  /** CBT: what the user wrote in the feedback box. */
  feedbackText?: string | null;
}

/**
 * Jung and Rogers take a thumbs value (UP, DOWN, or null to clear it); CBT takes helpful plus an
 * optional text; the user's own interpretation takes none.
 */
export async function setFeedback(
  id: number,
  userId: number,
  input: FeedbackInput,
  access: { hasAccess: boolean; locale: Locale },
): Promise<DreamInterpretation> {
  const { locale } = access;
  const existing = await findInterpretation(id, userId);
  if (!existing) throw notFound(locale);
  if (isPremiumType(existing.type) && !access.hasAccess) throw paymentRequired(locale);
  if (existing.type === 'CBT_AI') {
    if (typeof input.helpful !== 'boolean') throw fieldError('helpful', m.validation_feedback_helpful({}, { locale }));
    const text =
      input.feedbackText == null ? '' : parseInput(interpretationInputs(locale).feedbackText, input.feedbackText);
    return db().dreamInterpretation.update({
      where: { id },
      data: { helpful: input.helpful, feedbackText: text === '' ? null : text },
    });
  }
  if (existing.type === 'USER') throw fieldError('feedback', m.validation_feedback_own({}, { locale }));
  if (input.feedback === undefined) throw fieldError('feedback', m.validation_feedback_thumbs({}, { locale }));
  return db().dreamInterpretation.update({ where: { id }, data: { feedback: input.feedback } });
}

// --- Generating an AI interpretation: one function for the GraphQL mutation and the REST route
// (which runs that mutation with waitForCompletion).

/** The dream, if it is the user's; NOT_FOUND otherwise (a foreign dream looks missing). */
export async function ownDream(dreamId: number, userId: number, locale: Locale): Promise<dreams.Dream> {
  const dream = await dreams.findDream(dreamId, userId);
  if (!dream) throw notFound(locale);
  return dream;
}

export interface GenerateRequest {
  viewer: Pick<User, 'id' | 'preferredLanguage'>;
  dreamId: number;
  type: AiInterpretationType;
  /** Replace a stored interpretation of this type (CONFLICT without it). */
  replace: boolean;
  /** The language to write in; the user's preferred language when absent. */
  language: Locale | undefined;
  /** Answer only once the text is stored (the REST route); the generation then ends if the caller leaves. */
  waitForCompletion: boolean;
  signal: AbortSignal;
  locale: Locale;
}

export interface GenerationState {
  userId: number;
  dreamId: number;
  type: AiInterpretationType;
  status: 'GENERATING' | 'DONE';
  text: string;
  interpretationId?: number;
}

/**
 * Starts (or joins, when one is already running) the generation of one voice for one of the user's
 * dreams. Without waiting: the text so far, followed by subscription. Waiting: the stored
 * interpretation, or GENERATION_FAILED.
 */
export async function generateInterpretation(
  generator: InterpretationGenerator,
  request: GenerateRequest,
): Promise<{ progress: GenerationState; interpretationId: number | null }> {
  const { viewer, type, locale } = request;
  const dream = await ownDream(request.dreamId, viewer.id, locale);
  let generation = await generator.runningAnywhere({ userId: viewer.id, dreamId: dream.id, type });
  if (!generation) {
    if (!request.replace && (await hasInterpretation(dream.id, type))) {
      throw new AppError('CONFLICT', m.error_interpretation_exists({}, { locale }));
    }
    const input = { title: dream.title, text: dream.contentText, tags: dreams.tagsOf(dream), date: dream.date };
    const loadMemory = () =>
      journalMemoryOf(viewer.id, {
        id: dream.id,
        date: dream.date,
        // A dream saved before elements were stored (the backfill has not reached it) is read now.
        elements: dream.elements === null ? readElements(input) : parseElements(dream.elements),
      });
    try {
      generation = await generator.start(
        {
          userId: viewer.id,
          dreamId: dream.id,
          type,
          locale: request.language ?? (viewer.preferredLanguage === 'es' ? 'es' : 'en'),
          dream: input,
          loadMemory,
        },
        // A caller that waits for the text is its only reader: it stops when that caller leaves.
        // Otherwise it runs on, followed by subscription, for a client that may come back.
        { cancelOn: request.waitForCompletion ? request.signal : undefined },
      );
    } catch (error) {
      if (error instanceof RateLimitExceeded) throw rateLimited(error.policy, error.retryAfterMs, locale);
      throw error;
    }
  }
  const base = { userId: viewer.id, dreamId: dream.id, type };
  if (!request.waitForCompletion) {
    return { progress: { ...base, status: 'GENERATING', text: generation.text }, interpretationId: null };
  }
  // A caller that joined a running generation and left stops waiting (the generation runs on).
  const outcome = await untilAborted(generation.outcome, request.signal);
  if (!outcome.ok) throw new AppError('GENERATION_FAILED', m.error_generation_failed({}, { locale }));
  const { interpretationId, text } = outcome;
  return { progress: { ...base, status: 'DONE', text, interpretationId }, interpretationId };
}
